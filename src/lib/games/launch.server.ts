import type { AstroCookies } from 'astro';
import { serverClient } from '../platform/server-client.server';
import { siteConfig } from '../config.server';
import { SESSION_COOKIE } from '../session/cookies';
import type { SystemStatus } from '../../contract/calls/system';
import { launchForPage, type LaunchGameRef, type LaunchOutcome } from './launch-flow';
import { launchOrigins } from './launch-target';
import { loadGamePage } from './data.server';
import { parseListState } from './list-state';

/**
 * The server side of `/game` and `/fbsports`: the session token from the HttpOnly `sid`
 * cookie goes to the platform from here and never reaches a script (the page renders the URL
 * the platform answered, in a frame, or redirects to it).
 */
export interface PageLaunchInput {
  cookies: AstroCookies;
  language: string;
  clientIp: string | undefined;
  url: URL;
  status: SystemStatus | null;
}

export const pageLaunchOrigins = (status: SystemStatus | null): string[] => launchOrigins(status?.info.launchGameCDNs ?? []);

export function launchOnPage(game: LaunchGameRef, { cookies, language, clientIp, url, status }: PageLaunchInput): Promise<LaunchOutcome> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  // Launching waits for the platform longer than page data does: a launch is what the player asked for.
  const client = token ? serverClient({ token, language, clientIp, timeoutMs: siteConfig().platformTimeoutMs }) : null;
  return launchForPage(game, { client, language, siteOrigin: url.origin, launchOrigins: pageLaunchOrigins(status) });
}

/** The FB Sports vendor page's game (docs/product.md §2 /fbsports): the first SPORTS game of vendor FB. */
export const FB_SPORTS = { gameType: 'SPORTS', vendor: 'FB' } as const;

export async function fbSportsGame(language: string): Promise<LaunchGameRef | null> {
  const context = {
    cards: [{ vassalage: FB_SPORTS.vendor, accountTypeId: 0, displayName: '', gameType: FB_SPORTS.gameType, isHot: 0, logo: null }],
    gameClassify: [],
  };
  const page = await loadGamePage(language, FB_SPORTS.gameType, parseListState(new URLSearchParams(), context));
  const game = page.games[0];
  return game ? { gameType: game.gameType, vendor: game.vendor || game.vassalage, gameCode: game.gameCode } : null;
}
