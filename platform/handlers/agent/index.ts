import * as calls from '../../../src/contract/calls/agent';
import { agentFeatureKey } from '../../agent/features';
import type { TestPlatform } from '../../test-support';
import { defineDomain } from '../domain';
import agentIncome from './agent-income';
import agentOverview from './agent-overview';
import { dailySalaryHandler, dividendHandler, hourlySalaryHandler, realTimeSalaryHandler } from './agent-pay';
import agentTeam from './agent-team';
import agentRegister from './agent-register';
import agentLoss from './agent-loss';
import agentBets from './agent-bets';
import agentTransactions from './agent-transactions';
import { create as agentLinkCreate, list as agentLinks, toggle as agentLinkSwitch } from './agent-links';

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
    agentRegister,
    agentLinks,
    agentLinkCreate,
    agentLinkSwitch,
    agentLoss,
    agentBets,
    agentTransactions,
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
    agentRegister: [
      async (t) => ({
        token: (await t.login('demo_agent', 'Agent2026')).body.value!.token,
        body: { kind: 'player', username: 'samplereg', password: 'Sample2026', confirmPassword: 'Sample2026', rebate: 100 },
        encrypt: true,
      }),
    ],
    agentLinks: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, query: {} })],
    agentLinkCreate: [async (t) => ({ token: (await t.login('demo_agent', 'Agent2026')).body.value!.token, body: { rebate: 100, days: 7 } })],
    agentLoss: [
      async (t) => ({
        token: (await t.login('demo_agent', 'Agent2026')).body.value!.token,
        query: { from: new Date(t.now() - 7 * 86_400_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), scope: 'all' },
      }),
    ],
    agentBets: [
      async (t) => ({
        token: (await t.login('demo_agent', 'Agent2026')).body.value!.token,
        query: { from: new Date(t.now() - 30 * 86_400_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), scope: 'all', pageNo: 1 },
      }),
    ],
    agentTransactions: [
      async (t) => ({
        token: (await t.login('demo_agent', 'Agent2026')).body.value!.token,
        query: {
          from: new Date(t.now() - 30 * 86_400_000).toISOString(),
          to: new Date(t.now() + 60_000).toISOString(),
          scope: 'all',
          type: 'DEPOSIT',
          pageNo: 1,
        },
      }),
    ],
    agentLinkSwitch: [
      async (t) => {
        const token = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
        const created = await t.call<{ id: number }>('POST', '/wps/agent/links/create', { token, body: { rebate: 50, days: 0 } });
        return { token, body: { id: created.body.value!.id, enabled: false } };
      },
    ],
  },
});
