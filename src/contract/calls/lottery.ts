import { z } from 'zod/mini';
import { defineCall } from '../define';

/**
 * The lottery calls (docs/product.md §2 /lottery and /vnlottery, §3 "Lottery item", §4 prize mode, §9).
 *
 * Times: `remainTime` and `lockTime` are whole seconds, measured by the platform when it
 * answered. `remainTime` runs to the draw (`winningTime`); betting closes `lockTime` seconds
 * before it. The site computes `fewinTime` (when betting closes, in the browser's clock) from
 * the moment it received the answer: see src/lib/lottery/.
 */

/** Prize modes (docs/product.md §3 brand config). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Lottery type codes: the menu tags (docs/product.md §9); BG only where the merchant supports TY. */
export const LOTTERY_TYPE_CODES = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;

/** The device every lottery call names (docs/product.md §3 brand config: device WEB). */
export const LOTTERY_DEVICE = 'WEB';

export const lotteryItemValue = z.object({
  gameId: z.int(),
  gameCode: z.string(),
  /** The vendor whose betting screen plays it (TCG_SEA, TCG_LOTTO_VN, …). */
  vendor: z.string(),
  /** The lane it belongs to (LOTT or ELOTT), for launching. */
  gameType: z.string(),
  name: z.string(),
  /** The menu (type code) it is listed under. */
  gameMenuTag: z.string(),
  remark: z._default(z.nullable(z.string()), null),
  /** The open draw's number (issue), e.g. `20261121-042`. */
  numero: z.string(),
  /** Seconds to the open draw. */
  remainTime: z.int(),
  /** Seconds before the draw that betting closes. */
  lockTime: z.int().check(z.nonnegative()),
  /** Weekdays it draws on, comma-separated, Sunday 1 … Saturday 7 (docs/product.md §3, §9). */
  drawDayOfWeek: z.string(),
  /** ISO time of the open draw. */
  winningTime: z._default(z.nullable(z.string()), null),
  /** The last drawn numbers, as the vendor writes them (e.g. `3 8 1`), or null before the first draw. */
  lastNumbers: z._default(z.nullable(z.string()), null),
  isHot: z._default(z.int(), 0),
  image: z._default(z.nullable(z.string()), null),
  defaultPlayType: z._default(z.nullable(z.string()), null),
});
export type LotteryItem = z.output<typeof lotteryItemValue>;

export const lotteryMenuValue = z.object({
  /** The type code (LOTTERY_TYPE_CODES). */
  gameMenuTag: z.string(),
  /** The menu's display title, in the request's language. */
  remark: z._default(z.nullable(z.string()), null),
  gameMenus: z.array(lotteryItemValue),
});
export type LotteryMenu = z.output<typeof lotteryMenuValue>;

const lotteryQuery = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  device: z._default(z.string(), LOTTERY_DEVICE),
  language: z.optional(z.string()),
});

export const lotteryMenus = defineCall({
  summary: 'The lottery menus (one per type code) and their games with the open draw, for a prize mode.',
  path: '/lgw/vn/games/game_menu',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: lotteryQuery,
  response: z.array(lotteryMenuValue),
});

export const recentLotteryMenus = defineCall({
  summary: 'The lottery games the player bet on most recently, newest first, with their open draw.',
  path: '/lgw/vn/games/game_menu/recent',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: lotteryQuery,
  response: z.array(lotteryItemValue),
});

export const popularLottery = defineCall({
  summary: 'The most played lottery games (docs/product.md §9: count 20).',
  path: '/lgw/lottery/popular',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.extend(lotteryQuery, { count: z._default(z.int().check(z.gte(1), z.lte(100)), 20) }),
  response: z.array(lotteryItemValue),
});

export const lotteryResultValue = z.object({
  gameCode: z.string(),
  name: z.string(),
  numero: z.string(),
  /** The drawn numbers, as the vendor writes them (e.g. `3 8 1`). */
  numbers: z.string(),
  drawnAt: z.string(),
});
export type LotteryResult = z.output<typeof lotteryResultValue>;

export const recentLotteryResults = defineCall({
  summary: 'The latest draws across the lottery games, newest first (docs/product.md §9: recentCount 100).',
  path: '/lgw/lottery/results/recent',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.extend(lotteryQuery, { recentCount: z._default(z.int().check(z.gte(1), z.lte(200)), 100) }),
  response: z.array(lotteryResultValue),
});

export const openedNumbers = defineCall({
  refusals: ['NOT_FOUND'],
  summary: 'The opened (drawn) numbers of one lottery game, newest draw first.',
  path: '/lgw/lottery/results',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    gameCode: z.string().check(z.minLength(1)),
    count: z._default(z.int().check(z.gte(1), z.lte(100)), 10),
    language: z.optional(z.string()),
  }),
  response: z.array(lotteryResultValue),
});

export const vnNumbers = defineCall({
  summary: 'Vietnam numbers: how often each two-digit ending 00–99 came up in the recent Vietnamese draws (docs/product.md §9: count 100).',
  path: '/lgw/lottery/vn/numbers',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ count: z._default(z.int().check(z.gte(1), z.lte(100)), 100), language: z.optional(z.string()) }),
  response: z.array(z.object({ number: z.string().check(z.regex(/^\d{2}$/)), times: z.int().check(z.nonnegative()) })),
});
