import { rewardClaim } from '../../../src/contract/calls/rewards';
import { ErrorCodes } from '../../../src/contract/refusals';
import type { MessageKey } from '../../i18n';
import { defineHandler, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { claimReward, type ClaimOutcome } from '../../rewards/rewards';
import { minorToMajor } from '../../wallet/money';

const REFUSALS: Record<Extract<ClaimOutcome, { ok: false }>['reason'], { code: string; message: MessageKey }> = {
  notFound: { code: ErrorCodes.notFound, message: 'rewardNotFound' },
  alreadyClaimed: { code: ErrorCodes.alreadyClaimed, message: 'rewardAlreadyClaimed' },
  expired: { code: ErrorCodes.promotionEnded, message: 'rewardExpired' },
};

/** POST /wps/reward/claim { id } (token, idempotency key): credits a waiting reward once. */
export default defineHandler(rewardClaim, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, now, t } = context;
  const outcome = await claimReward(services.db, found.member.id, input.id, now);
  if (!outcome.ok) return refusal(200, t(REFUSALS[outcome.reason].message), REFUSALS[outcome.reason].code);
  return success({
    id: outcome.reward.id,
    amount: minorToMajor(outcome.reward.amountMinor),
    turnover: minorToMajor(outcome.reward.turnoverMinor),
    balance: minorToMajor(outcome.balanceMinor),
    claimedAt: outcome.reward.claimedAt!.toISOString(),
    currency: await merchantCurrency(services.settings),
  });
});
