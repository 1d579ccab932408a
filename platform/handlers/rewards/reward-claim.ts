import { contactIdValid, normaliseContactId, rewardClaim } from '../../../src/contract/calls/rewards';
import { ErrorCodes } from '../../../src/contract/refusals';
import type { MessageKey } from '../../i18n';
import { defineHandler, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { merchantCurrency } from '../../promotions/currency';
import { claimReward, type ClaimOutcome } from '../../rewards/rewards';
import { refusalWhileBlocked } from '../../safety/enforce';
import { minorToMajor } from '../../wallet/money';

const REFUSALS: Record<Exclude<Extract<ClaimOutcome, { ok: false }>['reason'], 'contactNeeded'>, { code: string; message: MessageKey }> = {
  notFound: { code: ErrorCodes.notFound, message: 'rewardNotFound' },
  alreadyClaimed: { code: ErrorCodes.alreadyClaimed, message: 'rewardAlreadyClaimed' },
  expired: { code: ErrorCodes.promotionEnded, message: 'rewardExpired' },
};

/** POST /wps/reward/claim { id } (token, idempotency key): credits a waiting reward once; never while a block holds. */
export default defineHandler(rewardClaim, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, now, t } = context;
  const blocked = await refusalWhileBlocked(services.db, found.member.id, context);
  if (blocked) return blocked;
  // A contact id, when given, must be well formed (docs/product.md §5); whether the reward needs one is the claim's to say.
  const given = input.contactId !== undefined && input.contactId.trim() !== '';
  if (given && (!input.contactType || !contactIdValid(input.contactId!)))
    return refusal(200, t('rewardContactInvalid'), ErrorCodes.validation, { field: 'contactId' });
  const contact = given && input.contactType ? { type: input.contactType, id: normaliseContactId(input.contactId!) } : null;
  const outcome = await claimReward(services.db, found.member.id, input.id, now, contact);
  if (!outcome.ok) {
    if (outcome.reason === 'contactNeeded') return refusal(200, t('rewardContactRequired'), ErrorCodes.validation, { field: 'contactId' });
    return refusal(200, t(REFUSALS[outcome.reason].message), REFUSALS[outcome.reason].code);
  }
  return success({
    id: outcome.reward.id,
    amount: minorToMajor(outcome.reward.amountMinor),
    turnover: minorToMajor(outcome.reward.turnoverMinor),
    balance: minorToMajor(outcome.balanceMinor),
    claimedAt: outcome.reward.claimedAt!.toISOString(),
    currency: await merchantCurrency(services.settings),
  });
});
