import type { OrderRow } from '../../deposits/orders';
import { PROVIDER_PREFIX } from '../../deposits/provider';
import { minorToMajor } from '../../wallet/money';

/** An order as the contract's `order` (src/contract/calls/deposits.ts): major units, ISO times. */
export function orderValue(order: OrderRow, language: string) {
  const receiving =
    order.kind !== 'ewallet' && order.receiving_account
      ? { name: order.receiving_name ?? '', account: order.receiving_account, bank: order.receiving_bank ?? '' }
      : null;
  return {
    reference: order.reference,
    channel: order.channel_code,
    channelName: order.channel_name,
    kind: order.kind,
    amount: minorToMajor(BigInt(order.amount_minor)),
    fee: minorToMajor(BigInt(order.fee_minor)),
    status: order.status,
    createdAt: new Date(order.created_at).toISOString(),
    expiresAt: new Date(order.expires_at).toISOString(),
    settledAt: order.settled_at ? new Date(order.settled_at).toISOString() : null,
    receiving,
    payUrl:
      order.kind === 'ewallet' && order.status === 'PENDING'
        ? `${PROVIDER_PREFIX}order?token=${encodeURIComponent(order.pay_token)}&lang=${encodeURIComponent(language)}`
        : null,
    bonus:
      order.promotion_id !== null && order.bonus_status !== null
        ? {
            promotionId: order.promotion_id,
            title: order.promotion_titles?.[language.toUpperCase()] ?? order.promotion_titles?.['EN'] ?? '',
            amount: minorToMajor(BigInt(order.bonus_minor)),
            status: order.bonus_status,
          }
        : null,
  };
}
