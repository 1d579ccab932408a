/**
 * When lottery games draw. Draw days and times are in the merchant's time zone, Manila
 * (UTC+8, no daylight saving), so "Saturday 21:00" is the same instant all year round.
 *
 * A game draws on its weekdays (Sunday 1 … Saturday 7), first at `firstDrawSeconds` after
 * local midnight and then every `intervalSeconds` until midnight (a daily game has an interval
 * of a day). LOTTERY_DRAW_INTERVAL_SECONDS=N replaces every schedule with "every N seconds,
 * every day" (aligned to multiples of N since the epoch), for tests and development.
 */
export const DRAW_UTC_OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 86_400_000;

export interface Schedule {
  drawDays: readonly number[];
  firstDrawSeconds: number;
  intervalSeconds: number;
  lockSeconds: number;
  /** Set by the override: every game draws every this many seconds, every day. */
  everySeconds?: number | undefined;
}

/**
 * A game's schedule under the override, if any. The lock shrinks to at most a quarter of the
 * interval (at least a second), so a short interval still leaves most of it for betting.
 */
export function effectiveSchedule(schedule: Schedule, overrideSeconds: number | null): Schedule {
  if (!overrideSeconds) return schedule;
  return {
    ...schedule,
    drawDays: [1, 2, 3, 4, 5, 6, 7],
    everySeconds: overrideSeconds,
    lockSeconds: Math.max(1, Math.min(schedule.lockSeconds, Math.floor(overrideSeconds / 4))),
  };
}

/** The local midnight (as an epoch instant) of the day `at` falls on. */
export const localMidnight = (at: number): number => Math.floor((at + DRAW_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - DRAW_UTC_OFFSET_MS;

/** The local weekday of an instant, Sunday 1 … Saturday 7 (docs/product.md §9). */
export const localWeekday = (at: number): number => new Date(at + DRAW_UTC_OFFSET_MS).getUTCDay() + 1;

/** The draw instants of the local day starting at `midnight`, in order (none on other weekdays). */
export function drawsOfDay(schedule: Schedule, midnight: number): number[] {
  if (!schedule.drawDays.includes(localWeekday(midnight))) return [];
  const times: number[] = [];
  for (let second = schedule.firstDrawSeconds; second < 86_400; second += schedule.intervalSeconds) times.push(midnight + second * 1000);
  return times;
}

/** The first draw instant strictly after `after`; null only for a schedule without draw days. */
export function nextDrawAfter(schedule: Schedule, after: number): number | null {
  if (schedule.everySeconds) {
    const step = schedule.everySeconds * 1000;
    return (Math.floor(after / step) + 1) * step;
  }
  for (let day = 0, midnight = localMidnight(after); day <= 7; day++, midnight += DAY_MS) {
    const next = drawsOfDay(schedule, midnight).find((time) => time > after);
    if (next !== undefined) return next;
  }
  return null;
}

/** The `count` draw instants at or before `atOrBefore`, newest first (for seeding past draws). */
export function drawsBefore(schedule: Schedule, atOrBefore: number, count: number): number[] {
  const times: number[] = [];
  for (let midnight = localMidnight(atOrBefore), days = 0; times.length < count && days < 400; midnight -= DAY_MS, days++) {
    const day = drawsOfDay(schedule, midnight).filter((time) => time <= atOrBefore);
    times.push(...day.reverse().slice(0, count - times.length));
  }
  return times;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * The issue number players see: the local date and the draw's number in its day
 * (`20261121-042`); under the override, the local date and time (`20261121-143020`), which
 * cannot collide with a scheduled draw's number.
 */
export function numeroOf(schedule: Schedule, drawAt: number): string {
  const local = new Date(drawAt + DRAW_UTC_OFFSET_MS);
  const date = `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`;
  if (schedule.everySeconds) return `${date}-${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
  const secondOfDay = (drawAt - localMidnight(drawAt)) / 1000;
  const index = Math.floor((secondOfDay - schedule.firstDrawSeconds) / schedule.intervalSeconds) + 1;
  return `${date}-${pad(index, 3)}`;
}

/** When betting on a draw closes. */
export const closesAt = (schedule: Schedule, drawAt: number): number => drawAt - schedule.lockSeconds * 1000;

/** Reads LOTTERY_DRAW_INTERVAL_SECONDS: a whole number of seconds from 10 to a day, else none. */
export function drawIntervalOverride(env: NodeJS.ProcessEnv): number | null {
  const value = Number(env['LOTTERY_DRAW_INTERVAL_SECONDS']);
  return Number.isInteger(value) && value >= 10 && value <= 86_400 ? value : null;
}
