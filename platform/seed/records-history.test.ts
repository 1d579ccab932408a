import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { HISTORY_BALANCE_REFERENCE, HISTORY_END_DAYS } from './records-history';

const DAY = 86_400_000;
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

describe('the seeded 90 days of play', () => {
  it("gives demo_player rounds and deposits over the 90 days before seeding, ending before the bonus's turnover window", async () => {
    const [bets] = await t.platform.db.query<{ count: number; first: Date; last: Date }>(
      `SELECT COUNT(*)::int AS count, MIN(b.created_at) AS first, MAX(b.created_at) AS last
         FROM bets b JOIN members m ON m.id = b.member_id WHERE m.account_key = 'demo_player'`,
    );
    expect(bets!.count).toBeGreaterThan(50);
    expect(new Date(bets!.first).getTime()).toBeGreaterThanOrEqual(t.now() - 90 * DAY);
    expect(new Date(bets!.last).getTime()).toBeLessThan(t.now() - (HISTORY_END_DAYS - 1) * DAY);
    const deposits = await t.platform.db.query(
      "SELECT 1 FROM deposit_orders o JOIN members m ON m.id = o.member_id WHERE m.account_key = 'demo_player' AND o.status = 'PAID'",
    );
    expect(deposits.length).toBeGreaterThan(0);
  });

  it('leaves every history account at its opening balance, the ledger clean', async () => {
    const token = (await t.login('demo_player', 'Player2026')).body.value!.token;
    expect((await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance).toBe(1234.56);
    const adjusted = await t.platform.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [HISTORY_BALANCE_REFERENCE]);
    expect(adjusted).toHaveLength(5);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('shows in the records: the balance after the last history entry is what the history holds', async () => {
    const token = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
    const reply = await t.call<{ rows: { kind: string; balanceAfter: number }[]; totalRows: number }>('GET', '/wps/v2/records/transactions', {
      token,
      query: { from: new Date(t.now() - 90 * DAY).toISOString(), to: new Date(t.now() + DAY).toISOString(), pageSize: 3 },
    });
    const [opening, adjustment, last] = reply.body.value!.rows;
    expect([opening!.kind, adjustment!.kind]).toEqual(['OPENING_CREDIT', 'ADJUSTMENT']);
    expect(adjustment!.balanceAfter).toBe(0);
    expect(last!.balanceAfter).toBeGreaterThan(0);
    expect(reply.body.value!.totalRows).toBeGreaterThan(50);
  });
});
