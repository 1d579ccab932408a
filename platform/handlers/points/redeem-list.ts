import { pointsRedeemList } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { redemptionsOf } from '../../points/history';

/** GET /wps/points/redemptions (token): the member's redemptions with state and code. */
export default defineHandler(pointsRedeemList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  return success(await redemptionsOf(context.services.db, found.member.id, context.language));
});
