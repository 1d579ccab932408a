import { addDays, DEFAULT_TIME_ZONE, dayIn, startOfDay } from '../../../src/contract/records/range';
import type { PayKind } from './rules';

/**
 * The pay periods (docs/decisions/0043-agent-pay.md): real-time salary every 5 minutes
 * (docs/product.md §9), hourly salary by the hour, daily wages by the Manila day and the dividend
 * by half month (1st–15th, 16th–end) in Manila. Each period has a key, unique per agent and kind
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
export function periodAt(kind: PayKind, instant: number, zone = PAY_ZONE): Period {
  if (kind === 'realtime') return fixed(instant, REALTIME_MS);
  if (kind === 'hourly') return fixed(instant, HOUR_MS);
  const day = dayIn(instant, zone);
  if (kind === 'daily') return { key: day, from: startOfDay(day, zone), to: startOfDay(addDays(day, 1), zone) };
  const month = day.slice(0, 7);
  const firstHalf = Number(day.slice(8, 10)) <= 15;
  const start = firstHalf ? `${month}-01` : `${month}-16`;
  const end = firstHalf ? `${month}-16` : nextMonth(day);
  return { key: `${month}-${firstHalf ? 'H1' : 'H2'}`, from: startOfDay(start, zone), to: startOfDay(end, zone) };
}

/** The last period of `kind` that has ended by `now`: the one a settlement pays. */
export const lastClosed = (kind: PayKind, now: number): Period => periodAt(kind, periodAt(kind, now).from - 1);
