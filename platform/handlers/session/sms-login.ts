import type { z } from 'zod/mini';
import type { loginRequest } from '../../../src/contract/calls/session';
import { fieldRefusal, refusal, type CallContext, type Outcome } from '../../http/context';
import { ErrorCodes } from '../../../src/contract/refusals';
import { loginFromRefusal, openSession } from '../../members/login-session';
import { proveMobile } from '../../members/phone-proof';
import { parsePhone } from '../../members/phone';
import { forgiveUser } from '../../security/login-guard';
import { blockedLogin } from '../../safety/sessions';
import { readAccountRules, whitelabelOn } from '../../settings/account-rules';

/**
 * POST /wps/session/login with `type: 'sms'` (MOBILEVERCODELOGIN3): the member with that
 * number, proven by a code from /wps/verification/sms/noLogin. No captcha (docs/product.md §4 skips the
 * bot check for SMS); unknown numbers and wrong codes count as failed logins, per number (its
 * `+<code><number>` form) and per IP, so the same 429 block applies after 10. A time-out or
 * self-exclusion is answered as the username login answers it (PLAY_BLOCKED, then `restricted`).
 */
export async function smsLogin({ services, input, now, ip, device, t, language }: CallContext<z.output<typeof loginRequest>>): Promise<Outcome> {
  const { db, settings } = services;
  const current = await settings.get();
  if (!whitelabelOn(current, 'MOBILEVERCODELOGIN3')) return refusal(200, t('smsLoginUnavailable'), ErrorCodes.featureDisabled);

  const parsed = parsePhone(input.mobileNum, input.countryDialingCode);
  if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
  if (!input.verificationCode) return fieldRefusal(t, 'verificationCode', 'verificationCodeRequired');
  const { phone } = parsed;

  const proof = await proveMobile(db, { phone, code: input.verificationCode, purpose: 'login', ip, now, t });
  if (!proof.ok) return proof.outcome;
  const { member } = proof;
  const refused = await loginFromRefusal(services, member, input.loginFrom, t);
  if (refused) return refused;

  await forgiveUser(db, phone.e164);
  // As the username login (docs/decisions/0029-safer-gambling.md): a time-out or self-exclusion
  // answers PLAY_BLOCKED with its end; `restricted: true` opens the withdraw-and-records session.
  // The code is spent either way, so asking for the restricted session takes a fresh code.
  const blocked = await blockedLogin(db, member.id, { now, language, restricted: input.restricted === true });
  if (blocked) return blocked;
  return openSession(services, member, { now, ip, device, expiredMinutes: readAccountRules(current).expiredMinutes });
}
