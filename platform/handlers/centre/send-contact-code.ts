import { sendContactCode } from '../../../src/contract/calls/centre';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, fieldRefusal, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { CONTACT_CODE_MINUTES, issueContactCode, reserveContactCode } from '../../members/contact-codes';
import { findByMobile } from '../../members/members';
import { parsePhone } from '../../members/phone';
import { siteName } from '../../settings/account-rules';

/** A plain address: something@domain.tld, no spaces, at most 254 characters (RFC 5321's path limit). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * POST /wps/member/centre/verification/send: a code to the account's e-mail or number, or to a
 * new one given in the request (which becomes the account's once proven). A number another
 * account holds is refused (numbers are unique, docs/platform-api.md "Accounts"). Rate limited
 * like the SMS codes (platform/members/contact-codes.ts).
 */
export default defineHandler(sendContactCode, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { member } = found;
  const { services, input, now, t } = context;
  const { db, settings } = services;

  let address: string;
  let recipient: string;
  if (input.channel === 'email') {
    const email = (input.email?.trim() || member.email || '').trim();
    if (!email) return fieldRefusal(t, 'email', 'contactMissing');
    if (email.length > 254 || !EMAIL.test(email)) return fieldRefusal(t, 'email', 'emailInvalid');
    address = email;
    recipient = email;
  } else {
    const given = input.mobileNum?.trim();
    if (!given && !member.mobile_num) return fieldRefusal(t, 'mobileNum', 'contactMissing');
    const parsed = parsePhone(given || member.mobile_num || '', given ? input.countryDialingCode : (member.mobile_country ?? undefined));
    if (!parsed.ok) return fieldRefusal(t, parsed.field, parsed.field === 'mobileNum' ? 'mobileInvalid' : 'dialingCodeInvalid');
    const holder = await findByMobile(db, parsed.phone);
    if (holder && holder.id !== member.id) return fieldRefusal(t, 'mobileNum', 'mobileTaken');
    address = `${parsed.phone.country} ${parsed.phone.national}`;
    recipient = parsed.phone.e164;
  }

  const limited = await reserveContactCode(db, { memberId: member.id, address, now });
  if (limited) return refusal(429, t(limited.message), ErrorCodes.rateLimited, undefined, { 'Retry-After': String(limited.retryAfterSeconds) });
  const site = siteName(await settings.get());
  const channel = input.channel === 'email' ? t('channelEmail') : t('channelMobile');
  await issueContactCode(db, {
    memberId: member.id,
    channel: input.channel,
    address,
    recipient,
    now,
    text: (code) => t('contactCodeBody', { site, channel, code, minutes: CONTACT_CODE_MINUTES }),
  });
  return success({ expiredMinutes: CONTACT_CODE_MINUTES });
});
