import { ErrorCodes } from '../../src/contract/refusals';
import type { Queryable } from '../db/index';
import { refusal, type Outcome } from '../http/context';
import { minorToMajor } from '../wallet/money';
import { momentIn, moneyIn, safetyText } from './messages';
import { leftOf, type MoneyKind, PERIODS, resetsAt, usedIn, wouldExceed } from './rules';
import { blockInForce, type BlockRow, inForce, readLimits, usageOf } from './store';
import { lockMember } from '../wallet/ledger';

/**
 * Enforcement (issue 16 item 2; docs/decisions/0029-safer-gambling.md). Each guarded path calls
 * {@link assertWithinLimits} once, with its own transaction, before it moves the money: the
 * member's row is locked first (as the money paths do), so two requests of one player are
 * checked one after the other and cannot both use the same allowance.
 *
 * - `deposit`: the deposit limits (checked when the order is created: pending orders count, so
 *   paying them later never goes over; a confirmation is never refused, the player's money has
 *   already been sent by then);
 * - `stake` (a demo-game round, a lottery bet) and `vendor` (money sent to a vendor wallet,
 *   whose bets the platform does not see: it counts as staked and as possibly lost): the wager
 *   and loss limits, the whole amount counted as a possible loss;
 * - `launch`: refused when a wager or loss limit has nothing left.
 * Any of them is refused during a time-out or self-exclusion. Answers the refusal, or null.
 */
export type GuardedAction = 'deposit' | 'stake' | 'vendor' | 'launch';

/** Where a refused player gets help (the site's responsible-gaming article, docs/product.md §1). */
export const HELP_PATH = '/help/responsible-gaming';

export async function assertWithinLimits(
  db: Queryable,
  memberId: bigint,
  action: GuardedAction,
  amountMinor: bigint,
  { now, language }: { now: number; language: string },
): Promise<Outcome | null> {
  await lockMember(db, memberId);
  const blocked = await refusalWhileBlocked(db, memberId, { now, language });
  if (blocked) return blocked;
  const kinds: MoneyKind[] = action === 'deposit' ? ['deposit'] : ['wager', 'loss'];
  const limits = await readLimits(db, memberId);
  for (const kind of kinds) {
    const periods = PERIODS.filter((period) => inForce(limits, kind, period).amount !== undefined);
    if (periods.length === 0) continue;
    const usage = await usageOf(db, memberId, kind, now);
    for (const period of periods) {
      const { amount: limit, source } = inForce(limits, kind, period);
      const used = usedIn(usage, now, period);
      const refused = action === 'launch' ? leftOf(limit!, used) === 0n : wouldExceed(limit!, used, amountMinor);
      if (!refused) continue;
      const left = leftOf(limit!, used);
      const reset = resetsAt(usage, now, period);
      const message = safetyText(language, kind, {
        period: safetyText(language, period),
        limit: moneyIn(language, limit!),
        left: moneyIn(language, left),
        reset: reset === null ? safetyText(language, 'noReset') : momentIn(language, reset),
      });
      return refusal(200, message, ErrorCodes.limitReached, {
        field: 'amount',
        kind,
        period,
        source: source!,
        limit: minorToMajor(limit!),
        left: minorToMajor(left),
        resetsAt: reset === null ? null : new Date(reset).toISOString(),
      });
    }
  }
  return null;
}

/**
 * The refusal while a time-out or self-exclusion holds, or null: for every call that adds money to
 * play with (a bonus, a prize, points turned into cash or goods) or sends it anywhere but the
 * player's own bank (the upline), besides the guarded actions above. A block leaves a session
 * only withdrawals and records (decision 0029), whichever page the call comes from.
 */
export async function refusalWhileBlocked(db: Queryable, memberId: bigint, { now, language }: { now: number; language: string }): Promise<Outcome | null> {
  const block = await blockInForce(db, memberId, now);
  return block ? blockedRefusal(block, language) : null;
}

/** The refusal during a time-out or self-exclusion (also the login's first answer then). */
export function blockedRefusal(block: BlockRow, language: string): Outcome {
  const until = block.endsAt === null ? safetyText(language, 'indefinite') : momentIn(language, block.endsAt);
  return refusal(200, safetyText(language, block.kind, { until, help: HELP_PATH }), ErrorCodes.playBlocked, {
    kind: block.kind,
    until: block.endsAt === null ? null : new Date(block.endsAt).toISOString(),
    helpUrl: HELP_PATH,
  });
}
