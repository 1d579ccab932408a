import { changePassword } from '../../../src/contract/calls/member';
import { ErrorCodes } from '../../../src/contract/refusals';
import { isValidPassword } from '../../../src/contract/validation/rules';
import { defineHandler, fieldRefusal, refusal, success } from '../../http/context';
import { findById, TRIAL_TYPE } from '../../members/members';
import { hashPassword, verifyPassword } from '../../security/password';
import { type Limit, releaseAttempt, reserveAttempt } from '../../security/attempts';
import { replacePassword } from '../../members/set-password';

/** Five wrong old passwords per account in 15 minutes, then 429: a stolen session cannot guess it. */
export const CHANGE_PASSWORD_LIMIT = { scope: 'pwd-change-fail', windowMs: 15 * 60_000, max: 5 } as const satisfies Limit;

/**
 * PUT /wps/member/password (token, encrypted). Checks in the order of docs/product.md §5: old password
 * given, new one by the password rule, confirmation equal, new differs from old; then the old
 * password itself. On success the password counts as changed now (clears `passwordExpired`) and
 * **every** session of the account ends, this one included: the site logs in again at once with
 * the new password (docs/product.md §4), and a thief's session dies with the old password.
 */
export default defineHandler(changePassword, async ({ services, input, memberId, now, t }) => {
  const { db, options } = services;
  const member = memberId === null ? null : await findById(db, memberId);
  if (!member) return refusal(401, t('unauthorized'), ErrorCodes.unauthorized);
  if (member.type === TRIAL_TYPE) return refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount);

  const { oldPassword, newPassword, confirmNewPassword } = input;
  if (!oldPassword) return fieldRefusal(t, 'oldPassword', 'fieldRequired');
  if (!newPassword) return fieldRefusal(t, 'newPassword', 'fieldRequired');
  if (!isValidPassword(newPassword)) return fieldRefusal(t, 'newPassword', 'passwordRule');
  if (confirmNewPassword !== newPassword) return fieldRefusal(t, 'confirmNewPassword', 'confirmPasswordMismatch');
  if (newPassword === oldPassword) return fieldRefusal(t, 'newPassword', 'newPasswordSame');

  // Counted before the old password is checked (docs/decisions/0061-guess-limits.md), and given back when it is right.
  const claims = [{ limit: CHANGE_PASSWORD_LIMIT, subject: String(member.id) }];
  if (!(await reserveAttempt(db, claims, now)).ok) {
    return refusal(429, t('changePasswordTooMany'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '900' });
  }
  if (!(await verifyPassword(oldPassword, member.password_hash))) return fieldRefusal(t, 'oldPassword', 'oldPasswordWrong');
  await releaseAttempt(db, claims, now);

  const hash = await hashPassword(newPassword, options.scryptCost);
  await db.transaction(async (tx) => {
    await replacePassword(tx, member.id, hash, new Date(now));
  });
  return success(null);
});
