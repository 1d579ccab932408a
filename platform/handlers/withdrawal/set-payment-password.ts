import type { z } from 'zod/mini';
import { PAYMENT_PASSWORD_PATTERN, setPaymentPassword } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { hashPassword, verifyPassword } from '../../security/password';
import { type Limit, releaseAttempt, reserveAttempt } from '../../security/attempts';
import { useSmsCode } from '../../security/sms-codes';
import { withdrawalText } from '../../withdrawal/messages';
import type { Queryable } from '../../db/index';
import type { MemberRow } from '../../members/members';
import { fieldFail, realMember } from './guard';

/** Five wrong login passwords, old payment passwords or SMS codes per account in 15 minutes, then 429. */
export const SET_PAYMENT_PASSWORD_LIMIT = { scope: 'pay-pwd-set-fail', windowMs: 15 * 60_000, max: 5 } as const satisfies Limit;

/**
 * POST /wps/withdrawal/paymentPassword (token, encrypted). The first time it needs the login
 * password; a change needs the old payment password or an SMS code sent to the account's
 * mobile (paymentPasswordSms). The new one is six digits, confirmed, hashed like a login
 * password (platform/security/password.ts), and clears any wrong-attempt lock.
 */
export default defineHandler(setPaymentPassword, async ({ services, input, memberId, now, language }) => {
  const { db, options } = services;
  const text = withdrawalText(language);
  const found = await realMember(db, memberId!, text);
  if ('outcome' in found) return found.outcome;
  const { member } = found;
  if (!PAYMENT_PASSWORD_PATTERN.test(input.newPaymentPassword)) return fieldFail(text('paymentPasswordRule'), 'newPaymentPassword');
  if (input.confirmPaymentPassword !== input.newPaymentPassword) return fieldFail(text('paymentPasswordMismatch'), 'confirmPaymentPassword');

  const [row] = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [member.id]);
  const current = row?.payment_password_hash ?? null;
  // Counted before anything secret is checked (docs/decisions/0061-guess-limits.md); given back
  // unless the answer turns out wrong.
  if (current === null && !input.loginPassword) return fieldFail(text('loginPasswordRequired'), 'loginPassword');
  if (current !== null && !input.oldPaymentPassword && !input.verificationCode) return fieldFail(text('oldPaymentPasswordRequired'), 'oldPaymentPassword');
  const claims = [{ limit: SET_PAYMENT_PASSWORD_LIMIT, subject: String(member.id) }];
  if (!(await reserveAttempt(db, claims, now)).ok) {
    return refusal(429, text('tooManyTries'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '900' });
  }
  const wrong = await wrongProof(db, member, current, input, now);
  if (wrong) return fieldFail(text(WRONG_MESSAGE[wrong]), wrong);
  await releaseAttempt(db, claims, now);
  if (input.oldPaymentPassword && input.oldPaymentPassword === input.newPaymentPassword) {
    return fieldFail(text('paymentPasswordSame'), 'newPaymentPassword');
  }

  const hash = await hashPassword(input.newPaymentPassword, options.scryptCost);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [member.id, hash]);
    await tx.query('DELETE FROM payment_password_guard WHERE member_id = $1', [member.id]);
  });
  return success(null);
});

const WRONG_MESSAGE = { loginPassword: 'loginPasswordWrong', oldPaymentPassword: 'oldPaymentPasswordWrong', verificationCode: 'smsCodeWrong' } as const;

type Proof = Pick<z.output<typeof setPaymentPassword.request>, 'loginPassword' | 'oldPaymentPassword' | 'verificationCode'>;

/**
 * What proves the player may set the payment password, checked once its attempt is reserved:
 * the login password the first time, then the old payment password or else an SMS code to the
 * account's mobile. The field of a wrong proof, or null when it is right.
 */
async function wrongProof(db: Queryable, member: MemberRow, current: string | null, input: Proof, now: number): Promise<keyof typeof WRONG_MESSAGE | null> {
  if (current === null) return (await verifyPassword(input.loginPassword ?? '', member.password_hash)) ? null : 'loginPassword';
  if (input.oldPaymentPassword) return (await verifyPassword(input.oldPaymentPassword, current)) ? null : 'oldPaymentPassword';
  const recipient = member.mobile_num ? `+${member.mobile_country}${member.mobile_num}` : null;
  const right = recipient !== null && (await useSmsCode(db, { purpose: 'paymentPassword', recipient, code: input.verificationCode ?? '', now }));
  return right ? null : 'verificationCode';
}
