import type { WithdrawalState } from '../../src/contract/calls/withdrawal';
import type { Database } from '../db/index';
import { postEntry } from '../wallet/ledger';
import { sendMessage } from '../messages/store';

/**
 * The operator's side of a withdrawal (`npm run platform -- withdrawal review|approve|reject|pay
 * <reference> [reason]`, docs/operations.md "Withdrawals"; in development also
 * `POST /platform-dev/withdrawal`). Each action is one transaction on the locked row:
 *   review:  submitted → inReview
 *   approve: submitted | inReview → approved (passing through inReview, so the timeline is whole)
 *   pay:     approved → paid (the held amount has left; no ledger entry is needed)
 *   reject:  submitted | inReview | approved → rejected, with the reason, and the held amount
 *            returned by the ledger entry `withdrawal:<reference>:refund` (posted at most once).
 */
export const OPERATOR_ACTIONS = ['review', 'approve', 'reject', 'pay'] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

const FROM: Record<OperatorAction, readonly WithdrawalState[]> = {
  review: ['submitted'],
  approve: ['submitted', 'inReview'],
  reject: ['submitted', 'inReview', 'approved'],
  pay: ['approved'],
};

export type OperatorOutcome = { ok: true; state: WithdrawalState } | { ok: false; message: string };

export async function operateWithdrawal(db: Database, action: OperatorAction, reference: string, now: number, reason?: string): Promise<OperatorOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: bigint; amount_minor: bigint; state: WithdrawalState }>(
      'SELECT member_id, amount_minor, state FROM withdrawals WHERE reference = $1 FOR UPDATE',
      [reference],
    );
    if (!row) return { ok: false, message: `No withdrawal ${reference}.` };
    if (!FROM[action].includes(row.state))
      return { ok: false, message: `Withdrawal ${reference} is ${row.state}; ${action} needs ${FROM[action].join(' or ')}.` };
    const at = new Date(now);
    const reach = async (state: WithdrawalState) => {
      await tx.query('INSERT INTO withdrawal_events (reference, state, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [reference, state, at]);
    };
    let state: WithdrawalState;
    if (action === 'review') state = 'inReview';
    else if (action === 'pay') state = 'paid';
    else if (action === 'approve') {
      if (row.state === 'submitted') await reach('inReview');
      state = 'approved';
    } else {
      state = 'rejected';
      await postEntry(tx, {
        memberId: row.member_id,
        amountMinor: BigInt(row.amount_minor),
        kind: 'WITHDRAWAL_REFUND',
        reference: `withdrawal:${reference}:refund`,
      });
    }
    await reach(state);
    if (state === 'paid' || state === 'rejected')
      await sendMessage(
        tx,
        row.member_id,
        state === 'paid' ? 'withdrawalPaid' : 'withdrawalRejected',
        { amount: String(row.amount_minor), reference, reason: reason?.trim() || 'Rejected by the operator' },
        at,
      );
    await tx.query('UPDATE withdrawals SET state = $2, reason = COALESCE($3, reason) WHERE reference = $1', [
      reference,
      state,
      action === 'reject' ? reason?.trim() || 'Rejected by the operator' : null,
    ]);
    return { ok: true, state };
  });
}
