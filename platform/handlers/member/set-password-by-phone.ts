import { setPasswordByPhone } from '../../../src/contract/calls/member';
import { isValidPassword } from '../../../src/contract/validation/rules';
import { defineHandler, fieldRefusal, refusal } from '../../http/context';
import { ErrorCodes } from '../../../src/contract/refusals';
import { openSession } from '../../members/login-session';
import { proveMobile } from '../../members/phone-proof';
import { parsePhone } from '../../members/phone';
import { forgiveUser } from '../../security/login-guard';
import { hashPassword } from '../../security/password';
import { replacePassword } from '../../members/set-password';
import { whitelabelOn } from '../../settings/account-rules';

/**
 * POST /wps/member/password/verification (encrypted; CHNGPASSVERIF3): a new password for the
 * account with that number, proven by a code from /wps/verification/sms/noLogin. Ends every
 * session of the account and logs the player in with a new one. Unknown numbers and wrong
 * codes count as failed logins of the number (same 429 block after 10).
 */
export default defineHandler(setPasswordByPhone, async ({ services, input, now, ip, device, t }) => {
  const { db, options, settings } = services;
  if (!whitelabelOn(await settings.get(), 'CHNGPASSVERIF3')) return refusal(200, t('featureDisabled'), ErrorCodes.featureDisabled);

  const parsed = parsePhone(input.mobileNum, input.countryDialingCode);
  if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
  if (!input.verificationCode.trim()) return fieldRefusal(t, 'verificationCode', 'verificationCodeRequired');
  if (!input.newPassword) return fieldRefusal(t, 'newPassword', 'fieldRequired');
  if (!isValidPassword(input.newPassword)) return fieldRefusal(t, 'newPassword', 'passwordRule');
  const { phone } = parsed;

  const proof = await proveMobile(db, { phone, code: input.verificationCode, purpose: 'reset', ip, now, t });
  if (!proof.ok) return proof.outcome;
  const { member } = proof;

  const hash = await hashPassword(input.newPassword, options.scryptCost);
  const changedAt = new Date(now);
  await db.transaction(async (tx) => {
    await replacePassword(tx, member.id, hash, changedAt);
  });
  await forgiveUser(db, phone.e164);
  await forgiveUser(db, member.account);
  return openSession(services, { ...member, password_changed_at: changedAt, password_expired: false }, { now, ip, device });
});
