import { pointsRedeem } from '../../../src/contract/calls/points';
import { ErrorCodes } from '../../../src/contract/refusals';
import { checkDelivery } from '../../../src/contract/validation/delivery';
import { defineHandler, refusal, success } from '../../http/context';
import { pointsText } from '../../points/messages';
import { catalogue, memberStanding, named, pointsOf, recordRedemption, unavailable } from '../../points/points';
import { withdrawalText } from '../../withdrawal/messages';
import { refusalWhileBlocked } from '../../safety/enforce';
import { fieldFail, paymentPasswordRefusal, realMember } from '../withdrawal/guard';
import { lockMember } from '../../wallet/ledger';

/**
 * POST /wps/points/redeem { itemId, paymentPassword } (token, encrypted, moves money). Runs in
 * the idempotency key's transaction (platform/http/idempotency.ts), so the stock, the redemption
 * and its points entry commit together and a repeat of the key replays the first answer. The
 * member row and the item row are locked first: two redemptions at once queue, and the last item
 * in stock goes once. A physical item needs its delivery details (docs/decisions/0070): wrong or
 * missing ones are refused naming the first wrong field, as the page shows them. The payment
 * password is checked last, as for withdrawals, so that an item the member may not redeem, or
 * details to correct, cost no attempt.
 */
export default defineHandler(pointsRedeem, async ({ services, input, memberId, now, language }) => {
  const { db } = services;
  const text = pointsText(language);
  const found = await realMember(db, memberId!, withdrawalText(language));
  if ('outcome' in found) return found.outcome;
  await lockMember(db, memberId!);
  const blocked = await refusalWhileBlocked(db, memberId!, { now, language });
  if (blocked) return blocked;
  const [item] = await catalogue(db, { id: input.itemId, lock: true });
  if (!item) return refusal(200, text('itemNotFound'), ErrorCodes.notFound, { field: 'itemId' });
  const standing = await memberStanding(db, memberId!);
  const reason = unavailable(item, standing);
  if (reason === 'tooFewPoints')
    return refusal(200, text('tooFewPoints', { need: String(item.pricePoints), have: String(standing.balance) }), ErrorCodes.insufficientFunds, {
      field: 'itemId',
    });
  if (reason) {
    const message = text(reason, { level: item.minVipNames ? named(item.minVipNames, language) : '', limit: item.limitPerMember ?? 0 });
    return refusal(200, message, ErrorCodes.itemUnavailable, { field: 'itemId', reason });
  }
  const details = item.kind === 'physical' ? checkDelivery(input.delivery ?? { recipient: '', address: '', phone: '' }, item.sizes) : null;
  if (details && !details.ok) return fieldFail(text(details.fields[0]!), details.fields[0]!);
  const wrong = await paymentPasswordRefusal(db, memberId!, input.paymentPassword, now, withdrawalText(language));
  if (wrong) return wrong;
  const done = await recordRedemption(db, { memberId: memberId!, item, now, delivery: details?.delivery ?? null });
  const { balance } = await pointsOf(db, memberId!);
  return success({
    redemption: {
      id: done.id,
      itemId: item.id,
      itemName: named(item.names, language),
      points: Number(item.pricePoints),
      state: done.state,
      code: done.code,
      deliveryCode: null,
      reason: null,
      at: done.at.toISOString(),
      delivery: done.delivery,
    },
    balance: Number(balance),
  });
});
