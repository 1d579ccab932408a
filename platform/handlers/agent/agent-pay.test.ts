import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFeatureKey } from '../../agent/features';
import { SETTLE_GRACE_MS, settleDue } from '../../agent/pay/settle';
import { playRound } from '../../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../../test-support';

interface Status {
  kind: string;
  rules: { minBase: number; minActive: number; rateBp: number }[];
  open: { period: string; base: number; active: number; rateBp: number; estimate: number; to: string };
  nextSettlementAt: string;
  payments: { period: string; base: number; rateBp: number; amount: number }[];
}
interface Income {
  netCommissionBp: number;
  turnoverCommissionBp: number;
  contractStartsAt: string | null;
  lines: {
    from: string;
    to: string;
    contractFrom: string | null;
    stakes: number;
    wins: number;
    bonuses: number;
    netRevenue: number;
    netCommission: number;
    turnoverCommission: number;
    total: number;
    subAgents: { account: string; netBase: number; stakes: number; netCommissionBp: number; turnoverCommissionBp: number }[];
  }[];
  totals: { stakes: number; total: number };
  payments: { period: string; from: string; to: string; amount: number; settledAt: string }[];
}

let t: TestPlatform;
let agent = '';
beforeAll(async () => {
  t = await startTestPlatform();
  agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
}, 120_000);
afterAll(() => t.platform.close());

const realtime = async () => (await t.call<Status>('GET', '/wps/agent/salary/realtime', { token: agent })).body;
const play = async (account: string, stakeMinor: bigint, now = t.now()) => {
  const [member] = await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]);
  const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
  const played = await playRound(t.platform.db, { memberId: BigInt(member!.id), gameCode: game!.game_code, stakeMinor, now }, () => 0);
  if (!played.ok) throw new Error('the round was refused');
  return Number(played.round.winMinor) / 100;
};

describe('the dividend and salary calls (issue 17; docs/decisions/0043-agent-pay.md)', () => {
  it('refuses while the feature is off (FEATURE_DISABLED), and refuses players', async () => {
    for (const path of ['/wps/agent/dividend', '/wps/agent/salary/daily', '/wps/agent/salary/hourly', '/wps/agent/salary/realtime'])
      expect((await t.call('GET', path, { token: agent })).body).toMatchObject({ success: false, errorCode: 'FEATURE_DISABLED' });
    const player = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
    expect((await t.call('GET', '/wps/agent/salary/realtime', { token: player })).body).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
  });

  it("answers the rule table and the open 5-minute period's estimate, which moves when a team member plays", async () => {
    await t.setSetting(agentFeatureKey('demo_agent', 'realtimesalreqtype'), true);
    const before = (await realtime()).value!;
    expect(before.rules[0]).toEqual({ minBase: 1, minActive: 1, rateBp: 100 });
    // The earliest a pass pays the open period: its end and the settlement's grace.
    expect(Date.parse(before.nextSettlementAt)).toBe(Date.parse(before.open.to) + SETTLE_GRACE_MS);
    expect(Date.parse(before.nextSettlementAt) - t.now()).toBeLessThanOrEqual(5 * 60_000 + SETTLE_GRACE_MS);
    await play('team_eli', 20_00n);
    const after = (await realtime()).value!;
    expect(after.open).toMatchObject({ base: before.open.base + 20, active: before.open.active + 1, rateBp: 100 });
    // 1% of the sales so far, rounded down to the centavo.
    expect(after.open.estimate).toBe(Math.floor(Math.round(after.open.base * 100) / 100) / 100);
  });

  it('lists a settled period with its figures, newest first', async () => {
    const { open } = (await realtime()).value!;
    t.advance(5 * 60_000 + SETTLE_GRACE_MS);
    await settleDue(t.platform.db, t.now(), ['realtime']);
    const { payments } = (await realtime()).value!;
    expect(payments[0]).toMatchObject({ period: open.period, base: open.base, rateBp: 100, amount: open.estimate });
  });
});

describe('my income', () => {
  it("shows per day how the commission is computed: net revenue × rate (never below zero) + turnover × rate, less the sub-agent's team at its rates", async () => {
    const win = await play('team_ana', 100_00n);
    const body = (await t.call<Income>('GET', '/wps/agent/income', { token: agent, query: { period: 'day', timeZone: 'Asia/Manila' } })).body;
    expect(body.success).toBe(true);
    const { lines, netCommissionBp, turnoverCommissionBp, totals } = body.value!;
    expect([netCommissionBp, turnoverCommissionBp]).toEqual([3000, 50]);
    expect(lines).toHaveLength(14);
    const today = lines[0]!;
    expect(today.from).toBe('2026-11-21');
    expect(today.stakes).toBeGreaterThanOrEqual(100);
    expect(today.wins).toBeGreaterThanOrEqual(win);
    expect(today.netRevenue).toBeCloseTo(today.stakes - today.wins - today.bonuses, 2);
    // team_eli played today (above) in team_dina's team: team_dina's contract (20%, 0.3%) takes her team's part off.
    expect(today.subAgents).toEqual([expect.objectContaining({ account: 'team_dina', netCommissionBp: 2000, turnoverCommissionBp: 30 })]);
    const [dina] = today.subAgents;
    const minor = (major: number) => Math.round(major * 100);
    const netWeighted = minor(today.netRevenue) * 3000 - minor(dina!.netBase) * 2000;
    expect(minor(today.netCommission)).toBe(netWeighted > 0 ? Math.floor(netWeighted / 10_000) : 0);
    expect(minor(today.turnoverCommission)).toBe(Math.floor((minor(today.stakes) * 50 - minor(dina!.stakes) * 30) / 10_000));
    expect(today.total).toBeCloseTo(today.netCommission + today.turnoverCommission, 2);
    expect(totals.stakes).toBeCloseTo(
      lines.reduce((sum, line) => sum + line.stakes, 0),
      2,
    );
    expect((await t.call('GET', '/wps/agent/income', { token: agent, query: { period: 'year', timeZone: 'Asia/Manila' } })).status).toBe(400);
  });

  it('lists the commission paid for each ended Manila day, the amount My income computes for that day, once', async () => {
    const income = async () =>
      (await t.call<Income>('GET', '/wps/agent/income', { token: agent, query: { period: 'day', timeZone: 'Asia/Manila' } })).body.value!;
    // A stake of 200.00 yesterday (Manila) at least, by a member of demo_agent's own (no
    // sub-agent between them): 0.5% turnover commission is 1.00 at least.
    await play('team_ana', 200_00n, t.now() - 24 * 60 * 60_000);
    // And one in sub-agent team_dina's team: the payment takes her team's part off as the line does.
    await play('team_eli', 50_00n, t.now() - 24 * 60 * 60_000);
    await settleDue(t.platform.db, t.now(), ['commission']);
    await settleDue(t.platform.db, t.now(), ['commission']);
    const { payments, lines } = await income();
    // The seeded contract started two days ago: yesterday and the day before are paid, today is open.
    expect(payments.map((payment) => payment.period)).toEqual(['2026-11-20', '2026-11-19']);
    expect(payments[0]).toMatchObject({ from: '2026-11-19T16:00:00.000Z', to: '2026-11-20T16:00:00.000Z', settledAt: new Date(t.now()).toISOString() });
    const yesterday = lines.find((line) => line.from === '2026-11-20')!;
    expect(yesterday.subAgents).toEqual([expect.objectContaining({ account: 'team_dina' })]);
    expect(payments[0]!.amount).toBe(yesterday.total);
    expect(payments[0]!.amount).toBeGreaterThanOrEqual(1);
    // The agent's account record lists the payment as agent pay, once.
    const record = await t.call<{ rows: { kind: string; type: string; amount: number; reference: string }[] }>('GET', '/wps/v2/records/transactions', {
      token: agent,
      query: { from: new Date(t.now() - 60_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), type: 'AGENT_PAY' },
    });
    expect(record.body.value!.rows.filter((row) => row.reference === 'agentpay:commission:2026-11-20')).toEqual([
      expect.objectContaining({ kind: 'AGENT_COMMISSION', type: 'AGENT_PAY', amount: payments[0]!.amount }),
    ]);
  });

  it("shows no commission on a day before the agent's own contract started, as the settlement pays none (issue 34 item 14)", async () => {
    const day = 24 * 60 * 60_000;
    // Five days ago (Manila 2026-11-16), before the seeded contracts (two days ago): a loss in
    // demo_agent's own team and one in sub-agent team_dina's.
    await play('team_ana', 100_00n, t.now() - 5 * day);
    await play('team_eli', 100_00n, t.now() - 5 * day);
    const dina = (await t.login('team_dina', 'TeamDina2026')).body.value!.token;
    const incomeOf = async (token: string, period: 'day' | 'week') =>
      (await t.call<Income>('GET', '/wps/agent/income', { token, query: { period, timeZone: 'Asia/Manila' } })).body.value!;
    for (const token of [agent, dina]) {
      const report = await incomeOf(token, 'day');
      // The seeded contract started two days before the seed: on Manila's 2026-11-19.
      const startsAt = Date.parse(report.contractStartsAt!);
      expect(startsAt).toBeGreaterThanOrEqual(Date.parse('2026-11-18T16:00:00Z'));
      expect(startsAt).toBeLessThan(Date.parse('2026-11-19T16:00:00Z'));
      const before = report.lines.find((line) => line.from === '2026-11-16')!;
      // The team played, and the line says so; the contract did not cover the day: nothing is owed.
      expect(before.stakes).toBeGreaterThanOrEqual(100);
      expect(before).toMatchObject({ contractFrom: null, netCommission: 0, turnoverCommission: 0, total: 0, subAgents: [] });
      // Every day before the contract's start is outside it; from its day on, each is covered.
      for (const line of report.lines) expect(line.contractFrom).toBe(line.from >= '2026-11-19' ? line.from : null);
      // This week (from Monday 2026-11-16) counts from the contract's first day, as the days paid.
      const [week] = (await incomeOf(token, 'week')).lines;
      expect(week).toMatchObject({ from: '2026-11-16', contractFrom: '2026-11-19' });
      const paidDays = report.lines.filter((line) => line.from >= '2026-11-19');
      expect(week!.stakes).toBeCloseTo(
        paidDays.reduce((sum, line) => sum + line.stakes, 0),
        2,
      );
    }
    // The settlement pays none of those days.
    await settleDue(t.platform.db, t.now(), ['commission']);
    const paid = await t.platform.db.query<{ period: string }>("SELECT period FROM agent_settlements WHERE kind = 'commission' AND period < '2026-11-19'");
    expect(paid).toEqual([]);
  });
});
