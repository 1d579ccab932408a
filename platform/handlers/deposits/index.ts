import * as calls from '../../../src/contract/calls/deposits';
import { defineDomain } from '../domain';
import depositChannels from './deposit-channels';
import depositCreate from './deposit-create';
import depositOrder from './deposit-order';
import depositOrders from './deposit-orders';

/** The deposit calls (docs/platform-api.md "Deposits") and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { depositChannels, depositCreate, depositOrder, depositOrders },
  unsupported: {},
  samples: {
    depositChannels: [{ token: 'SESSION' }],
    depositCreate: [
      { token: 'SESSION', body: { channel: 'GCASH', amount: 500, idempotencyKey: 'contract-sample-deposit-1' } },
      { token: 'SESSION', body: { channel: 'BANK', amount: 1000, idempotencyKey: 'contract-sample-deposit-2' } },
    ],
    // The reference of an order the session's member has: the create samples' (they ran before,
    // and are newer than the seeded history's orders, platform/seed/records-history.ts).
    depositOrder: [
      async (t) => {
        const [row] = await t.platform.db.query<{ reference: string }>('SELECT reference FROM deposit_orders ORDER BY created_at DESC LIMIT 1');
        return { token: 'SESSION', query: { reference: row?.reference ?? 'none' } };
      },
    ],
    depositOrders: [{ token: 'SESSION' }],
  },
});
