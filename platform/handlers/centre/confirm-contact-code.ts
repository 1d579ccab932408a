import { confirmContactCode } from '../../../src/contract/calls/centre';
import { defineHandler, fieldRefusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { useContactCode } from '../../members/contact-codes';
import { findByMobile } from '../../members/members';

/**
 * POST /wps/member/centre/verification/confirm: the right code makes the address it was sent to
 * the account's, verified now; a wrong or expired one is refused under `verificationCode` and
 * counts against the code (five wrong answers void it).
 */
export default defineHandler(confirmContactCode, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { member } = found;
  const { services, input, now, t } = context;
  const { db } = services;
  if (!input.verificationCode.trim()) return fieldRefusal(t, 'verificationCode', 'fieldRequired');

  const address = await useContactCode(db, { memberId: member.id, channel: input.channel, code: input.verificationCode, now });
  if (address === null) return fieldRefusal(t, 'verificationCode', 'contactCodeInvalid');

  if (input.channel === 'email') {
    await db.query('UPDATE members SET email = $2, email_verified_at = $3 WHERE id = $1', [member.id, address, new Date(now)]);
    return success(null);
  }
  // A number is bound as `<dialing code> <national number>` (platform/members/contact-codes.ts).
  const [country = '', national = ''] = address.split(' ');
  // Another account may have taken the number since the code went out: numbers are unique.
  const holder = await findByMobile(db, { country, national, e164: `+${country}${national}` });
  if (holder && holder.id !== member.id) return fieldRefusal(t, 'mobileNum', 'mobileTaken');
  await db.query('UPDATE members SET mobile_country = $2, mobile_num = $3, mobile_verified_at = $4 WHERE id = $1', [
    member.id,
    country,
    national,
    new Date(now),
  ]);
  return success(null);
});
