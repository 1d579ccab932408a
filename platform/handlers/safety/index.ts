import * as calls from '../../../src/contract/calls/safety';
import { defineDomain } from '../domain';
import safetyBlock from './block';
import safetyConfirmLimit from './confirm-limit';
import safetyOverview from './overview';
import safetyRealityCheck from './reality-check';
import safetyRequestLift from './request-lift';
import safetySetLimit from './set-limit';
import safetySetRealityCheck from './set-reality-check';
import safetySetSessionLimit from './set-session-limit';

/** Safer gambling (docs/platform-api.md "Safer gambling") and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    safetyOverview,
    safetySetLimit,
    safetySetSessionLimit,
    safetyConfirmLimit,
    safetySetRealityCheck,
    safetyBlock,
    safetyRequestLift,
    safetyRealityCheck,
  },
  unsupported: {},
  samples: {
    safetyOverview: [{ token: 'SESSION' }],
    // A limit set high: the shared player's other samples must still deposit and play.
    safetySetLimit: [{ token: 'SESSION', body: { kind: 'deposit', period: 'month', amount: 900000 } }],
    safetySetSessionLimit: [{ token: 'SESSION', body: { minutes: null } }],
    // A removal asked 25 hours ago, so it may be confirmed now.
    safetyConfirmLimit: [
      async (t) => {
        await t.platform.db.query(
          `INSERT INTO safety_pending (member_id, kind, period, amount, requested_at)
           SELECT id, 'loss', 'month', NULL, $1 FROM members WHERE account_key = 'demo_player' ON CONFLICT DO NOTHING`,
          [new Date(t.now() - 25 * 3_600_000)],
        );
        return { token: 'SESSION', body: { kind: 'loss', period: 'month' } };
      },
    ],
    safetySetRealityCheck: [{ token: 'SESSION', body: { minutes: 30 } }],
    // Its own account: a block ends every session of the player.
    safetyBlock: [
      async (t) => {
        const login = await t.login('team_carlo', 'TeamCarlo2026', { ip: '203.0.113.171' });
        return { token: login.body.value?.token ?? `login failed: ${login.body.message}`, body: { kind: 'timeout', duration: '24h' } };
      },
    ],
    // A self-exclusion that ended yesterday, signed in restricted: the lift may be asked.
    safetyRequestLift: [
      async (t) => {
        await t.platform.db.query(
          `INSERT INTO safety_blocks (member_id, kind, duration, starts_at, ends_at)
           SELECT id, 'exclusion', '6m', $1, $2 FROM members WHERE account_key = 'demo_vip'`,
          [new Date(t.now() - 200 * 86_400_000), new Date(t.now() - 86_400_000)],
        );
        const login = await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.172', restricted: true });
        return { token: login.body.value?.token ?? `login failed: ${login.body.message}`, body: {} };
      },
    ],
    safetyRealityCheck: [{ token: 'SESSION' }],
  },
});
