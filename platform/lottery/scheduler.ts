import type { Database } from '../db/index';
import { lotteryTick, type DrawResult } from './draws';

/** How often the scheduler looks for due draws: draws happen within a second of their time. */
export const TICK_MS = 1_000;

export interface LotteryScheduler {
  /** Runs one pass now (after any pass under way); the platform runs one at start to catch up. */
  tick(): Promise<DrawResult[]>;
  /** Stops the timer and waits for a pass under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * The draw scheduler: a timer that runs {@link lotteryTick} every second. Passes never
 * overlap in this process (a pass still running when the timer fires is waited for, not
 * doubled); across processes the draws' conditional UPDATE keeps a draw from being drawn twice.
 * A failing pass is logged and the next one tries again. After a pass the timer waits for the
 * earliest open draw's time: a second with nothing due costs no query (a draw another process
 * opened or drew meanwhile only makes a pass come early, which finds nothing to do).
 */
export function startLotteryScheduler(options: { db: Database; now: () => number; override: number | null; timer: boolean }): LotteryScheduler {
  let running: Promise<DrawResult[]> | null = null;
  let stopped = false;
  /** When the earliest open draw falls due, as of the last pass; 0 when unknown or none is open. */
  let nextDue = 0;

  const pass = async (): Promise<DrawResult[]> => {
    const results = await lotteryTick(options.db, options.now(), options.override);
    const [row] = await options.db.query<{ next: Date | null }>("SELECT min(draw_at) AS next FROM lottery_draws WHERE status = 'OPEN'");
    nextDue = row?.next ? new Date(row.next).getTime() : 0;
    return results;
  };

  const tick = (): Promise<DrawResult[]> => {
    if (running) return running.then(() => tick());
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = options.timer
    ? setInterval(() => {
        if (stopped || running || options.now() < nextDue) return;
        tick().catch((error: unknown) => console.error('[platform] lottery draws:', error));
      }, TICK_MS)
    : null;
  timer?.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
