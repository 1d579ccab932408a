import type { Database } from '../db/index';
import { formatMoney } from '../vendor-screen/page';
import { settleOrder } from './orders';

export type OperatorAction = 'confirm' | 'fail';

/** The control-folder key of a queued deposit command (platform/settings/control.ts). */
export const DEPOSIT_COMMAND_KEY = 'deposit.settle';

/**
 * The operator's `deposit confirm|fail <reference>` (platform/cli.ts, docs/operations.md
 * "Deposits"): settles a pending order once and answers the line to print, `ok` false when
 * refused (unknown, or already paid, failed or expired: nothing moved).
 */
export async function operatorSettle(db: Database, action: OperatorAction, reference: string, now: number): Promise<{ ok: boolean; line: string }> {
  const outcome = await settleOrder(db, reference, action === 'confirm' ? 'PAID' : 'FAILED', now);
  if (outcome.ok) {
    const { order } = outcome;
    const amount = formatMoney(BigInt(order.amount_minor), 'en-PH', 'PHP');
    if (action === 'fail') return { ok: true, line: `Deposit ${reference} failed: nothing credited.` };
    // Say what became of a joined promotion's bonus, so the operator can answer the player.
    const bonus =
      order.bonus_status === 'GRANTED'
        ? ` Bonus ${formatMoney(BigInt(order.bonus_minor), 'en-PH', 'PHP')} credited.`
        : order.bonus_status === 'NOT_GRANTED'
          ? ' Bonus not credited: the promotion no longer applied.'
          : '';
    return { ok: true, line: `Deposit ${reference} confirmed: ${amount} credited.${bonus}` };
  }
  if (outcome.reason === 'notFound') return { ok: false, line: `No deposit order ${reference}.` };
  return { ok: false, line: `Deposit ${reference} is ${outcome.status.toLowerCase()} already; nothing was changed.` };
}

/** The queued form of {@link operatorSettle}, for a server that holds the database. Answers `ok|line`. */
export const depositCommand =
  (db: Database, now: () => number) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== DEPOSIT_COMMAND_KEY) return null;
    const { action, reference } = (value ?? {}) as { action?: unknown; reference?: unknown };
    if ((action !== 'confirm' && action !== 'fail') || typeof reference !== 'string') return 'error|Malformed deposit command.';
    const { ok, line } = await operatorSettle(db, action, reference, now());
    return `${ok ? 'ok' : 'error'}|${line}`;
  };
