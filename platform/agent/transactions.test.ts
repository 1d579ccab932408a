import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSettle } from '../deposits/operator';
import { createOrder } from '../deposits/orders';
import { startTestPlatform, type TestPlatform } from '../test-support';

/** Downline transaction details on the platform (issue 17; platform/agent/transactions.ts). */
interface Row {
  account: string;
  kind: string;
  type: string;
  amount: number;
  balanceAfter: number;
  reference: string;
  status: string;
}
interface Answer {
  pageNo: number;
  totalPages: number;
  totalRows: number;
  rows: Row[];
  totals: { deposits: number; withdrawals: number; net: number };
}

let t: TestPlatform;
let agent = '';
beforeAll(async () => {
  t = await startTestPlatform();
  agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
}, 120_000);
afterAll(() => t.platform.close());

const DAY = 86_400_000;
const list = async (query: Record<string, string | number> = {}, token = agent) =>
  (
    await t.call<Answer>('GET', '/wps/agent/team/transactions', {
      token,
      query: { from: new Date(t.now() - 30 * DAY).toISOString(), to: new Date(t.now() + 60_000).toISOString(), scope: 'all', ...query },
    })
  ).body;

/** Every row of a filter, page by page. */
async function everyRow(query: Record<string, string | number> = {}, token = agent): Promise<Row[]> {
  const first = (await list(query, token)).value!;
  const rows = [...first.rows];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) rows.push(...(await list({ ...query, pageNo }, token)).value!.rows);
  expect(rows).toHaveLength(first.totalRows);
  return rows;
}

const memberId = async (account: string) =>
  BigInt((await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]))[0]!.id);
const balanceOf = async (account: string) =>
  Number(
    (
      await t.platform.db.query<{ sum: bigint }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS sum FROM ledger_entries WHERE member_id = $1', [
        await memberId(account),
      ])
    )[0]!.sum,
  ) / 100;

describe('downline transaction details', () => {
  it('lists the team members’ entries only, never the agent’s own nor another team’s, paged by 20', async () => {
    const team = new Set(['team_ana', 'team_ben', 'team_carlo', 'team_dina', 'team_eli']);
    const first = (await list()).value!;
    expect(first.totalRows).toBeGreaterThan(20);
    expect(first.rows).toHaveLength(20);
    const rows = await everyRow();
    expect(new Set(rows.map((row) => row.account)).size).toBeGreaterThan(1);
    expect(rows.every((row) => team.has(row.account))).toBe(true);
    // demo_player has history but is in no team; moved into agent_two's team, only agent_two sees it.
    const two = (await t.login('agent_two', 'AgentTwo2026')).body.value!.token;
    expect((await list({}, two)).value!.totalRows).toBe(0);
    await t.platform.db.query("UPDATE members SET upline_id = (SELECT id FROM members WHERE account_key = 'agent_two') WHERE account_key = 'demo_player'");
    const theirs = await everyRow({}, two);
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((row) => row.account))).toEqual(new Set(['demo_player']));
    expect((await list()).value!.totalRows).toBe(first.totalRows);
  });

  it('keeps one member’s entries of one type, each member’s balance after its entry, and the second level only in the whole team', async () => {
    const eli = await everyRow({ account: 'TEAM_ELI' });
    expect(eli.length).toBeGreaterThan(1);
    expect(new Set(eli.map((row) => row.account))).toEqual(new Set(['team_eli']));
    expect(eli[0]!.balanceAfter).toBeCloseTo(await balanceOf('team_eli'), 2);
    for (let index = 0; index < eli.length - 1; index++) expect(eli[index]!.balanceAfter).toBeCloseTo(eli[index + 1]!.balanceAfter + eli[index]!.amount, 2);
    const bets = (await list({ account: 'team_eli', type: 'BET' })).value!;
    expect(bets.totalRows).toBeGreaterThan(0);
    expect(bets.totalRows).toBeLessThan(eli.length);
    expect(bets.rows.every((row) => row.type === 'BET' && row.account === 'team_eli')).toBe(true);
    expect((await list({ account: 'team_eli', scope: 'direct' })).value!.totalRows).toBe(0);
    expect((await list({ account: 'demo_agent' })).value!.totalRows).toBe(0);
  });

  it('shows a team member’s confirmed deposit with its amount, and counts it in the card', async () => {
    const before = (await list({ account: 'team_ben' })).value!;
    const created = await createOrder(t.platform.db, await memberId('team_ben'), { channel: 'BANK', amountMinor: 123_456n, now: t.now() });
    if (!created.ok) throw new Error('no order');
    await operatorSettle(t.platform.db, 'confirm', created.order.reference, t.now());
    const after = (await list({ account: 'team_ben', type: 'DEPOSIT' })).value!;
    expect(after.rows[0]).toMatchObject({
      account: 'team_ben',
      kind: 'DEPOSIT',
      type: 'DEPOSIT',
      amount: 1234.56,
      reference: created.order.reference,
      status: 'COMPLETED',
    });
    expect(after.rows[0]!.balanceAfter).toBeCloseTo(await balanceOf('team_ben'), 2);
    expect(after.totals.deposits).toBeCloseTo(before.totals.deposits + 1234.56, 2);
    expect(after.totals.net).toBeCloseTo(after.totals.deposits - after.totals.withdrawals, 2);
    // The card is the range's, whatever the type: a BET filter keeps the same deposits.
    expect((await list({ account: 'team_ben', type: 'BET' })).value!.totals).toEqual(after.totals);
  });

  it('refuses a player, a trial account, a range beyond 90 days under `from`, and a type it does not know', async () => {
    const player = (await t.login('demo_player', 'Player2026')).body.value!.token;
    expect(await list({}, player)).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
    const trial = (await t.login('demo_trial', 'Trial2026')).body.value!.token;
    expect(await list({}, trial)).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' });
    expect(await list({ from: new Date(t.now() - 120 * DAY).toISOString() })).toMatchObject({
      success: false,
      errorCode: 'VALIDATION',
      value: { field: 'from' },
    });
    expect(await list({ type: 'NOTHING' })).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
  });
});
