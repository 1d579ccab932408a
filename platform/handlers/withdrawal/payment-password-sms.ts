import { paymentPasswordSms } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findById } from '../../members/members';
import { issueSmsCode, reserveSmsRequest } from '../../security/sms-codes';
import { withdrawalText } from '../../withdrawal/messages';
import { fieldFail } from './guard';

/** How long a payment-password SMS code lives. */
export const PAYMENT_PASSWORD_SMS_MINUTES = 5;

/** POST /wps/withdrawal/paymentPassword/sms (token): a code to the account's own mobile, under the SMS limits of every code. */
export default defineHandler(paymentPasswordSms, async ({ services, memberId, now, ip, language }) => {
  const { db } = services;
  const text = withdrawalText(language);
  const member = await findById(db, memberId!);
  if (!member?.mobile_num) return fieldFail(text('noMobile'), 'verificationCode');
  const recipient = `+${member.mobile_country}${member.mobile_num}`;
  const broken = await reserveSmsRequest(db, recipient, ip, now);
  if (broken) return refusal(429, text('tooManyTries'), ErrorCodes.rateLimited, undefined, { 'Retry-After': String(broken.retryAfterSeconds) });
  await issueSmsCode(db, {
    kind: 'paymentPassword',
    recipient,
    now,
    minutes: PAYMENT_PASSWORD_SMS_MINUTES,
    text: (code) => text('smsText', { code, minutes: PAYMENT_PASSWORD_SMS_MINUTES }),
  });
  return success({ expiredMinutes: PAYMENT_PASSWORD_SMS_MINUTES });
});
