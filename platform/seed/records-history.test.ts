import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { HISTORY_BALANCE_REFERENCE, HISTORY_END_DAYS } from './records-history';

const DAY = 86_400_000;
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000); // a cold platform start, seeding 90 days of history, on the shared machine
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

  it('gives demo_player lottery tickets through live play: won, lost and one void from a cancelled draw, its stake returned', async () => {
    const tickets = await t.platform.db.query<{ id: string; status: string; payout_minor: bigint; created_at: Date; draw_status: string }>(
      `SELECT l.id, l.status, l.payout_minor, l.created_at, d.status AS draw_status
         FROM lottery_bets l JOIN lottery_draws d ON d.id = l.draw_id JOIN members m ON m.id = l.member_id
        WHERE m.account_key = 'demo_player' AND l.created_at < $1`,
      [new Date(t.now() - (HISTORY_END_DAYS - 1) * DAY)],
    );
    const statuses = tickets.map((ticket) => ticket.status);
    expect(statuses).toEqual(expect.arrayContaining(['WON', 'LOST', 'VOID']));
    expect(statuses.filter((status) => status === 'VOID')).toHaveLength(1);
    expect(tickets.length).toBeGreaterThan(5);
    const voided = tickets.find((ticket) => ticket.status === 'VOID')!;
    expect(voided.draw_status).toBe('CANCELLED');
    const refund = await t.platform.db.query<{ kind: string }>('SELECT kind FROM ledger_entries WHERE reference = $1', [`lottery:${voided.id}:void`]);
    expect(refund.map((row) => row.kind)).toEqual(['LOTTERY_REFUND']);
    expect(new Date(tickets[0]!.created_at).getTime()).toBeGreaterThanOrEqual(t.now() - 90 * DAY);
  });

  it("gives demo_player one expired bonus with its dates, released: the welcome bonus's turnover is as it was", async () => {
    const token = (await t.login('demo_player', 'Player2026')).body.value!.token;
    const reply = await t.call<{ rows: { source: string; status: string; startsAt: string; expiresAt: string | null; played: number; required: number }[] }>(
      'GET',
      '/wps/v2/records/bonuses',
      { token, query: { from: new Date(t.now() - 90 * DAY).toISOString(), to: new Date(t.now() + DAY).toISOString() } },
    );
    const expired = reply.body.value!.rows.filter((row) => row.status === 'EXPIRED');
    expect(expired).toHaveLength(1);
    expect(expired[0]!.source).toMatch(/^deposit-bonus:DP/);
    expect(Date.parse(expired[0]!.expiresAt!) - Date.parse(expired[0]!.startsAt)).toBe(30 * DAY);
    expect(expired[0]!.played).toBeLessThan(expired[0]!.required);
    const welcome = reply.body.value!.rows.find((row) => row.source === 'seed:welcome-bonus');
    expect(welcome).toMatchObject({ status: 'ACTIVE', played: 0, expiresAt: null });
  });
});
