import { ErrorCodes } from '../../src/contract/refusals';
import { fieldRefusal, refusal, success, type CallContext, type Outcome } from '../http/context';
import { issueSmsCode, releaseSmsNumber, reserveSmsRequest, type SmsCodeKind } from '../security/sms-codes';
import { readAccountRules, siteName } from '../settings/account-rules';
import { findByMobile } from './members';
import { parsePhone } from './phone';

/**
 * Both SMS calls: check the number (field `mobileNum` or `countryDialingCode`), the rate
 * limits (HTTP 429), whether an account has the number (registration wants none, login and
 * reset want one), then issue the code and answer `{ expiredMinutes }`.
 */
export async function sendCode(
  { services, now, ip, t }: CallContext<unknown>,
  { mobile, dialingCode, kind }: { mobile: string; dialingCode: string; kind: SmsCodeKind },
): Promise<Outcome> {
  const { db, settings } = services;
  const parsed = parsePhone(mobile, dialingCode);
  if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
  const { phone } = parsed;

  const limited = await reserveSmsRequest(db, phone.e164, ip, now);
  if (limited) {
    return refusal(429, t(limited.message), ErrorCodes.rateLimited, undefined, { 'Retry-After': String(limited.retryAfterSeconds) });
  }

  const member = await findByMobile(db, phone);
  const refused =
    kind === 'register' && member
      ? fieldRefusal(t, 'mobileNum', 'mobileTaken')
      : kind === 'noLogin' && !member
        ? refusal(200, t('mobileUnknown'), ErrorCodes.notFound, { field: 'mobileNum' })
        : null;
  if (refused) {
    await releaseSmsNumber(db, phone.e164, now);
    return refused;
  }

  const current = await settings.get();
  const { expiredMinutes } = readAccountRules(current);
  const site = siteName(current);
  await issueSmsCode(db, { kind, recipient: phone.e164, now, minutes: expiredMinutes, text: (code) => t('smsBody', { site, code, minutes: expiredMinutes }) });
  return success({ expiredMinutes });
}
