import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../../demo-game/round';
import { operatorSettle } from '../../deposits/operator';
import { createOrder } from '../../deposits/orders';
import { placeBet } from '../../lottery/bets';
import { drawGameNow } from '../../lottery/draws';
import { findLotteryGame, rulesOf } from '../../lottery/games';
import { startTestPlatform, type TestPlatform } from '../../test-support';

const DAY = 86_400_000;
let t: TestPlatform;
let token: string;
let memberId: bigint;
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('team_ben', 'TeamBen2026')).body.value!.token;
  const [row] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'team_ben'");
  memberId = BigInt(row!.id);
});
afterAll(() => t.platform.close());

interface Page<Row> {
  rows: Row[];
  totals: Record<string, number>;
  totalRows: number;
  totalPages: number;
}
type Bet = { id: string; source: string; stake: number; validBet: number; win: number; net: number; status: string; gameType: string; vendor: string };
type Entry = { kind: string; type: string; amount: number; balanceAfter: number; reference: string; status: string };

const week = () => ({ from: new Date(t.now() - 7 * DAY).toISOString(), to: new Date(t.now() + 60_000).toISOString() });
const bets = (query: Record<string, string | number> = {}) => t.call<Page<Bet>>('GET', '/wps/v2/records/bets', { token, query: { ...week(), ...query } });
const entries = (query: Record<string, string | number> = {}) =>
  t.call<Page<Entry> & { summary: { deposits: number; withdrawals: number; net: number } }>('GET', '/wps/v2/records/transactions', {
    token,
    query: { ...week(), ...query },
  });
const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;

async function lotteryBet(stakeMinor: bigint) {
  const [open] = await t.platform.db.query<{ game_code: string }>(
    "SELECT game_code FROM lottery_draws WHERE status = 'OPEN' AND closes_at > $1 ORDER BY closes_at DESC LIMIT 1",
    [new Date(t.now())],
  );
  const game = (await findLotteryGame(t.platform.db, open!.game_code))!;
  const { pick } = rulesOf(game);
  const picks = Array.from({ length: pick.count }, (_, index) => pick.min + index);
  const placed = await placeBet(t.platform.db, game, { memberId, picks, stakeMinor, now: t.now() });
  if (!placed.ok) throw new Error(placed.reason);
  return { gameCode: game.game_code, betId: placed.bet.betId };
}

describe('the betting record', () => {
  let roundId = '';
  let ticket = { gameCode: '', betId: '' };
  beforeAll(async () => {
    const [game] = await t.platform.db.query<{ game_code: string }>(
      "SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL ORDER BY game_code LIMIT 1",
    );
    // A losing round (every draw the last choice) of ₱10.00 and a ₱5.00 ticket, unsettled.
    const round = await playRound(t.platform.db, { memberId, gameCode: game!.game_code, stakeMinor: 1000n, now: t.now() }, (max) => max - 1);
    if (!round.ok) throw new Error('no round');
    roundId = round.round.roundId;
    ticket = await lotteryBet(500n);
  });

  it('lists the round and the ticket with the totals of the filter', async () => {
    const reply = (await bets()).body.value!;
    expect(reply.rows.map((row) => [row.id, row.source, row.status, row.stake, row.validBet, row.win, row.net])).toEqual([
      [ticket.betId, 'LOTTERY', 'UNSETTLED', 5, 0, 0, 0],
      [roundId, 'GAME', 'SETTLED', 10, 10, 0, -10],
    ]);
    expect(reply.totals).toEqual({ count: 2, stake: 15, validBet: 10, win: 0, net: -10 });
    expect(reply.totalRows).toBe(2);
  });

  it('filters by status and game type, totals included', async () => {
    expect((await bets({ status: 'UNSETTLED' })).body.value!.rows.map((row) => row.id)).toEqual([ticket.betId]);
    const rng = (await bets({ gameType: 'RNG' })).body.value!;
    expect(rng.rows.map((row) => row.id)).toEqual([roundId]);
    expect(rng.totals).toMatchObject({ count: 1, stake: 10 });
    expect((await bets({ status: 'VOID' })).body.value!.rows).toEqual([]);
  });

  it('pages the rows, one page at a time', async () => {
    const first = (await bets({ pageSize: 1 })).body.value!;
    const second = (await bets({ pageSize: 1, pageNo: 2 })).body.value!;
    expect([first.totalPages, first.rows[0]!.id, second.rows[0]!.id]).toEqual([2, ticket.betId, roundId]);
  });

  it('settles the ticket when its draw is drawn', async () => {
    await drawGameNow(t.platform.db, ticket.gameCode, t.now(), null);
    const [row] = (await bets({ status: 'SETTLED' })).body.value!.rows;
    expect(row).toMatchObject({ id: ticket.betId, status: 'SETTLED', validBet: 5 });
    expect(row!.net).toBe(row!.win - 5);
  });

  it("shows a bet's detail, and no other member's", async () => {
    const detail = await t.call<{ round: { symbols: string[] } | null; ticket: { picks: number[]; drawn: number[] | null } | null }>(
      'GET',
      '/wps/v2/records/bet',
      {
        token,
        query: { id: ticket.betId },
      },
    );
    expect(detail.body.value!.ticket).toMatchObject({ picks: expect.any(Array), drawn: expect.any(Array) });
    expect(
      (await t.call<{ round: { symbols: string[] } }>('GET', '/wps/v2/records/bet', { token, query: { id: roundId } })).body.value!.round!.symbols,
    ).toHaveLength(3);
    const other = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
    expect((await t.call('GET', '/wps/v2/records/bet', { token: other, query: { id: roundId } })).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
    });
  });

  it('refuses a range that starts more than 90 days back, naming the field', async () => {
    const reply = await bets({ from: new Date(t.now() - 95 * DAY).toISOString() });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'from' } });
    expect((await bets({ to: new Date(t.now() - 8 * DAY).toISOString() })).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'to' } });
  });
});

describe('the account record', () => {
  it('shows a confirmed deposit with the balance after it, and the summary', async () => {
    const created = await createOrder(t.platform.db, memberId, { channel: 'BANK', amountMinor: 100_000n, now: t.now() });
    if (!created.ok) throw new Error('no order');
    await operatorSettle(t.platform.db, 'confirm', created.order.reference, t.now());
    const reply = (await entries()).body.value!;
    expect(reply.rows[0]).toMatchObject({ kind: 'DEPOSIT', type: 'DEPOSIT', amount: 1000, balanceAfter: await balance(), status: 'COMPLETED' });
    expect(reply.summary).toEqual({ deposits: 1000, withdrawals: 0, net: 1000 });
  });

  it('keeps every balance after equal to the one before plus the amount', async () => {
    const rows = (await entries({ pageSize: 500 })).body.value!.rows;
    expect(rows.length).toBeGreaterThan(2);
    for (let index = 0; index < rows.length - 1; index++) expect(rows[index]!.balanceAfter).toBeCloseTo(rows[index + 1]!.balanceAfter + rows[index]!.amount, 2);
  });

  it('filters by type, adjustments being the kinds of no other type', async () => {
    expect(new Set((await entries({ type: 'BET' })).body.value!.rows.map((row) => row.kind))).toEqual(new Set(['GAME_STAKE', 'LOTTERY_STAKE']));
    expect((await entries({ type: 'DEPOSIT' })).body.value!.rows.map((row) => row.kind)).toEqual(['DEPOSIT']);
  });
});

describe('profit and loss, bonuses', () => {
  it('groups settled bets by day in the time zone and by game type, every day listed', async () => {
    const reply = await t.call<{
      days: { day: string; net: number; count: number }[];
      gameTypes: { gameType: string }[];
      totals: { count: number; net: number };
    }>('GET', '/wps/v2/records/profit', { token, query: { ...week(), timeZone: 'Asia/Manila' } });
    const value = reply.body.value!;
    expect(value.days.length).toBeGreaterThanOrEqual(8);
    expect(value.days.reduce((sum, day) => sum + day.count, 0)).toBe(value.totals.count);
    expect(value.totals.count).toBe(2);
    expect(value.gameTypes.map((row) => row.gameType)).toContain('RNG');
    expect((await t.call('GET', '/wps/v2/records/profit', { token, query: { ...week(), timeZone: 'Mars/Base' } })).body).toMatchObject({
      value: { field: 'timeZone' },
    });
  });

  it("lists demo_player's bonus with its turnover progress", async () => {
    const player = (await t.login('demo_player', 'Player2026')).body.value!.token;
    const reply = await t.call<{ rows: { bonus: number; required: number; played: number; status: string }[] }>('GET', '/wps/v2/records/bonuses', {
      token: player,
      query: { from: new Date(t.now() - 90 * DAY).toISOString(), to: new Date(t.now() + 60_000).toISOString() },
    });
    expect(reply.body.value!.rows[0]).toMatchObject({ bonus: 200, required: 2000, status: 'ACTIVE' });
  });
});
