import type { Queryable } from '../db/index';
import { endMemberSessions } from '../security/sessions';

/**
 * Stores a member's new password hash, marks it fresh (not expired) and ends every session of
 * the account, so a stolen session dies with the old password. Call inside a transaction.
 * Shared by change password, the e-mail reset and the phone reset.
 */
export async function replacePassword(tx: Queryable, memberId: bigint | number, hash: string, changedAt: Date): Promise<void> {
  await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3, password_expired = false WHERE id = $1', [memberId, hash, changedAt]);
  await endMemberSessions(tx, memberId);
}
