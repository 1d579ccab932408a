import * as calls from '../../../src/contract/calls/wallet';
import { defineDomain } from '../domain';
import walletBalance from './wallet-balance';

/** The wallet calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { walletBalance },
  unsupported: {
    unreadCount: 'the reference platform has no platform messages yet',
    walletTransfer: 'the reference platform has one wallet, no vendor wallets to transfer to',
  },
  samples: {
    walletBalance: [{ token: 'SESSION' }],
  },
});
