import type { Queryable } from '../db/index';
import { balanceMinor, lockMember, postEntry } from '../wallet/ledger';
import { balances, newReference } from './withdrawals';

/**
 * Transfer to upline (issue 13 item 5): the amount leaves the member's main wallet and reaches
 * the agent above (`members.upline_id`, member info's `toUpline`) as two ledger entries under one
 * reference, in the money call's transaction, so both post or neither does. Only what a withdrawal
 * could take may go: the balance less the bonus its unplayed turnover still locks (`balances`),
 * or the agent, who plays no turnover, would be a way to cash a bonus out.
 */
export async function uplineOf(db: Queryable, memberId: bigint): Promise<{ id: bigint; account: string } | null> {
  const [row] = await db.query<{ id: bigint; account: string }>('SELECT u.id, u.account FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1', [
    memberId,
  ]);
  return row ?? null;
}

export async function transferToUpline(
  db: Queryable,
  request: { memberId: bigint; uplineId: bigint; amount: bigint },
): Promise<{ ok: true; reference: string; balance: bigint } | { ok: false; available: bigint; withdrawable: bigint }> {
  // The member row is locked so that two transfers at once cannot both spend one balance.
  await lockMember(db, request.memberId);
  const { available, withdrawable } = await balances(db, request.memberId);
  if (request.amount > withdrawable) return { ok: false, available, withdrawable };
  const reference = newReference('U');
  await postEntry(db, { memberId: request.memberId, amountMinor: -request.amount, kind: 'TRANSFER_TO_UPLINE', reference: `upline:${reference}:out` });
  await postEntry(db, { memberId: request.uplineId, amountMinor: request.amount, kind: 'TRANSFER_FROM_DOWNLINE', reference: `upline:${reference}:in` });
  return { ok: true, reference, balance: await balanceMinor(db, request.memberId, 'MAIN') };
}
