import * as calls from '../../../src/contract/calls/referral';
import { defineDomain } from '../domain';
import referralInfo from './referral-info';

/** Invite friends' calls and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { referralInfo },
  unsupported: {},
  samples: { referralInfo: [{ token: 'SESSION' }] },
});
