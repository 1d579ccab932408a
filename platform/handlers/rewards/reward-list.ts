import { rewardList } from '../../../src/contract/calls/rewards';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { NEEDS_CONTACT, rewardsOf, type RewardRow } from '../../rewards/rewards';
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
 * GET /wps/reward/list (token): the rewards waiting and claimed. Reads only: rewards are granted
 * by the events that earn them and the periodic pass (platform/rewards/events.ts), so the
 * centre's badges, read from this list on every centre page, write nothing.
 */
export default defineHandler(rewardList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, now } = context;
  const { waiting, claimed } = await rewardsOf(services.db, found.member.id, now);
  return success({ currency: await merchantCurrency(services.settings), waiting: waiting.map(rewardWire), claimed: claimed.map(rewardWire) });
});
