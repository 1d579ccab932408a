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
 * A failing pass is logged and the next one tries again.
 */
export function startLotteryScheduler(options: { db: Database; now: () => number; override: number | null; timer: boolean }): LotteryScheduler {
  let running: Promise<DrawResult[]> | null = null;
  let stopped = false;

  const tick = (): Promise<DrawResult[]> => {
    if (running) return running.then(() => tick());
    running = lotteryTick(options.db, options.now(), options.override).finally(() => {
      running = null;
    });
    return running;
  };

  const timer = options.timer
    ? setInterval(() => {
        if (stopped || running) return;
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
