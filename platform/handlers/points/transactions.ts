import { pointsTransactions } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { pointsEntriesOf } from '../../points/history';

/** GET /wps/points/transactions (token): the member's points entries with the balance after each. */
export default defineHandler(pointsTransactions, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  return success(await pointsEntriesOf(context.services.db, found.member.id, context.language));
});
