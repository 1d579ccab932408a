import * as calls from '../../../src/contract/calls/points';
import type { TestPlatform } from '../../test-support';
import { defineDomain } from '../domain';
import balance from './balance';
import config from './config';
import convert from './convert';
import delivery from './delivery';
import redeem from './redeem';
import redeemList from './redeem-list';
import rewardList from './reward-list';
import transactions from './transactions';

/** A walk-through player's session (mall_sam: points and payment password 135790, platform/seed/points.ts). */
const mallPlayer = async (t: TestPlatform) => (await t.login('mall_sam', 'Mall2026', { ip: '203.0.113.170' })).body.value?.token ?? '';

/** The points mall's calls and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    pointsBalance: balance,
    pointsConfig: config,
    pointsConvert: convert,
    pointsRedeem: redeem,
    pointsRedeemList: redeemList,
    pointsRedemptionDelivery: delivery,
    pointsRewardList: rewardList,
    pointsTransactions: transactions,
  },
  unsupported: {},
  samples: {
    pointsBalance: [{ token: 'SESSION' }],
    pointsConfig: [{}],
    pointsRewardList: [{}],
    pointsRedeemList: [{ token: 'SESSION' }],
    pointsTransactions: [{ token: 'SESSION' }],
    pointsRedeem: [
      async (t) => ({
        token: await mallPlayer(t),
        body: {
          itemId: 2,
          paymentPassword: '135790',
          idempotencyKey: 'contract-points-redeem-0001',
          delivery: { recipient: 'Sam Reyes', address: '12 Mabini St, Makati City 1210', phone: '0917 123 4567' },
        },
        encrypt: true,
      }),
    ],
    pointsRedemptionDelivery: [
      async (t) => {
        // A mug of its own to send elsewhere.
        const token = await mallPlayer(t);
        const delivery = { recipient: 'Sam Reyes', address: '12 Mabini St, Makati City 1210', phone: '0917 123 4567' };
        const body = { itemId: 2, paymentPassword: '135790', idempotencyKey: 'contract-points-delivery-0001', delivery };
        const redeemed = await t.call<{ redemption: { id: number } }>('POST', '/wps/points/redeem', { token, body, encrypt: true });
        return {
          token,
          body: {
            redemptionId: redeemed.body.value?.redemption.id ?? 0,
            paymentPassword: '135790',
            delivery: { ...delivery, address: '14 Mabini St, Makati City 1210' },
          },
          encrypt: true,
        };
      },
    ],
    pointsConvert: [
      async (t) => ({
        token: await mallPlayer(t),
        body: { points: 100, paymentPassword: '135790', idempotencyKey: 'contract-points-convert-0001' },
        encrypt: true,
      }),
    ],
  },
});
