import { bonusRecords } from '../../../src/contract/calls/records';
import { defineHandler, success } from '../../http/context';
import { bonusRecords as readBonuses } from '../../records/bonuses';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, pages, readRange } from './range';

/**
 * GET /wps/v2/records/bonuses (token): the member's bonuses begun in the range. A member has a
 * handful of requirements, so they are read whole and paged here.
 */
export default defineHandler(bonusRecords, async (context) => {
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const { input, services } = context;
  const [all, currency] = await Promise.all([readBonuses(services.db, { memberId: context.memberId!, ...range, now: context.now }), currencyOf(services)]);
  const start = (input.pageNo - 1) * input.pageSize;
  return success({
    currency,
    rows: all.slice(start, start + input.pageSize).map((row) => ({
      id: row.id,
      source: row.source,
      bonus: minorToMajor(row.bonusMinor),
      required: minorToMajor(row.requiredMinor),
      played: minorToMajor(row.playedMinor),
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
    pageNo: input.pageNo,
    totalPages: pages(all.length, input.pageSize),
    totalRows: all.length,
  });
});
