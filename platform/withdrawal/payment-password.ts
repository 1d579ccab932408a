import type { Queryable } from '../db/index';
import { verifyPassword } from '../security/password';
import { lockMember } from '../wallet/ledger';

/**
 * The payment password's guard (docs/platform-api.md "Withdrawals (reference platform)"):
 * {@link MAX_PAYMENT_PASSWORD_FAILURES} wrong answers in a row lock withdrawals and transfers
 * for {@link PAYMENT_PASSWORD_LOCK_MS}; a right answer clears the count. The count lives in the
 * database, in the money call's own transaction, so two tabs or two servers count together.
 */
export const MAX_PAYMENT_PASSWORD_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

export interface GuardState {
  hash: string | null;
  failures: number;
  lockedUntil: Date | null;
}

/** The member's payment password hash and guard, as they are now (checkPaymentPassword locks before it reads). */
export async function guardState(db: Queryable, memberId: bigint, now: number): Promise<GuardState> {
  const [member] = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [memberId]);
  const [guard] = await db.query<{ failures: number; locked_until: Date | null }>(
    'SELECT failures, locked_until FROM payment_password_guard WHERE member_id = $1',
    [memberId],
  );
  const lockedUntil = guard?.locked_until ? new Date(guard.locked_until) : null;
  const locked = lockedUntil !== null && lockedUntil.getTime() > now;
  // A lock that has run out starts a fresh count.
  return {
    hash: member?.payment_password_hash ?? null,
    failures: locked || !lockedUntil ? Number(guard?.failures ?? 0) : 0,
    lockedUntil: locked ? lockedUntil : null,
  };
}

export type CheckOutcome =
  | { ok: true }
  | { ok: false; reason: 'notSet' }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/**
 * Checks a payment password against the guard, counting a wrong answer (and locking at the limit).
 * The member row is locked first, in the caller's transaction: checks of one member at once (two
 * tabs, two instances on PostgreSQL) then read and write the count one after another. Without it,
 * every wrong answer sent at once read the same count, and a burst got as many guesses as it sent
 * (tests/cluster/cluster.test.ts). A caller that locked the member already locks it again for free.
 */
export async function checkPaymentPassword(db: Queryable, memberId: bigint, answer: string, now: number): Promise<CheckOutcome> {
  await lockMember(db, memberId);
  const state = await guardState(db, memberId, now);
  if (!state.hash) return { ok: false, reason: 'notSet' };
  if (state.lockedUntil) return { ok: false, reason: 'locked', lockedUntil: state.lockedUntil };
  if (await verifyPassword(answer, state.hash)) {
    await db.query('DELETE FROM payment_password_guard WHERE member_id = $1', [memberId]);
    return { ok: true };
  }
  const failures = state.failures + 1;
  const lockedUntil = failures >= MAX_PAYMENT_PASSWORD_FAILURES ? new Date(now + PAYMENT_PASSWORD_LOCK_MS) : null;
  await db.query(
    `INSERT INTO payment_password_guard (member_id, failures, locked_until) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET failures = EXCLUDED.failures, locked_until = EXCLUDED.locked_until`,
    [memberId, lockedUntil ? 0 : failures, lockedUntil],
  );
  return lockedUntil ? { ok: false, reason: 'locked', lockedUntil } : { ok: false, reason: 'wrong', attemptsLeft: MAX_PAYMENT_PASSWORD_FAILURES - failures };
}
