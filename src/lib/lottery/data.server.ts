import { cachedCall } from '../platform/cache.server';
import { pageDataClient } from '../platform/server-client.server';
import {
  LOTTERY_DEVICE,
  lotteryMenus,
  openedNumbers,
  popularLottery,
  recentLotteryResults,
  vnNumbers,
  type LotteryItem,
  type LotteryMenu,
  type LotteryResult,
  type PrizeMode,
} from '../../contract/calls/lottery';

/**
 * The lottery pages' public data, through the short per-instance cache like the other page
 * data (src/lib/platform/public-data.server.ts). The menus carry clocks, so their entry keeps
 * the moment the answer arrived: a page rendered from a 3-second-old entry passes that age to
 * the island, which counts down from the answer's arrival, not from the render.
 */
export const POPULAR_LOTTERY_COUNT = 20;
export const RECENT_RESULTS_COUNT = 100;
export const VN_NUMBERS_COUNT = 100;
export const OPENED_NUMBERS_COUNT = 10;

/** Short: the menus' clocks are exact whatever the age, but a draw that just happened should show soon. */
const MENUS_TTL_MS = 3_000;
const RESULTS_TTL_MS = 10_000;
const BOARD_TTL_MS = 30_000;

export interface TimedMenus {
  menus: LotteryMenu[];
  /** When the platform's answer arrived (server clock, ms). */
  fetchedAt: number;
}

export const loadLotteryMenus = (language: string, prizeMode: PrizeMode): Promise<TimedMenus> =>
  cachedCall(`lottery:menus:${prizeMode}:${language}`, MENUS_TTL_MS, async () => {
    const menus = await pageDataClient({ language }).call(lotteryMenus, { prizeMode, device: LOTTERY_DEVICE, language });
    return { menus, fetchedAt: Date.now() };
  });

export const loadPopularLottery = (language: string, prizeMode: PrizeMode): Promise<LotteryItem[]> =>
  cachedCall(`lottery:popular:${prizeMode}:${language}`, BOARD_TTL_MS, async () =>
    (await pageDataClient({ language }).call(popularLottery, { prizeMode, device: LOTTERY_DEVICE, language, count: POPULAR_LOTTERY_COUNT })).slice(
      0,
      POPULAR_LOTTERY_COUNT,
    ),
  );

export const loadRecentResults = (language: string, prizeMode: PrizeMode): Promise<LotteryResult[]> =>
  cachedCall(`lottery:results:${prizeMode}:${language}`, RESULTS_TTL_MS, async () =>
    (await pageDataClient({ language }).call(recentLotteryResults, { prizeMode, device: LOTTERY_DEVICE, language, recentCount: RECENT_RESULTS_COUNT })).slice(
      0,
      RECENT_RESULTS_COUNT,
    ),
  );

export const loadOpenedNumbers = (language: string, gameCode: string): Promise<LotteryResult[]> =>
  cachedCall(`lottery:opened:${gameCode}:${language}`, RESULTS_TTL_MS, async () =>
    (await pageDataClient({ language }).call(openedNumbers, { gameCode, count: OPENED_NUMBERS_COUNT, language })).slice(0, OPENED_NUMBERS_COUNT),
  );

export const loadVnNumbers = (language: string): Promise<{ number: string; times: number }[]> =>
  cachedCall(`lottery:vn-numbers:${language}`, BOARD_TTL_MS, async () =>
    (await pageDataClient({ language }).call(vnNumbers, { count: VN_NUMBERS_COUNT, language })).slice(0, VN_NUMBERS_COUNT),
  );
