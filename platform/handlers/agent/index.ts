import * as calls from '../../../src/contract/calls/agent';
import { agentFeatureKey } from '../../agent/features';
import type { TestPlatform } from '../../test-support';
import { defineDomain } from '../domain';
import agentIncome from './agent-income';
import agentOverview from './agent-overview';
import { dailySalaryHandler, dividendHandler, hourlySalaryHandler, realTimeSalaryHandler } from './agent-pay';
import agentTeam from './agent-team';

/** demo_agent's session with one pay feature switched on (the gated calls refuse it otherwise). */
const withFeature = (feature: calls.AgentFeature) => async (t: TestPlatform) => {
  await t.setSetting(agentFeatureKey('demo_agent', feature), true);
  return { token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: {} };
};

/** The agent centre's calls, the ones not answered yet, and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    agentOverview,
    agentTeam,
    dividend: dividendHandler,
    dailySalary: dailySalaryHandler,
    hourlySalary: hourlySalaryHandler,
    realTimeSalary: realTimeSalaryHandler,
    agentIncome,
  },
  unsupported: {},
  samples: {
    agentOverview: [
      async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: { days: 7, scope: 'all', timeZone: 'Asia/Manila' } }),
    ],
    agentTeam: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: { search: 'team' } })],
    dividend: [withFeature('divtypereq')],
    dailySalary: [withFeature('dailysalreqtype')],
    hourlySalary: [withFeature('contracthoursalreq')],
    realTimeSalary: [withFeature('realtimesalreqtype')],
    agentIncome: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: { period: 'week', timeZone: 'Asia/Manila' } })],
  },
});
