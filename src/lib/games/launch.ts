import { VASSALAGE, type Game } from '../../contract/calls/games';

/**
 * Where activating a game takes the player (docs/product.md §4 "Game launch"), as a plain site path, so
 * that every game card is a real link that works before (or without) JavaScript:
 *
 * - `lottery`: lottery and e-lottery games of the in-house lottery vendors open the lottery
 *   pages (TCG_LOTTO_VN has its own Vietnamese page; TCG_SEA, ELOTT and LOTT use /lottery).
 * - `vassalage`: a lobby game (`isGame: VASSALAGE`) opens the popup list of its vendor's games
 *   on /rng, which reads the `vassalage` query.
 * - `game`: everything else goes through `/game`, whose server checks the session (guests go to
 *   /login and come back), refuses trial accounts where a real account is needed, asks the
 *   platform for the launch URL and shows it in a frame (or sends the player to it).
 *
 * Paths are not localised here: callers pass them through `localizedPath`.
 */
export type LaunchPlan = { kind: 'lottery' | 'vassalage' | 'game'; path: string };

/** Game types that are lotteries (docs/product.md §4). */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/** Vendors whose lottery games run on the site's own lottery pages (docs/product.md §4). */
export const LOTTERY_ROUTE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/** The Vietnamese lottery has its own page (docs/product.md §2 /vnlottery). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** Card games between players need a real account (docs/product.md §6: type 4 "blocked from … similar actions"). */
export const REAL_ACCOUNT_GAME_TYPES: readonly string[] = ['PVP'];

export type LaunchableGame = Pick<Game, 'gameType' | 'vendor' | 'vassalage' | 'gameCode' | 'isGame' | 'defaultPlayType'>;

const query = (params: Record<string, string | null | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
};

export function launchPlan(game: LaunchableGame): LaunchPlan {
  const vendor = game.vendor || game.vassalage;
  if (LOTTERY_GAME_TYPES.includes(game.gameType) && LOTTERY_ROUTE_VENDORS.includes(vendor)) {
    const page = vendor === VN_LOTTERY_VENDOR ? '/vnlottery' : '/lottery';
    return { kind: 'lottery', path: `${page}?${query({ gameCode: game.gameCode, vendor, playType: game.defaultPlayType })}` };
  }
  if (game.isGame === VASSALAGE) {
    return { kind: 'vassalage', path: `/rng?${query({ vassalage: game.vassalage })}` };
  }
  return { kind: 'game', path: `/game?${query({ gameType: game.gameType, vendor, gameCode: game.gameCode })}` };
}

/** Whether launching this game needs a real (non-trial) account. */
export const needsRealAccount = (game: Pick<Game, 'gameType'>): boolean => REAL_ACCOUNT_GAME_TYPES.includes(game.gameType);
