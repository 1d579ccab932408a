import { login } from '../../src/lib/platform/calls/session';
import { ErrorCodes } from '../../src/lib/platform/envelope';
import { checkCaptcha } from '../captcha/store';
import { defineHandler, refusal } from '../http/context';
import { loginFromRefusal, openSession } from '../members/login-session';
import { findByAccount } from '../members/members';
import { forgiveUser, LOGIN_LIMITS, recentFailures, recordIpFailure, releaseFailure, reserveFailure } from '../security/login-guard';
import { dummyHash, verifyPassword } from '../security/password';
import { readSwitches } from '../settings/switches';
import { smsLogin } from './sms-login';

/**
 * POST /wps/session/login (encrypted). The order matters: the rate limit is checked before
 * anything else, the captcha before the password, so that once a captcha is due no password
 * is tested without one. The failure is reserved (recorded) before the password is checked and
 * taken back if it was not one, so a burst of parallel attempts cannot all slip under the
 * limits on a count read before any of them finished. A wrong or unknown captcha counts against
 * the IP only. Unknown accounts and wrong passwords get the same answer, after the
 * same scrypt work. Where the account may log in from is checked only once the password is
 * right, so the refusal tells nothing about accounts one cannot log in to. `type: 'sms'` is
 * answered by {@link smsLogin}.
 */
export default defineHandler(login, async (context) => {
  const { services, input, now, ip, t } = context;
  if (input.type === 'sms') return smsLogin(context);
  const { db, options, settings } = services;
  if (!input.username || !input.password) return refusal(400, t('badRequest'), ErrorCodes.badRequest);
  const { username, password } = input;

  const failures = await recentFailures(db, username, ip, now);
  const rateLimited = () =>
    refusal(429, t('loginRateLimited'), ErrorCodes.rateLimited, undefined, {
      'Retry-After': String(Math.ceil(LOGIN_LIMITS.windowMs / 1000)),
    });
  if (failures >= LOGIN_LIMITS.blockAfter) return rateLimited();
  const always = readSwitches(await settings.get(), options.env).loginCaptcha === 'always';
  const withCaptcha = !!(input.captcha && input.captchaUuid);
  if (input.captcha && input.captchaUuid) {
    if (!(await checkCaptcha(db, input.captchaUuid, input.captcha, now))) {
      await recordIpFailure(db, ip, now);
      return refusal(200, t('captchaInvalid'), ErrorCodes.captchaInvalid, { captcha: true });
    }
  } else if (always || failures >= LOGIN_LIMITS.captchaAfter) {
    return refusal(200, t('captchaRequired'), ErrorCodes.captchaRequired, { captcha: true });
  }

  // Counted before the password is checked; `count` includes this attempt.
  const count = await reserveFailure(db, username, ip, now);
  if (count > LOGIN_LIMITS.blockAfter) {
    await releaseFailure(db, username, ip, now);
    return rateLimited();
  }
  if (!withCaptcha && count - 1 >= LOGIN_LIMITS.captchaAfter) {
    await releaseFailure(db, username, ip, now);
    return refusal(200, t('captchaRequired'), ErrorCodes.captchaRequired, { captcha: true });
  }

  const member = await findByAccount(db, username);
  const valid = await verifyPassword(password, member?.password_hash ?? (await dummyHash(options.scryptCost)));
  if (!member || !valid) {
    return always || count >= LOGIN_LIMITS.captchaAfter
      ? refusal(200, t('invalidCredentialsCaptcha'), ErrorCodes.captchaRequired, { captcha: true })
      : refusal(200, t('invalidCredentials'), ErrorCodes.invalidCredentials, { captcha: false });
  }
  await releaseFailure(db, username, ip, now);
  const refused = await loginFromRefusal(services, member, input.loginFrom, t);
  if (refused) return refused;

  await forgiveUser(db, username);
  return openSession(services, member, { now, ip });
});
