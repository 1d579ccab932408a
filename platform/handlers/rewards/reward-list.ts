import { rewardList } from '../../../src/contract/calls/rewards';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { grantDue, rewardsOf, type RewardRow } from '../../rewards/rewards';
import { minorToMajor } from '../../wallet/money';

export const rewardWire = (row: RewardRow) => ({
  id: row.id,
  kind: row.kind,
  amount: minorToMajor(row.amountMinor),
  turnover: minorToMajor(row.turnoverMinor),
  availableAt: row.availableAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  claimedAt: row.claimedAt?.toISOString() ?? null,
});

/** GET /wps/reward/list (token): grants what is due (platform/rewards/rewards.ts), then lists. */
export default defineHandler(rewardList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, now } = context;
  await grantDue(services.db, found.member.id, now);
  const { waiting, claimed } = await rewardsOf(services.db, found.member.id, now);
  return success({ currency: await merchantCurrency(services.settings), waiting: waiting.map(rewardWire), claimed: claimed.map(rewardWire) });
});
