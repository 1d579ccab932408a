import * as calls from '../../../src/contract/calls/agent';
import { defineDomain } from '../domain';
import agentOverview from './agent-overview';
import agentTeam from './agent-team';

const NOT_YET = 'the reference platform does not settle dividends or salaries yet (docs/decisions/0036-agent-centre.md)';

/** The agent centre's calls, the ones not answered yet, and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { agentOverview, agentTeam },
  unsupported: { dividend: NOT_YET, dailySalary: NOT_YET, hourlySalary: NOT_YET, realTimeSalary: NOT_YET },
  samples: {
    agentOverview: [
      async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: { days: 7, scope: 'all', timeZone: 'Asia/Manila' } }),
    ],
    agentTeam: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: { search: 'team' } })],
  },
});
