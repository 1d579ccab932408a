import type { Database } from '../../db/index';
import { SETTLE_PASS_MS, settleDue } from './settle';

/**
 * The settlement timer (docs/decisions/0043-agent-pay.md): every minute, settle the periods that
 * have ended (settleDue). Passes never overlap in this process; across instances the settlements'
 * unique key keeps a period from being paid twice. A failing pass is logged and the next tries
 * again. Stopping waits for a pass under way, so the database can be closed after it.
 */
export function startPayScheduler(db: Database, now: () => number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = settleDue(db, now())
      .catch((error: unknown) => console.error('[platform] agent pay settlement:', error))
      .finally(() => {
        running = null;
      });
  }, SETTLE_PASS_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
