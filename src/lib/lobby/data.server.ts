import { hotGames, winnerBoard, type Game, type Winner } from '../../contract/calls/games';
import { pageDataClient } from '../platform/server-client.server';
import { cachedCall } from '../platform/cache.server';
import { siteConfig } from '../config.server';

/**
 * Home's platform data that is the same for every visitor (hot games, the winner board),
 * server-rendered through the short per-instance cache like banners and menus
 * (src/lib/platform/public-data.server.ts). A failure reaches the page, which shows its error
 * state for that section only.
 */

/** How many hot games home shows: two rows on a wide screen, a short scroll on a phone. */
export const HOME_HOT_GAMES = 12;
/** docs/product.md §9: the winner board shows the latest 50 wins. */
export const WINNER_BOARD_SIZE = 50;

/** Hot games change with the merchant's settings; the winner board is meant to look live. */
const HOT_TTL_MS = 30_000;
const WINNERS_TTL_MS = 10_000;

export const loadHotGames = (language: string): Promise<Game[]> =>
  cachedCall(`lobby:hot:${language}`, HOT_TTL_MS, async () =>
    (
      await pageDataClient({ language }).call(hotGames, {
        merchantCode: siteConfig().merchant,
        isPlatform: 2,
        platform: 'html5-desktop',
        language,
      })
    ).slice(0, HOME_HOT_GAMES),
  );

export const loadWinners = (language: string): Promise<Winner[]> =>
  cachedCall(`lobby:winners:${language}`, WINNERS_TTL_MS, async () =>
    (await pageDataClient({ language }).call(winnerBoard, { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE })).slice(0, WINNER_BOARD_SIZE),
  );
