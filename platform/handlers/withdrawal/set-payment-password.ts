import { PAYMENT_PASSWORD_PATTERN, setPaymentPassword } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { hashPassword, verifyPassword } from '../../security/password';
import { countHits, hit, type Window } from '../../security/rate-limit';
import { useSmsCode } from '../../security/sms-codes';
import { withdrawalText } from '../../withdrawal/messages';
import { fieldFail, realMember } from './guard';

/** Five wrong login passwords, old payment passwords or SMS codes per account in 15 minutes, then 429. */
export const SET_PAYMENT_PASSWORD_LIMIT = { scope: 'pay-pwd-set-fail', windowMs: 15 * 60_000, max: 5 } as const satisfies Window & { max: number };

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
  const subject = String(member.id);
  if ((await countHits(db, SET_PAYMENT_PASSWORD_LIMIT, subject, now)) >= SET_PAYMENT_PASSWORD_LIMIT.max) {
    return refusal(429, text('tooManyTries'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '900' });
  }
  const wrong = async (field: string, message: Parameters<typeof text>[0]) => {
    await hit(db, SET_PAYMENT_PASSWORD_LIMIT, subject, now);
    return fieldFail(text(message), field);
  };
  if (current === null) {
    if (!input.loginPassword) return fieldFail(text('loginPasswordRequired'), 'loginPassword');
    if (!(await verifyPassword(input.loginPassword, member.password_hash))) return wrong('loginPassword', 'loginPasswordWrong');
  } else if (input.oldPaymentPassword) {
    if (!(await verifyPassword(input.oldPaymentPassword, current))) return wrong('oldPaymentPassword', 'oldPaymentPasswordWrong');
    if (input.oldPaymentPassword === input.newPaymentPassword) return fieldFail(text('paymentPasswordSame'), 'newPaymentPassword');
  } else if (input.verificationCode) {
    const recipient = member.mobile_num ? `+${member.mobile_country}${member.mobile_num}` : null;
    if (!recipient || !(await useSmsCode(db, { purpose: 'paymentPassword', recipient, code: input.verificationCode, now }))) {
      return wrong('verificationCode', 'smsCodeWrong');
    }
  } else {
    return fieldFail(text('oldPaymentPasswordRequired'), 'oldPaymentPassword');
  }

  const hash = await hashPassword(input.newPaymentPassword, options.scryptCost);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [member.id, hash]);
    await tx.query('DELETE FROM payment_password_guard WHERE member_id = $1', [member.id]);
  });
  return success(null);
});
