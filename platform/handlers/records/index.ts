import * as calls from '../../../src/contract/calls/records';
import { defineDomain, type Sample } from '../domain';
import accountRecords from './account-records';
import betDetail from './bet-detail';
import betRecords from './bet-records';
import bonusRecords from './bonus-records';
import profitLoss from './profit-loss';

/** The last seven days before the test clock, as the records calls take them. */
const lastWeek =
  (extra: Record<string, string> = {}): Sample =>
  async (t) => ({
    token: 'SESSION',
    query: { from: new Date(t.now() - 7 * 86_400_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), ...extra },
  });

/** The records calls (docs/platform-api.md "Records") and a request for each (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { betRecords, betDetail, accountRecords, profitLoss, bonusRecords },
  unsupported: {},
  samples: {
    betRecords: [lastWeek(), lastWeek({ status: 'SETTLED', gameType: 'RNG' })],
    // A round recorded for demo_player (the session's member) by the sample itself.
    betDetail: [
      async (t) => {
        await t.platform.db.query(
          `INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at)
           SELECT 'contract-sample-round', m.id, g.game_code, 100, 0, '{"reels":["BELL","STAR","LEMON"],"multiplier":0}', now()
             FROM members m, (SELECT game_code FROM games ORDER BY game_code LIMIT 1) g WHERE m.account_key = 'demo_player'
           ON CONFLICT DO NOTHING`,
        );
        return { token: 'SESSION', query: { id: 'contract-sample-round' } };
      },
    ],
    accountRecords: [lastWeek(), lastWeek({ type: 'DEPOSIT' })],
    profitLoss: [lastWeek({ timeZone: 'Asia/Manila' })],
    bonusRecords: [lastWeek()],
  },
});
