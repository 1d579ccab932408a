import { pointsRedeemList } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { redemptionsOf } from '../../points/history';
import { pages } from '../records/range';

/** GET /wps/points/redemptions (token): one page of the member's redemptions with state and code. */
export default defineHandler(pointsRedeemList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { pageNo, pageSize } = context.input;
  const { redemptions, totalRows } = await redemptionsOf(context.services.db, found.member.id, context.language, {
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return success({ redemptions, pageNo, totalPages: pages(totalRows, pageSize), totalRows });
});
