import type { PlatformClient } from '../platform/client';
import { launchGame, launchThirdParty, type Game } from '../../contract/calls/games';
import { memberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { isRealAccount } from '../../contract/roles';
import { guestAfter, type SessionEnd } from '../session/ended';
import { needsRealAccount } from './launch';
import { launchTarget, type LaunchTarget } from './launch-target';

/**
 * What `/game` (and /fbsports) does with a launch request, on the server (docs/product.md §4 "Game
 * launch: login required"; §6 type 4 refused where a real account is needed):
 * no session → `guest` (the page sends the player to /login and back, told why when the platform
 * said why the session ended: docs/decisions/0067-session-end-reason-cookie.md); a real-account game
 * for a trial account → `needRealAccount`; otherwise the platform's launch URL as a frame or a
 * window, or the platform's refusal. A refusal that trying again cannot change (a safer-gambling
 * limit reached, a time-out or self-exclusion) is `limited`: the page says it and links the
 * player's limits instead of offering "Try again" (issue 34 item 12). Framework-free apart from
 * the client it is handed.
 */
export type LaunchOutcome =
  | { kind: 'guest'; ended?: SessionEnd }
  | { kind: 'needRealAccount' }
  | LaunchTarget
  | { kind: 'failed'; message: string | null }
  | { kind: 'limited'; message: string };

/** Refusals that stand until a limit resets or a time-out ends: a retry now would only be refused again. */
const STANDING_REFUSALS: ReadonlySet<string> = new Set([ErrorCodes.limitReached, ErrorCodes.playBlocked]);

export type LaunchGameRef = Pick<Game, 'gameType' | 'vendor' | 'gameCode'>;

/** The game named by /game's query, or null when it names none. */
export function parseLaunchQuery(search: URLSearchParams): LaunchGameRef | null {
  const [gameType, vendor, gameCode] = ['gameType', 'vendor', 'gameCode'].map((key) => (search.get(key) ?? '').trim());
  if (!gameType || !vendor || !gameCode) return null;
  return { gameType: gameType.toUpperCase(), vendor, gameCode };
}

type Caller = Pick<PlatformClient<'server'>, 'call'>;

export interface LaunchContext {
  /** A client carrying the session's token; null when the request has no session cookie. */
  client: Caller | null;
  language: string;
  siteOrigin: string;
  /** Origins of `status.info.launchGameCDNs`. */
  launchOrigins: readonly string[];
}

export async function launchForPage(game: LaunchGameRef, { client, language, siteOrigin, launchOrigins }: LaunchContext): Promise<LaunchOutcome> {
  if (!client) return { kind: 'guest' };
  try {
    if (needsRealAccount(game)) {
      const member = await client.call(memberInfo);
      if (!isRealAccount(member.type)) return { kind: 'needRealAccount' };
    }
    const request = { gameType: game.gameType, vendor: game.vendor, gameCode: game.gameCode, language, platform: 'html5-desktop' };
    const launch = await client.call(needsRealAccount(game) ? launchGame : launchThirdParty, request);
    return launchTarget(launch, siteOrigin, launchOrigins) ?? { kind: 'failed', message: null };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return guestAfter(error);
    // The platform has the last word on real accounts, whatever member info said a moment ago.
    if (error instanceof PlatformError && error.details.errorCode === ErrorCodes.needRealAccount) return { kind: 'needRealAccount' };
    if (error instanceof PlatformError && error.kind === 'rejected' && STANDING_REFUSALS.has(error.details.errorCode ?? '') && error.message)
      return { kind: 'limited', message: error.message };
    if (error instanceof PlatformError && error.kind === 'rejected') return { kind: 'failed', message: error.message || null };
    return { kind: 'failed', message: null };
  }
}
