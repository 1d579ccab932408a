import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { balanceMinor } from '../wallet/ledger';
import { validTurnoverSince } from '../wallet/turnover';
import { placeBet } from './bets';
import { findLotteryGame } from './games';
import { operatorCancelDraw } from './operator';

/** Void bets through the operator's path (docs/operations.md "Lottery"; decision 0028 addendum "Void bets"). */
const FAST = 'TCG_FAST3_FAST_3_ONE_MINUTE';
const DAY = 86_400_000;
let t: TestPlatform;
let token: string;
let memberId: bigint;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  token = (await t.login('team_ben', 'TeamBen2026')).body.value!.token;
  const [row] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'team_ben'");
  memberId = BigInt(row!.id);
}, 120_000); // a cold platform start on the shared, loaded machine
afterAll(() => t.platform.close());

type Bet = { id: string; stake: number; validBet: number; win: number; net: number; status: string };
type Entry = { kind: string; type: string; amount: number; balanceAfter: number; reference: string };
const range = () => ({ from: new Date(t.now() - DAY).toISOString(), to: new Date(t.now() + 60_000).toISOString() });
const openDraw = async () =>
  (await t.platform.db.query<{ id: bigint; numero: string }>("SELECT id, numero FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [FAST]))[0]!;
const bet = async (stakeMinor: bigint) => {
  const outcome = await placeBet(t.platform.db, (await findLotteryGame(t.platform.db, FAST))!, { memberId, picks: [10], stakeMinor, now: t.now() });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.bet.betId;
};

describe('lottery cancel-draw', () => {
  it('voids the open bets of a cancelled draw and returns each stake once; a second run moves nothing', async () => {
    const before = await balanceMinor(t.platform.db, memberId);
    const draw = await openDraw();
    const first = await bet(500n);
    const second = await bet(1_200n);
    expect(await balanceMinor(t.platform.db, memberId)).toBe(before - 1_700n);

    const cancelled = await operatorCancelDraw(t.platform.db, `${FAST}:${draw.numero}`, t.now());
    expect(cancelled).toEqual({ ok: true, line: `Draw ${FAST} ${draw.numero} (id ${draw.id}) cancelled: 2 bet(s) void, ₱17.00 returned.` });
    expect(await balanceMinor(t.platform.db, memberId)).toBe(before);
    const refunds = await t.platform.db.query<{ reference: string; amount_minor: bigint; kind: string }>(
      "SELECT reference, amount_minor, kind FROM ledger_entries WHERE member_id = $1 AND reference LIKE 'lottery:%:void' ORDER BY amount_minor",
      [memberId],
    );
    expect(refunds.map((row) => [row.reference, BigInt(row.amount_minor), row.kind])).toEqual([
      [`lottery:${first}:void`, 500n, 'LOTTERY_REFUND'],
      [`lottery:${second}:void`, 1_200n, 'LOTTERY_REFUND'],
    ]);

    // Twice: by id this time; refused, nothing moves.
    expect(await operatorCancelDraw(t.platform.db, String(draw.id), t.now())).toEqual({
      ok: false,
      line: `Draw ${draw.id} is cancelled already; nothing was changed.`,
    });
    expect(await operatorCancelDraw(t.platform.db, `${FAST}:no-such`, t.now())).toEqual({ ok: false, line: `No lottery draw ${FAST}:no-such.` });
    expect(await balanceMinor(t.platform.db, memberId)).toBe(before);

    // The game takes bets again on its next draw.
    const next = await openDraw();
    expect(next.id).not.toBe(draw.id);
    await bet(100n);
  });

  it('shows a void bet in the betting record (status filter, no valid bet, no net) and its refund in the account record', async () => {
    const draw = await openDraw();
    const betId = await bet(700n);
    t.advance(60_000);
    expect((await operatorCancelDraw(t.platform.db, String(draw.id), t.now())).ok).toBe(true);

    const voided = await t.call<{ rows: Bet[]; totals: Record<string, number> }>('GET', '/wps/v2/records/bets', {
      token,
      query: { ...range(), status: 'VOID' },
    });
    expect(voided.body.value!.rows.find((row) => row.id === betId)).toMatchObject({ stake: 7, validBet: 0, win: 0, net: 0, status: 'VOID' });
    expect(voided.body.value!.rows.every((row) => row.status === 'VOID')).toBe(true);
    expect(voided.body.value!.totals).toMatchObject({ validBet: 0, net: 0 });
    const settled = await t.call<{ rows: Bet[] }>('GET', '/wps/v2/records/bets', { token, query: { ...range(), status: 'SETTLED' } });
    expect(settled.body.value!.rows.some((row) => row.id === betId)).toBe(false);
    const detail = await t.call<{ bet: Bet }>('GET', '/wps/v2/records/bet', { token, query: { id: betId } });
    expect(detail.body.value?.bet.status).toBe('VOID');

    const entries = await t.call<{ rows: Entry[] }>('GET', '/wps/v2/records/transactions', { token, query: { ...range(), type: 'BET' } });
    const [refund, stake] = [`lottery:${betId}:void`, `lottery:${betId}:stake`].map((reference) =>
      entries.body.value!.rows.find((row) => row.reference === reference),
    );
    expect(refund).toMatchObject({ kind: 'LOTTERY_REFUND', type: 'BET', amount: 7 });
    expect(stake).toMatchObject({ amount: -7 });
    // The newest entry (this draw's last bet): its balance after is the balance now.
    expect(refund!.balanceAfter).toBe(Number(await balanceMinor(t.platform.db, memberId)) / 100);
  });

  it('counts a void bet for no turnover', async () => {
    const since = new Date(t.now() - DAY);
    const played = await validTurnoverSince(t.platform.db, memberId, since);
    const draw = await openDraw();
    await bet(900n);
    await operatorCancelDraw(t.platform.db, String(draw.id), t.now());
    expect(await validTurnoverSince(t.platform.db, memberId, since)).toBe(played);
  });
});
