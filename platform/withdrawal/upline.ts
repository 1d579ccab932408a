import type { Queryable } from '../db/index';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { newReference } from './withdrawals';

/**
 * Transfer to upline (issue 13 item 5): the amount leaves the member's main wallet and reaches
 * the agent above (`members.upline_id`, member info's `toUpline`) as two ledger entries under one
 * reference, in the money call's transaction, so both post or neither does.
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
): Promise<{ ok: true; reference: string; balance: bigint } | { ok: false }> {
  // The member row is locked so that two transfers at once cannot both spend one balance.
  await db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [request.memberId]);
  if ((await balanceMinor(db, request.memberId, 'MAIN')) < request.amount) return { ok: false };
  const reference = newReference('U');
  await postEntry(db, { memberId: request.memberId, amountMinor: -request.amount, kind: 'TRANSFER_TO_UPLINE', reference: `upline:${reference}:out` });
  await postEntry(db, { memberId: request.uplineId, amountMinor: request.amount, kind: 'TRANSFER_FROM_DOWNLINE', reference: `upline:${reference}:in` });
  return { ok: true, reference, balance: await balanceMinor(db, request.memberId, 'MAIN') };
}
