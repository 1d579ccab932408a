import type { LotteryItem, PrizeMode } from '../../src/contract/calls/lottery';
import type { Queryable } from '../db/index';
import { thumbnailPath } from '../games/rows';
import { writeNumbers, type GameRules, type NumberFormat, type Rule } from './rules';
import { effectiveSchedule, type Schedule } from './schedule';
import { scheduleText } from './texts';

/**
 * The lottery games as the handlers, the scheduler and the betting screen read them: one
 * SELECT list (a lottery row joined with its catalogue game, its open draw and its last
 * numbers) and one mapping to the contract's lottery item, so every list shows a game alike.
 */
export interface LotteryGameRow {
  game_id: number;
  game_code: string;
  game_type: string;
  vendor: string;
  name: string;
  menu_tag: string;
  is_hot: number;
  popularity: number;
  default_play_type: string | null;
  min_bet_minor: bigint;
  draw_days: number[];
  first_draw_seconds: number;
  interval_seconds: number;
  lock_seconds: number;
  draw_count: number;
  draw_min: number;
  draw_max: number;
  draw_distinct: boolean;
  pick_count: number;
  pick_min: number;
  pick_max: number;
  pick_distinct: boolean;
  rule: Rule;
  payouts: Record<string, number>;
}

/** A lottery row with its open draw (null between a draw and the next one's opening) and last numbers. */
export interface LotteryListRow extends LotteryGameRow {
  draw_id: bigint | null;
  numero: string | null;
  draw_at: Date | null;
  closes_at: Date | null;
  last_numbers: number[] | null;
}

/** The vendor of the Vietnamese lottery (its draws make the Vietnam numbers board). */
export const VN_VENDOR = 'TCG_LOTTO_VN';

export const LOTTERY_COLUMNS = `lg.game_id, g.game_code, g.game_type, g.vendor, g.name, lg.menu_tag, g.is_hot, g.popularity, g.default_play_type,
  g.min_bet_minor, lg.draw_days, lg.first_draw_seconds, lg.interval_seconds, lg.lock_seconds, lg.draw_count, lg.draw_min, lg.draw_max,
  lg.draw_distinct, lg.pick_count, lg.pick_min, lg.pick_max, lg.pick_distinct, lg.rule, lg.payouts`;
export const LOTTERY_FROM = 'lottery_games lg JOIN games g ON g.game_code = lg.game_code';

/** The list columns: {@link LOTTERY_COLUMNS} plus the open draw and the last numbers. */
export const LOTTERY_LIST_COLUMNS = `${LOTTERY_COLUMNS}, od.id AS draw_id, od.numero, od.draw_at, od.closes_at,
  (SELECT ld.numbers FROM lottery_draws ld WHERE ld.game_code = lg.game_code AND ld.status = 'DRAWN' ORDER BY ld.draw_at DESC LIMIT 1) AS last_numbers`;
export const LOTTERY_LIST_FROM = `${LOTTERY_FROM}
  LEFT JOIN lottery_draws od ON od.game_code = lg.game_code AND od.status = 'OPEN'`;
/** The lists' order within a menu: hot first, then popularity, then name. */
export const LOTTERY_ORDER = 'g.is_hot DESC, g.popularity DESC, lower(g.name), g.game_code';

/**
 * Which lanes each prize mode shows (docs/product.md §3, §4). Elott, the mode the site picks when the
 * e-lottery lane has a TCG_LOTTO_VN card (as the seed has), shows every lottery game, so that
 * any lottery game of the catalogue is in the lottery menus; Lott the lottery lane (TCG_SEA,
 * Fast 3, PK10); ZY the e-lottery lane (VN, Thai, Keno); SEA the South-East Asian draws.
 */
export const PRIZE_MODE_FILTER: Record<PrizeMode, string> = {
  Elott: "g.game_type IN ('LOTT', 'ELOTT')",
  Lott: "g.game_type = 'LOTT'",
  ZY: "g.game_type = 'ELOTT'",
  SEA: "g.vendor IN ('TCG_SEA', 'TCG_LOTTO_VN', 'TCG_LOTTO_TH')",
};

export const scheduleOf = (row: LotteryGameRow): Schedule => ({
  drawDays: row.draw_days.map(Number),
  firstDrawSeconds: Number(row.first_draw_seconds),
  intervalSeconds: Number(row.interval_seconds),
  lockSeconds: Number(row.lock_seconds),
});

export const drawFormatOf = (row: LotteryGameRow): NumberFormat => ({
  count: Number(row.draw_count),
  min: Number(row.draw_min),
  max: Number(row.draw_max),
  distinct: row.draw_distinct,
});

export const rulesOf = (row: LotteryGameRow): GameRules => ({
  draw: drawFormatOf(row),
  pick: { count: Number(row.pick_count), min: Number(row.pick_min), max: Number(row.pick_max), distinct: row.pick_distinct },
  rule: row.rule,
  payouts: row.payouts,
});

/**
 * A game as the lottery lists show it, its times measured at `now`. `remainTime` is floored
 * (the site never believes betting is open longer than it is) and never negative; `lockTime`
 * is the open draw's own (draw time − closing time), which the override may have shortened.
 */
export function toLotteryItem(row: LotteryListRow, now: number, override: number | null, language: string): LotteryItem {
  const schedule = effectiveSchedule(scheduleOf(row), override);
  const drawAt = row.draw_at ? new Date(row.draw_at).getTime() : null;
  const closes = row.closes_at ? new Date(row.closes_at).getTime() : null;
  return {
    gameId: Number(row.game_id),
    gameCode: row.game_code,
    vendor: row.vendor,
    gameType: row.game_type,
    name: row.name,
    gameMenuTag: row.menu_tag,
    remark: scheduleText(schedule, language),
    numero: row.numero ?? '',
    remainTime: drawAt === null ? 0 : Math.max(0, Math.floor((drawAt - now) / 1000)),
    lockTime: drawAt === null || closes === null ? schedule.lockSeconds : Math.round((drawAt - closes) / 1000),
    drawDayOfWeek: [...schedule.drawDays].sort().join(','),
    winningTime: drawAt === null ? null : new Date(drawAt).toISOString(),
    lastNumbers: row.last_numbers ? writeNumbers(row.last_numbers.map(Number), drawFormatOf(row)) : null,
    isHot: Number(row.is_hot),
    image: thumbnailPath(row.game_code),
    defaultPlayType: row.default_play_type,
  };
}

/** One lottery game by code, or null. */
export async function findLotteryGame(db: Queryable, gameCode: string): Promise<LotteryGameRow | null> {
  const [row] = await db.query<LotteryGameRow>(`SELECT ${LOTTERY_COLUMNS} FROM ${LOTTERY_FROM} WHERE lg.game_code = $1`, [gameCode]);
  return row ?? null;
}

/** The lottery items of a prize mode, in the lists' order (hot, popularity, name). */
export async function lotteryItems(
  db: Queryable,
  options: { prizeMode: PrizeMode; now: number; override: number | null; language: string },
): Promise<LotteryItem[]> {
  const rows = await db.query<LotteryListRow>(
    `SELECT ${LOTTERY_LIST_COLUMNS} FROM ${LOTTERY_LIST_FROM} WHERE ${PRIZE_MODE_FILTER[options.prizeMode]} ORDER BY ${LOTTERY_ORDER}`,
  );
  return rows.map((row) => toLotteryItem(row, options.now, options.override, options.language));
}
