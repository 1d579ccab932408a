import * as calls from '../../../src/contract/calls/wallet';
import { defineDomain } from '../domain';
import walletBalance from './wallet-balance';
import walletCollect from './wallet-collect';
import walletList from './wallet-list';
import walletTransfer from './wallet-transfer';

/** The wallet calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { walletBalance, walletList, walletTransfer, walletCollect },
  unsupported: {},
  samples: {
    walletBalance: [{ token: 'SESSION' }],
    walletList: [{ token: 'SESSION' }],
    walletTransfer: [{ token: 'SESSION', body: { from: 'MAIN', to: 'SABA', amount: 1, idempotencyKey: 'contract-sample-transfer-1' } }],
    walletCollect: [{ token: 'SESSION', body: { idempotencyKey: 'contract-sample-collect-1' } }],
  },
});
