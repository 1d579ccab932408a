import { login } from '../../../src/contract/calls/session';
import { ErrorCodes } from '../../../src/contract/refusals';
import { checkCaptcha } from '../../captcha/store';
import { defineHandler, refusal } from '../../http/context';
import { loginFromRefusal, openSession } from '../../members/login-session';
import { findByAccount } from '../../members/members';
import { demandOf, forgiveUser, LOGIN_LIMITS, recentFailures, recordIpFailure, releaseLoginAttempt, reserveLoginAttempt } from '../../security/login-guard';
import { dummyHash, verifyPassword } from '../../security/password';
import { blockedLogin } from '../../safety/sessions';
import { readSwitches } from '../../settings/switches';
import { smsLogin } from './sms-login';

/**
 * POST /wps/session/login (encrypted). The limits are those of {@link LOGIN_LIMITS}: per
 * account a captcha then a lock, per IP a captcha only. The order matters: the lock is checked
 * before anything else, the captcha before the password, so that once a captcha is due no password
 * is tested without one. The failure is reserved (counted, under the limits, in one atomic step)
 * before the password is checked and taken back if it was not one, so of a burst of parallel
 * attempts only as many as the limits allow are checked (docs/decisions/0061-guess-limits.md). A wrong or unknown captcha counts against
 * the IP only. Unknown accounts and wrong passwords get the same answer, after the
 * same scrypt work. Where the account may log in from is checked only once the password is
 * right, so the refusal tells nothing about accounts one cannot log in to. `type: 'sms'` is
 * answered by {@link smsLogin}.
 */
export default defineHandler(login, async (context) => {
  const { services, input, now, ip, device, t } = context;
  if (input.type === 'sms') return smsLogin(context);
  const { db, options, settings } = services;
  if (!input.username || !input.password) return refusal(400, t('badRequest'), ErrorCodes.badRequest);
  const { username, password } = input;

  const rateLimited = () =>
    refusal(429, t('loginRateLimited'), ErrorCodes.rateLimited, undefined, {
      'Retry-After': String(Math.ceil(LOGIN_LIMITS.windowMs / 1000)),
    });
  const captchaRequired = () => refusal(200, t('captchaRequired'), ErrorCodes.captchaRequired, { captcha: true });
  const demand = demandOf(await recentFailures(db, username, ip, now));
  if (demand === 'locked') return rateLimited();
  const always = readSwitches(await settings.get(), options.env).loginCaptcha === 'always';
  const withCaptcha = !!(input.captcha && input.captchaUuid);
  if (input.captcha && input.captchaUuid) {
    if (!(await checkCaptcha(db, input.captchaUuid, input.captcha, now))) {
      await recordIpFailure(db, ip, now);
      return refusal(200, t('captchaInvalid'), ErrorCodes.captchaInvalid, { captcha: true });
    }
  } else if (always || demand === 'captcha') {
    return captchaRequired();
  }

  // Counted before the password is checked, atomically (docs/decisions/0061-guess-limits.md):
  // of a burst, only as many as the limits allow reach scrypt.
  const reserved = await reserveLoginAttempt(db, username, ip, now, { captcha: withCaptcha });
  if (!reserved.ok) return reserved.demand === 'locked' ? rateLimited() : captchaRequired();
  const counts = reserved.failures;

  const member = await findByAccount(db, username);
  const valid = await verifyPassword(password, member?.password_hash ?? (await dummyHash(options.scryptCost)));
  if (!member || !valid) {
    return always || demandOf(counts) !== 'none'
      ? refusal(200, t('invalidCredentialsCaptcha'), ErrorCodes.captchaRequired, { captcha: true })
      : refusal(200, t('invalidCredentials'), ErrorCodes.invalidCredentials, { captcha: false });
  }
  await releaseLoginAttempt(db, username, ip, now);
  const refused = await loginFromRefusal(services, member, input.loginFrom, t);
  if (refused) return refused;

  await forgiveUser(db, username);
  const blocked = await blockedLogin(db, member.id, { now, language: context.language, restricted: input.restricted === true });
  if (blocked) return blocked;
  return openSession(services, member, { now, ip, device });
});
