import { SETTLE_PASS_MS, settleDue } from './agent/pay/settle';
import { pruneCaptchas } from './captcha/store';
import type { Database } from './db/index';
import { EXPIRY_PASS_MS, expireDue } from './deposits/orders';
import type { HousekeepingTask } from './housekeeping';
import { pruneLaunches } from './games/tickets';
import { pruneOutbox } from './outbox/outbox';
import { REWARDS_PASS_MS, rewardsPass } from './rewards/events';
import { pruneHits } from './security/rate-limit';
import { pruneSessions } from './security/sessions';
import { pruneSmsCodes } from './security/sms-codes';
import { expireRequirements } from './wallet/expiry';

/** How often expired sessions, rate-limit hits, captchas, SMS codes, outbox messages and launch tickets are deleted. */
export const PRUNE_PASS_MS = 10 * 60_000;

/**
 * The reference platform's housekeeping tasks (docs/operations.md "Housekeeping"), run by the
 * one loop of platform/housekeeping.ts. Each reads the platform's clock when its pass starts.
 */
export function platformTasks(db: Database, now: () => number): HousekeepingTask[] {
  return [
    // Unpaid deposit orders and bonus turnover past its deadline expire on time even when nobody
    // reads them (platform/deposits/orders.ts, platform/wallet/expiry.ts).
    { name: 'deposit expiry', everyMs: EXPIRY_PASS_MS, run: () => expireDue(db, now()) },
    { name: 'bonus expiry', everyMs: EXPIRY_PASS_MS, run: () => expireRequirements(db, now()) },
    // Time-driven rewards (the Monday rebate, birthday months, levels' upgrade bonuses) are granted
    // by this pass, never by a page reading them (platform/rewards/events.ts).
    { name: 'rewards', everyMs: REWARDS_PASS_MS, run: () => rewardsPass(db, now()) },
    // Agent dividends, salaries and commission are settled as their periods end; across instances the
    // settlements' unique key keeps a period from being paid twice (platform/agent/pay/settle.ts).
    { name: 'agent pay settlement', everyMs: SETTLE_PASS_MS, run: () => settleDue(db, now()) },
    {
      name: 'prune',
      everyMs: PRUNE_PASS_MS,
      run: () => {
        const at = now();
        return Promise.all([pruneSessions(db, at), pruneHits(db, at), pruneCaptchas(db, at), pruneSmsCodes(db, at), pruneOutbox(db), pruneLaunches(db, at)]);
      },
    },
  ];
}
