import * as calls from '../../../src/contract/calls/promotions';
import { defineDomain } from '../domain';
import promotionDetail from './promotion-detail';
import promotions from './promotions';
import raffleClaim from './raffle-claim';
import raffleStatus from './raffle-status';

/** The promotions calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { promotionDetail, promotions, raffleClaim, raffleStatus },
  unsupported: {},
  samples: {
    promotionDetail: [1, 4, 9].map((id) => ({ query: { id, language: 'TY' } })),
    promotions: [{}, { query: { language: 'TY', category: 'raffle' } }, { query: { language: 'VI' } }],
    raffleClaim: [{ token: 'SESSION', body: { id: 7, idempotencyKey: 'contract-raffle-claim-0001' } }],
    raffleStatus: [
      { token: 'SESSION', query: { id: 7 } },
      { token: 'SESSION', query: { id: 9 } },
    ],
  },
});
