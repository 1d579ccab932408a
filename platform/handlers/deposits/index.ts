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
      { token: 'SESSION', body: { channel: 'BANK', amount: 1, idempotencyKey: 'contract-sample-deposit-2' } },
    ],
    depositOrder: [{ token: 'SESSION', query: { reference: 'DP00000000NONE' } }],
    depositOrders: [{ token: 'SESSION' }],
  },
});
