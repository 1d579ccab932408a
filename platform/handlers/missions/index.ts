import * as calls from '../../../src/contract/calls/missions';
import { defineDomain } from '../domain';
import missionList from './mission-list';

/** Mission activity's calls and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { missionList },
  unsupported: {},
  samples: { missionList: [{ token: 'SESSION' }] },
});
