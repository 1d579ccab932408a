import { centreOverview } from '../../../src/contract/calls/centre';
import { defineHandler, success } from '../../http/context';
import { centreMember, vipCounters } from '../../members/centre';
import { minorToMajor } from '../../wallet/money';

/** GET /wps/member/centre/overview: contact details with their verification state, and the VIP counters. */
export default defineHandler(centreOverview, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { member } = found;
  const { db, settings } = context.services;
  const [[verified], counters, current] = await Promise.all([
    db.query<{ email_verified_at: Date | null; mobile_verified_at: Date | null }>('SELECT email_verified_at, mobile_verified_at FROM members WHERE id = $1', [
      member.id,
    ]),
    vipCounters(db, member.id),
    settings.get(),
  ]);
  const currency = (current['merchant'] as { currency?: string } | undefined)?.currency ?? null;
  return success({
    email: member.email,
    emailVerified: member.email !== null && verified?.email_verified_at != null,
    mobile: member.mobile_num && member.mobile_country ? { countryDialingCode: member.mobile_country, mobileNum: member.mobile_num } : null,
    mobileVerified: member.mobile_num !== null && verified?.mobile_verified_at != null,
    currency,
    cumulativeDeposit: minorToMajor(counters.depositMinor),
    turnover: minorToMajor(counters.turnoverMinor),
  });
});
