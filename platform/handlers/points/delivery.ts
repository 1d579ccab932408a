import { pointsRedemptionDelivery } from '../../../src/contract/calls/points';
import { ErrorCodes } from '../../../src/contract/refusals';
import { checkDelivery } from '../../../src/contract/validation/delivery';
import { defineHandler, refusal, success } from '../../http/context';
import { redemptionsOf } from '../../points/history';
import { lockedRedemption, saveDelivery } from '../../points/delivery';
import { pointsText } from '../../points/messages';
import { withdrawalText } from '../../withdrawal/messages';
import { fieldFail, paymentPasswordRefusal, realMember } from '../withdrawal/guard';

/**
 * PUT /wps/points/redemptions/delivery { redemptionId, delivery, paymentPassword } (token,
 * encrypted): a physical redemption's new delivery details, while it is processing
 * (docs/decisions/0070-points-mall-delivery.md). In one transaction: the redemption row locked
 * (as the operator's deliver and reject lock it), its state, the details checked as a
 * redemption checks them, then the payment password (last, as for a redemption: the prize's
 * address is worth what the prize is, so a session alone may not send it elsewhere), then the write.
 * Delivered (shipped) or rejected: REDEMPTION_CLOSED, nothing changed.
 */
export default defineHandler(pointsRedemptionDelivery, async ({ services, input, memberId, now, language }) => {
  const text = pointsText(language);
  const found = await realMember(services.db, memberId!, withdrawalText(language));
  if ('outcome' in found) return found.outcome;
  return services.db.transaction(async (tx) => {
    const redemption = await lockedRedemption(tx, memberId!, input.redemptionId);
    if (!redemption) return refusal(200, text('redemptionNotFound'), ErrorCodes.notFound, { field: 'redemptionId' });
    if (redemption.item?.kind !== 'physical') return fieldFail(text('noDelivery'), 'redemptionId');
    if (redemption.state !== 'processing')
      return refusal(200, text(redemption.state === 'delivered' ? 'closedDelivered' : 'closedRejected'), ErrorCodes.redemptionClosed, {
        state: redemption.state,
      });
    const checked = checkDelivery(input.delivery, redemption.item.sizes);
    if (!checked.ok) return fieldFail(text(checked.fields[0]!), checked.fields[0]!);
    const wrong = await paymentPasswordRefusal(tx, memberId!, input.paymentPassword, now, withdrawalText(language));
    if (wrong) return wrong;
    await saveDelivery(tx, input.redemptionId, checked.delivery, now);
    const [row] = (await redemptionsOf(tx, memberId!, language, { offset: 0, limit: 1, id: input.redemptionId })).redemptions;
    return success({ redemption: row! });
  });
});
