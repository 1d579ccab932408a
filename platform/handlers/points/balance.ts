import { pointsBalance } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { catalogue, memberStanding, pointsOf, unavailable } from '../../points/points';

/** GET /wps/points/balance (token): the SUM of the member's points entries and each item's availability to them. */
export default defineHandler(pointsBalance, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { db } = context.services;
  const { balance, earned, spent } = await pointsOf(db, found.member.id);
  const standing = await memberStanding(db, found.member.id);
  const items = await catalogue(db);
  return success({
    balance: Number(balance),
    earned: Number(earned),
    spent: Number(spent),
    availability: items.map((item) => ({ id: item.id, reason: unavailable(item, standing) })),
  });
});
