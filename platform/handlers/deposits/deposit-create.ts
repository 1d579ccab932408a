import { depositCreate } from '../../../src/contract/calls/deposits';
import { formatMoney, minorFromBigInt } from '../../../src/contract/money';
import { ErrorCodes } from '../../../src/contract/refusals';
import { depositText } from '../../deposits/messages';
import { createOrder } from '../../deposits/orders';
import { defineHandler, refusal, success } from '../../http/context';
import { majorToMinor } from '../../wallet/money';
import { assertWithinLimits } from '../../safety/enforce';
import { isTrial } from '../wallet/member-type';
import { orderValue } from './order-value';

const positiveMinor = (amount: number): bigint | null => {
  try {
    const minor = majorToMinor(amount);
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
};

/** POST /wps/v2/deposit/create { channel, amount, promotionId? } (token, idempotency key): a pending order, or a refusal naming its field. */
export default defineHandler(depositCreate, async ({ services, input, memberId, now, t, language }) => {
  if (await isTrial(services.db, memberId!)) return refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount);
  const minor = positiveMinor(input.amount);
  if (minor === null) return refusal(200, t('amountInvalid'), ErrorCodes.validation, { field: 'amount' });
  const limited = await assertWithinLimits(services.db, memberId!, 'deposit', minor, { now, language });
  if (limited) return limited;
  const outcome = await createOrder(services.db, memberId!, { channel: input.channel, amountMinor: minor, now, promotionId: input.promotionId });
  if (outcome.ok) return success(orderValue(outcome.order, language));
  const money = (value: bigint) => formatMoney(minorFromBigInt(value), language === 'TY' ? 'fil-PH' : 'en-PH', 'PHP');
  switch (outcome.reason) {
    case 'unknownChannel':
      return refusal(200, t('depositChannelUnknown'), ErrorCodes.validation, { field: 'channel' });
    case 'closed':
      return refusal(200, t('depositChannelClosed'), ErrorCodes.channelClosed, { field: 'channel' });
    case 'belowMin':
      return refusal(200, t('depositBelowMin', { min: money(BigInt(outcome.channel!.min_minor)) }), ErrorCodes.validation, { field: 'amount' });
    case 'aboveMax':
      return refusal(200, t('depositAboveMax', { max: money(BigInt(outcome.channel!.max_minor)) }), ErrorCodes.validation, { field: 'amount' });
    case 'bonusUnknown':
      return refusal(200, depositText(language)('bonusUnknown'), ErrorCodes.validation, { field: 'promotionId' });
    case 'bonusIneligible':
      return refusal(200, depositText(language)('bonusIneligible'), ErrorCodes.validation, { field: 'promotionId' });
    case 'bonusBelowMin':
      return refusal(200, depositText(language)('bonusBelowMin', { min: money(BigInt(outcome.offer.min_deposit_minor)) }), ErrorCodes.validation, {
        field: 'amount',
      });
  }
});
