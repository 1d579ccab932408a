import { rewardList } from '../../../src/contract/calls/rewards';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { grantMissions } from '../../missions/missions';
import { friendsOf } from '../../referral/referral';
import { grantDue, NEEDS_CONTACT, rewardsOf, type RewardRow } from '../../rewards/rewards';
import { minorToMajor } from '../../wallet/money';

export const rewardWire = (row: RewardRow) => ({
  id: row.id,
  kind: row.kind,
  amount: minorToMajor(row.amountMinor),
  turnover: minorToMajor(row.turnoverMinor),
  availableAt: row.availableAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  claimedAt: row.claimedAt?.toISOString() ?? null,
  needsContact: NEEDS_CONTACT[row.kind],
});

/**
 * GET /wps/reward/list (token): grants what is due (platform/rewards/rewards.ts: the VIP table;
 * platform/missions/: completed missions; platform/referral/: qualified friends), then lists, so
 * the centre's badges, read from this list, are current on every centre page.
 */
export default defineHandler(rewardList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, now } = context;
  await grantDue(services.db, found.member.id, now);
  await grantMissions(services.db, found.member.id, now);
  await friendsOf(services.db, found.member.id, now);
  const { waiting, claimed } = await rewardsOf(services.db, found.member.id, now);
  return success({ currency: await merchantCurrency(services.settings), waiting: waiting.map(rewardWire), claimed: claimed.map(rewardWire) });
});
