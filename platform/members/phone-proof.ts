import type { Translate } from '../i18n';
import type { Database } from '../db/index';
import { ErrorCodes } from '../../src/contract/refusals';
import { fieldRefusal, refusal, type Outcome } from '../http/context';
import { LOGIN_LIMITS, releaseLoginAttempt, reserveLoginAttempt } from '../security/login-guard';
import { useSmsCode, type SmsPurpose } from '../security/sms-codes';
import { findByMobile, type MemberRow } from './members';
import type { Phone } from './phone';

/**
 * Proves that the player holds a number: not locked for failures, a member with that number,
 * and a live code for the purpose. Shared by SMS login and the phone reset, which count a
 * wrong number or code as a failed login of that number and of the IP (the number locks as an
 * account does; the IP's count only makes its password logins ask for the captcha). There is
 * no captcha on this path (docs/product.md §4 skips the bot check for SMS).
 */
export async function proveMobile(
  db: Database,
  { phone, code, purpose, ip, now, t }: { phone: Phone; code: string; purpose: SmsPurpose; ip: string; now: number; t: Translate },
): Promise<{ ok: true; member: MemberRow } | { ok: false; outcome: Outcome }> {
  // The failure is counted before the code is checked and given back when the code is right
  // (docs/decisions/0061-guess-limits.md), so a burst of codes cannot outrun the lock.
  if (!(await reserveLoginAttempt(db, phone.e164, ip, now, { captcha: true })).ok) {
    return {
      ok: false,
      outcome: refusal(429, t('loginRateLimited'), ErrorCodes.rateLimited, undefined, {
        'Retry-After': String(Math.ceil(LOGIN_LIMITS.windowMs / 1000)),
      }),
    };
  }
  const member = await findByMobile(db, phone);
  if (!member) return { ok: false, outcome: refusal(200, t('mobileUnknown'), ErrorCodes.notFound, { field: 'mobileNum' }) };
  if (!(await useSmsCode(db, { purpose, recipient: phone.e164, code, now }))) {
    return { ok: false, outcome: fieldRefusal(t, 'verificationCode', 'verificationCodeInvalid') };
  }
  await releaseLoginAttempt(db, phone.e164, ip, now);
  return { ok: true, member };
}
