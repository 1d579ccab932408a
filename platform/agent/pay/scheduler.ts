import type { Database } from '../../db/index';
import type { HousekeepingTask } from '../../housekeeping';
import { SETTLE_PASS_MS, settleDue } from './settle';

/**
 * The settlement task (docs/decisions/0043-agent-pay.md): every minute, settle the periods that
 * have ended (settleDue). The platform's housekeeping loop runs it (platform/housekeeping.ts,
 * decision 0048): passes never overlap in this process, a failing pass is logged and the next
 * tries again, and stopping waits for a pass under way. Across instances the settlements' unique
 * key keeps a period from being paid twice.
 */
export function payTask(db: Database, now: () => number): HousekeepingTask {
  return { name: 'agent pay settlement', everyMs: SETTLE_PASS_MS, run: () => settleDue(db, now()) };
}
