import type { Snapshot } from './clock';

/**
 * When the lottery list reloads (docs/product.md §4 "The lottery list reloads periodically", §9):
 * after the smallest remaining time to a draw among the answer's games, at most 30000 ms; or
 * after 7000 ms when that is 0 or less (a draw is due and the platform has not moved on yet).
 * Each reload is exactly one request. A hidden tab makes none: a reload that comes due while
 * hidden waits, and runs at once when the tab is shown again. Players keep these pages open
 * all day, so this is what keeps a thousand open tabs from hammering the platform.
 */
export const RELOAD_MAX_MS = 30_000;
export const RELOAD_WHEN_DUE_MS = 7_000;
/** After a failed reload the list keeps its clocks and tries again this much later. */
export const RELOAD_AFTER_FAILURE_MS = RELOAD_MAX_MS;

/** The delay before the next reload of an answer, measured at `now` in the same clock as the answer's `arrivedAt`. */
export function reloadDelay(snapshot: Snapshot<{ drawAt: number }>, now: number): number {
  const smallest = snapshot.items.reduce((min, entry) => Math.min(min, entry.drawAt - now), Number.POSITIVE_INFINITY);
  const delay = Math.min(smallest, RELOAD_MAX_MS);
  return delay <= 0 ? RELOAD_WHEN_DUE_MS : delay;
}

/**
 * The lottery's refresh rule for the shared query (src/lib/stores/query.ts): after each answer
 * by {@link reloadDelay}, after a failure 30 s later; the query makes no request while the tab is
 * hidden and runs a reload that came due meanwhile as soon as it is shown again.
 */
export const LOTTERY_RELOADS = {
  refreshAfter: (snapshot: Snapshot<{ drawAt: number }>, now: number): number => reloadDelay(snapshot, now),
  refreshAfterFailure: RELOAD_AFTER_FAILURE_MS,
} as const;
