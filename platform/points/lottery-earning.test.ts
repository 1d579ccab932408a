import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../lottery/bets';
import { drawOne } from '../lottery/draws';
import { findLotteryGame } from '../lottery/games';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { newPlayer } from '../withdrawal/test-helpers';

/** Lottery tickets earn points like other valid bets (docs/decisions/0038-points-mall.md, addendum), once per ticket, when settled. */
const FAST = 'TCG_FAST3_FAST_3_ONE_MINUTE';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
}, 180_000);
afterAll(() => t.platform.close());

interface Line {
  kind: string;
  points: number;
  balanceAfter: number;
  note: string;
}

describe('lottery tickets earn points', () => {
  it('a settled ₱25 ticket earns 2 points once, at the stated rate, with a points transaction line naming the game', async () => {
    const player = await newPlayer(t, { balance: 10_000n, rank: 1 });
    const game = (await findLotteryGame(t.platform.db, FAST))!;
    const placed = await placeBet(t.platform.db, game, { memberId: player.id, picks: [10], stakeMinor: 2_500n, now: t.now() });
    if (!placed.ok) throw new Error(placed.reason);
    const lines = async () => (await t.call<{ entries: Line[] }>('GET', '/wps/points/transactions', { token: player.token })).body.value!.entries;
    // An open ticket is not settled yet: nothing earned.
    expect(await lines()).toEqual([]);

    const [draw] = await t.platform.db.query<{ draw_at: Date }>('SELECT draw_at FROM lottery_draws WHERE id = $1', [placed.bet.drawId]);
    t.advance(new Date(draw!.draw_at).getTime() - t.now());
    await drawOne(t.platform.db, placed.bet.drawId, t.now());
    // Drawing again (a second scheduler pass, another server) settles nothing twice.
    await drawOne(t.platform.db, placed.bet.drawId, t.now());
    const config = (await t.call<{ stakePerPoint: number }>('GET', '/wps/points/config')).body.value!;
    expect(config.stakePerPoint).toBe(10);
    expect(await lines()).toEqual([expect.objectContaining({ kind: 'earn', points: 2, balanceAfter: 2, note: game.name })]);
    const [entry] = await t.platform.db.query<{ reference: string; lottery_bet_id: string }>(
      'SELECT reference, lottery_bet_id FROM points_entries WHERE member_id = $1',
      [player.id],
    );
    expect(entry).toEqual({ reference: `lottery:${placed.bet.betId}`, lottery_bet_id: placed.bet.betId });
    expect((await t.call<{ balance: number }>('GET', '/wps/points/balance', { token: player.token })).body.value!.balance).toBe(2);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });
});
