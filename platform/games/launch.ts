import type { LaunchValue } from '../../src/contract/calls/games';
import { ErrorCodes } from '../../src/contract/refusals';
import { refusal, success, type CallContext, type Outcome } from '../http/context';
import { findById, TRIAL_TYPE } from '../members/members';
import { assertWithinLimits } from '../safety/enforce';
import { findGame } from './rows';
import { issueTicket } from './tickets';

export interface LaunchInput {
  gameType: string;
  vendor: string;
  gameCode: string;
  language?: string | undefined;
}

/** The demo game's page for a ticket, in a language. */
export const demoPlayPath = (ticket: string, language: string): string =>
  `/lgw/demo/play?ticket=${encodeURIComponent(ticket)}&lang=${encodeURIComponent(language)}`;

/** The lottery betting screen for a ticket, in a language. */
export const lotteryScreenPath = (ticket: string, language: string): string =>
  `/lgw/lottery-screen/play?ticket=${encodeURIComponent(ticket)}&lang=${encodeURIComponent(language)}`;

/** Lanes whose games are lotteries: they open the lottery betting screen (platform/lottery-screen). */
const LOTTERY_LANES = new Set(['LOTT', 'ELOTT']);

/**
 * Launches a game of the catalogue for the session's player: a lottery game (LOTT or ELOTT
 * lane, with a row in `lottery_games`) opens the lottery betting screen, every other game the
 * demo game (platform/demo-game), whatever the vendor. The game must exist under the given vendor and
 * category; card games (PVP) go through `launchGame` only, which refuses trial accounts, and
 * every other game through `launchThirdParty` only. A launch records a recent play and issues
 * a ticket, tied to this session (it ends with it), in one transaction. With `launchGameCDNs` set, the URL starts with one of them,
 * picked at random (docs/product.md §9).
 */
export async function launch(context: CallContext<LaunchInput>, kind: 'pvp' | 'thirdParty'): Promise<Outcome> {
  const { services, input, t, now } = context;
  const memberId = context.memberId!;
  const game = await findGame(services.db, input.gameCode);
  const fits = game && game.vendor === input.vendor && game.game_type === input.gameType && (game.game_type === 'PVP') === (kind === 'pvp');
  if (!game || !fits) return refusal(200, t('gameNotFound'), ErrorCodes.notFound);
  if (kind === 'pvp') {
    const member = await findById(services.db, memberId);
    if (!member || member.type === TRIAL_TYPE) return refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount);
  }

  const limited = await assertWithinLimits(services.db, memberId, 'launch', 0n, { now, language: context.language });
  if (limited) return limited;
  const language =
    (input.language ?? context.language)
      .toUpperCase()
      .replace(/[^A-Z-]/g, '')
      .slice(0, 5) || 'TY';
  const ticket = await services.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO game_plays (member_id, game_code, last_played_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, game_code) DO UPDATE SET last_played_at = EXCLUDED.last_played_at`,
      [memberId, game.game_code, new Date(now)],
    );
    return issueTicket(tx, { memberId, sessionToken: context.token!, gameCode: game.game_code, language, now });
  });

  const cdns = (await services.settings.get())['launchGameCDNs'];
  const bases = Array.isArray(cdns) ? cdns.filter((cdn): cdn is string => typeof cdn === 'string' && /^https?:\/\//.test(cdn)) : [];
  const base = bases.length > 0 ? bases[Math.floor(Math.random() * bases.length)]!.replace(/\/+$/, '') : '';
  const isLottery =
    LOTTERY_LANES.has(game.game_type) && (await services.db.query('SELECT 1 FROM lottery_games WHERE game_code = $1', [game.game_code])).length > 0;
  const path = isLottery ? lotteryScreenPath(ticket, language) : demoPlayPath(ticket, language);
  const value: LaunchValue = { url: `${base}${path}`, target: 'frame' };
  return success(value);
}
