import { pointsTransactions } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { pointsEntriesOf } from '../../points/history';
import { pages } from '../records/range';

/** GET /wps/points/transactions (token): one page of the member's points entries with the balance after each. */
export default defineHandler(pointsTransactions, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { pageNo, pageSize } = context.input;
  const { entries, totalRows } = await pointsEntriesOf(context.services.db, found.member.id, context.language, {
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return success({ entries, pageNo, totalPages: pages(totalRows, pageSize), totalRows });
});
