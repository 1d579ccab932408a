import { addDays, DEFAULT_TIME_ZONE, dayIn, startOfDay } from '../../../src/contract/records/range';
import type { SettleKind } from './rules';

/**
 * The pay periods (docs/decisions/0043-agent-pay.md): real-time salary every 5 minutes
 * (docs/product.md §9), hourly salary by the hour, daily wages by the Manila day and the dividend
 * by half month (1st–15th, 16th–end) in Manila, the commission by the Manila day (the addendum of
 * docs/decisions/0043-agent-pay.md says why). Each period has a key, unique per agent and kind
 * (the settlements table's key and the ledger reference), and runs [from, to). Pure.
 */
export const PAY_ZONE = DEFAULT_TIME_ZONE;
export const REALTIME_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface Period {
  key: string;
  from: number;
  to: number;
}

const fixed = (instant: number, size: number): Period => {
  const from = Math.floor(instant / size) * size;
  return { key: new Date(from).toISOString().slice(0, 16), from, to: from + size };
};

const nextMonth = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** The period of `kind` that contains `instant`. */
export function periodAt(kind: SettleKind, instant: number, zone = PAY_ZONE): Period {
  if (kind === 'realtime') return fixed(instant, REALTIME_MS);
  if (kind === 'hourly') return fixed(instant, HOUR_MS);
  const day = dayIn(instant, zone);
  if (kind === 'daily' || kind === 'commission') return { key: day, from: startOfDay(day, zone), to: startOfDay(addDays(day, 1), zone) };
  const month = day.slice(0, 7);
  const firstHalf = Number(day.slice(8, 10)) <= 15;
  const start = firstHalf ? `${month}-01` : `${month}-16`;
  const end = firstHalf ? `${month}-16` : nextMonth(day);
  return { key: `${month}-${firstHalf ? 'H1' : 'H2'}`, from: startOfDay(start, zone), to: startOfDay(end, zone) };
}

/** The last period of `kind` that has ended by `now`: the one a settlement pays. */
export const lastClosed = (kind: SettleKind, now: number): Period => periodAt(kind, periodAt(kind, now).from - 1);

/**
 * How far back a settlement pass looks, in periods (the addendum of docs/decisions/0043-agent-pay.md):
 * a platform down for longer than a period pays what it missed when it is back, within 7 days for
 * real-time and hourly salary, 35 days for daily wages and commission, 2 half-months for the dividend.
 */
export const LOOK_BACK_PERIODS: Readonly<Record<SettleKind, number>> = {
  realtime: (7 * 24 * 60 * 60_000) / REALTIME_MS,
  hourly: 7 * 24,
  daily: 35,
  commission: 35,
  dividend: 2,
};

/** The ended periods of `kind` a pass at `now` may settle, oldest first: the last LOOK_BACK_PERIODS of them. */
export function endedPeriods(kind: SettleKind, now: number): Period[] {
  const periods: Period[] = [];
  let period = lastClosed(kind, now);
  for (let i = 0; i < LOOK_BACK_PERIODS[kind]; i++) {
    periods.push(period);
    period = periodAt(kind, period.from - 1);
  }
  return periods.reverse();
}

/**
 * Whether what started at `since` (a feature switched on, a contract) covers a period ending at
 * `to`: it has started before the period's end. The one rule of which periods are paid, for the
 * settlement pass and for My income's lines (commission.ts `contractCovers`).
 */
export const startedBy = (since: number, to: number): boolean => to > since;

/**
 * The periods to settle for one agent, oldest first: the candidates (endedPeriods) that end after
 * `since` (its feature switched on, its contract started) and are not settled yet. The period in
 * which the feature was switched on is paid, as a pass paid it before back pay; none that ended
 * before it.
 */
export const unsettledPeriods = (candidates: readonly Period[], since: number, settled: ReadonlySet<string>): Period[] =>
  candidates.filter((period) => startedBy(since, period.to) && !settled.has(period.key));
