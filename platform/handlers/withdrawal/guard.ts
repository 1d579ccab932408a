import { ErrorCodes } from '../../../src/contract/refusals';
import type { Queryable } from '../../db/index';
import { refusal, type Outcome } from '../../http/context';
import { findById, TRIAL_TYPE, type MemberRow } from '../../members/members';
import { majorToMinor } from '../../wallet/money';
import { checkPaymentPassword } from '../../withdrawal/payment-password';
import type { WithdrawalText } from '../../withdrawal/messages';
import { minorToMajor } from '../../wallet/money';

/** A refused field of this domain: `VALIDATION` with `value: { field, … }`, HTTP 200. */
export const fieldFail = (message: string, field: string, extra: Record<string, unknown> = {}, code: string = ErrorCodes.validation): Outcome =>
  refusal(200, message, code, { field, ...extra });

/** The session's member, refused when a trial account (docs/product.md §6). */
export async function realMember(db: Queryable, memberId: bigint, text: WithdrawalText): Promise<{ member: MemberRow } | { outcome: Outcome }> {
  const member = await findById(db, memberId);
  if (!member) return { outcome: refusal(401, 'Unauthorized', ErrorCodes.unauthorized) };
  if (member.type === TRIAL_TYPE) return { outcome: refusal(200, text('needRealAccount'), ErrorCodes.needRealAccount) };
  return { member };
}

/** A wire amount as minor units, or null when it is not a positive amount with at most the currency's decimals. */
export function amountOf(amount: number): bigint | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  try {
    return majorToMinor(amount);
  } catch {
    return null;
  }
}

/** Money as a player reads it in a message: ₱1,234.56. */
export const peso = (minor: bigint): string => `₱${minorToMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The payment password of a money call, checked last among the request's rules so that a typo
 * in the amount does not cost an attempt. Null when right; otherwise the refusal (not set, wrong
 * with the attempts left, or locked with the time it opens again).
 */
export async function paymentPasswordRefusal(db: Queryable, memberId: bigint, answer: string, now: number, text: WithdrawalText): Promise<Outcome | null> {
  const check = await checkPaymentPassword(db, memberId, answer, now);
  if (check.ok) return null;
  if (check.reason === 'notSet') return fieldFail(text('paymentPasswordNotSet'), 'paymentPassword');
  if (check.reason === 'wrong')
    return fieldFail(text('paymentPasswordWrong', { count: check.attemptsLeft }), 'paymentPassword', { attemptsLeft: check.attemptsLeft });
  const lockedUntil = check.lockedUntil.toISOString();
  return fieldFail(
    text('paymentPasswordLocked', { time: `${lockedUntil.slice(11, 16)} UTC` }),
    'paymentPassword',
    { lockedUntil },
    ErrorCodes.paymentPasswordLocked,
  );
}
