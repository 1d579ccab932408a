import { setPasswordByPhone } from '../../src/lib/platform/calls/member';
import { ErrorCodes } from '../../src/lib/platform/envelope';
import { isValidPassword } from '../../src/lib/validation/rules';
import { defineHandler, fieldRefusal, PlatformErrorCodes, refusal } from '../http/context';
import { openSession } from '../members/login-session';
import { findByMobile } from '../members/members';
import { parsePhone } from '../members/phone';
import { forgiveUser, LOGIN_LIMITS, recentFailures, recordFailure } from '../security/login-guard';
import { hashPassword } from '../security/password';
import { endMemberSessions } from '../security/sessions';
import { useSmsCode } from '../security/sms-codes';
import { whitelabelOn } from '../settings/account-rules';

/**
 * POST /wps/member/password/verification (encrypted; CHNGPASSVERIF3): a new password for the
 * account with that number, proven by a code from /wps/verification/sms/noLogin. Ends every
 * session of the account and logs the player in with a new one. Unknown numbers and wrong
 * codes count as failed logins of the number (same 429 block after 10).
 */
export default defineHandler(setPasswordByPhone, async ({ services, input, now, ip, t }) => {
  const { db, options, settings } = services;
  if (!whitelabelOn(await settings.get(), 'CHNGPASSVERIF3')) return refusal(200, t('featureDisabled'), PlatformErrorCodes.featureDisabled);

  const parsed = parsePhone(input.mobileNum, input.countryDialingCode);
  if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
  if (!input.verificationCode.trim()) return fieldRefusal(t, 'verificationCode', 'verificationCodeRequired');
  if (!input.newPassword) return fieldRefusal(t, 'newPassword', 'fieldRequired');
  if (!isValidPassword(input.newPassword)) return fieldRefusal(t, 'newPassword', 'passwordRule');
  const { phone } = parsed;

  if ((await recentFailures(db, phone.e164, ip, now)) >= LOGIN_LIMITS.blockAfter) {
    return refusal(429, t('loginRateLimited'), ErrorCodes.rateLimited, undefined, {
      'Retry-After': String(Math.ceil(LOGIN_LIMITS.windowMs / 1000)),
    });
  }
  const member = await findByMobile(db, phone);
  if (!member) {
    await recordFailure(db, phone.e164, ip, now);
    return refusal(200, t('mobileUnknown'), ErrorCodes.notFound, { field: 'mobileNum' });
  }
  if (!(await useSmsCode(db, { purpose: 'reset', recipient: phone.e164, code: input.verificationCode, now }))) {
    await recordFailure(db, phone.e164, ip, now);
    return fieldRefusal(t, 'verificationCode', 'verificationCodeInvalid');
  }

  const hash = await hashPassword(input.newPassword, options.scryptCost);
  const changedAt = new Date(now);
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3, password_expired = false WHERE id = $1', [member.id, hash, changedAt]);
    await endMemberSessions(tx, member.id);
  });
  await forgiveUser(db, phone.e164);
  await forgiveUser(db, member.account);
  return openSession(services, { ...member, password_changed_at: changedAt, password_expired: false }, { now, ip });
});
