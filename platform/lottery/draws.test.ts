import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryMenu } from '../../src/contract/calls/lottery';
import { createReferencePlatform } from '../index';
import { TEST_SCRYPT_COST } from '../security/password';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { placeBet } from './bets';
import { drawOne, lotteryTick } from './draws';
import { findLotteryGame } from './games';
import { localWeekday } from './schedule';
import { startLotteryScheduler } from './scheduler';

interface DrawRow {
  id: bigint;
  game_code: string;
  numero: string;
  status: string;
  draw_at: Date;
  closes_at: Date;
  drawn_at: Date | null;
  numbers: number[] | null;
}
const FAST = 'TCG_FAST3_FAST_3_ONE_MINUTE';

let t: TestPlatform;
let member = 0n;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  [{ id: member }] = (await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'demo_player'")) as [{ id: bigint }];
});
afterAll(() => t.platform.close());

const draws = (gameCode: string, status?: string) =>
  t.platform.db.query<DrawRow>('SELECT * FROM lottery_draws WHERE game_code = $1 AND ($2::text IS NULL OR status = $2) ORDER BY draw_at', [
    gameCode,
    status ?? null,
  ]);
const open = async (gameCode: string) => (await draws(gameCode, 'OPEN'))[0]!;
const bet = async (gameCode: string, picks: number[], stakeMinor = 100n) => {
  const outcome = await placeBet(t.platform.db, (await findLotteryGame(t.platform.db, gameCode))!, { memberId: member, picks, stakeMinor, now: t.now() });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.bet;
};
const ledger = (reference: string) =>
  t.platform.db.query<{ amount_minor: bigint }>('SELECT amount_minor FROM ledger_entries WHERE reference = $1', [reference]);

describe('the draw scheduler', () => {
  it('starts with one open draw per game, on one of its weekdays, in the future', async () => {
    const rows = await t.platform.db.query<DrawRow & { draw_days: number[] }>(
      "SELECT d.*, lg.draw_days FROM lottery_draws d JOIN lottery_games lg USING (game_code) WHERE d.status = 'OPEN'",
    );
    const games = await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM lottery_games');
    expect(rows.map((row) => row.game_code).sort()).toEqual(games.map((game) => game.game_code).sort());
    for (const row of rows) {
      expect(new Date(row.draw_at).getTime()).toBeGreaterThan(t.now());
      expect(row.draw_days.map(Number)).toContain(localWeekday(new Date(row.draw_at).getTime()));
    }
  });

  it('draws a draw when its time comes, settles its bets, and opens the next one', async () => {
    const first = await open(FAST);
    const placed = await bet(FAST, [10]);
    t.advance(new Date(first.draw_at).getTime() - t.now() - 1);
    expect(await lotteryTick(t.platform.db, t.now(), null)).toEqual([]);
    t.advance(1);
    const results = await lotteryTick(t.platform.db, t.now(), null);
    expect(results.find((result) => result.gameCode === FAST)).toMatchObject({ numero: first.numero, settled: 1 });
    const [drawn] = (await draws(FAST, 'DRAWN')).slice(-1);
    expect(drawn).toMatchObject({ id: first.id, status: 'DRAWN' });
    expect(new Date(drawn!.drawn_at!).getTime()).toBe(t.now());
    expect(drawn!.numbers!.map(Number).every((n) => n >= 1 && n <= 6)).toBe(true);
    const [settled] = await t.platform.db.query<{ status: string; payout_minor: bigint }>('SELECT status, payout_minor FROM lottery_bets WHERE id = $1', [
      placed.betId,
    ]);
    const sum = drawn!.numbers!.map(Number).reduce((a, b) => a + b, 0);
    expect(settled).toEqual(sum === 10 ? { status: 'WON', payout_minor: 760n } : { status: 'LOST', payout_minor: 0n });
    const next = await open(FAST);
    expect(new Date(next.draw_at).getTime()).toBe(new Date(first.draw_at).getTime() + 60_000);
  });

  it('never draws a draw twice, however many passes overlap', async () => {
    const draw = await open(FAST);
    const placed = await bet(FAST, [3], 100n);
    t.advance(new Date(draw.draw_at).getTime() - t.now());
    const outcomes = await Promise.all([
      lotteryTick(t.platform.db, t.now(), null),
      lotteryTick(t.platform.db, t.now(), null),
      drawOne(t.platform.db, BigInt(draw.id), t.now(), [1, 1, 1]),
      drawOne(t.platform.db, BigInt(draw.id), t.now(), [1, 1, 1]),
    ]);
    const made = outcomes
      .flatMap((outcome) => (Array.isArray(outcome) ? outcome : outcome ? [outcome] : []))
      .filter((result) => result.drawId === BigInt(draw.id));
    expect(made).toHaveLength(1);
    expect(await ledger(`lottery:${placed.betId}:win`)).toHaveLength(made[0]!.won);
    expect(await openCount()).toBe(1);
  });

  it('catches up after a restart: a draw that fell due while the platform was down is drawn at once, its bets settled', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lottery-restart-'));
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const options = { dataDir: folder, scryptCost: TEST_SCRYPT_COST, now: () => clock, env: {}, lotteryScheduler: false };
    try {
      const first = await createReferencePlatform(options);
      const [game] = await first.db.query<{ id: bigint; draw_at: Date }>(
        "SELECT id, draw_at FROM lottery_draws WHERE game_code = 'TCG_SEA_MANILA_LOTTO_6_42' AND status = 'OPEN'",
      );
      const [player] = await first.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'demo_player'");
      const lotto = (await findLotteryGame(first.db, 'TCG_SEA_MANILA_LOTTO_6_42'))!;
      const placed = await placeBet(first.db, lotto, { memberId: player!.id, picks: [1, 2, 3, 4, 5, 6], stakeMinor: 100n, now: clock });
      expect(placed.ok).toBe(true);
      await first.close();

      clock = Date.parse('2026-11-23T02:00:00Z'); // Monday 10:00 in Manila: Saturday's 21:00 draw is past.
      const second = await createReferencePlatform(options);
      try {
        const [drawn] = await second.db.query<DrawRow>('SELECT * FROM lottery_draws WHERE id = $1', [game!.id]);
        expect(drawn).toMatchObject({ status: 'DRAWN' });
        expect(new Date(drawn!.drawn_at!).getTime()).toBe(clock);
        const [settled] = await second.db.query<{ status: string }>('SELECT status FROM lottery_bets WHERE draw_id = $1', [game!.id]);
        expect(settled!.status).not.toBe('OPEN');
        const [next] = await second.db.query<DrawRow>("SELECT * FROM lottery_draws WHERE game_code = 'TCG_SEA_MANILA_LOTTO_6_42' AND status = 'OPEN'");
        expect(new Date(next!.draw_at).toISOString()).toBe('2026-11-24T13:00:00.000Z'); // Tuesday 21:00
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('runs by itself every second and stops cleanly, waiting for a pass under way', async () => {
    const draw = await open(FAST);
    t.advance(new Date(draw.draw_at).getTime() - t.now());
    const scheduler = startLotteryScheduler({ db: t.platform.db, now: t.now, override: null, timer: true });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await scheduler.stop();
    const [row] = await t.platform.db.query<DrawRow>('SELECT * FROM lottery_draws WHERE id = $1', [draw.id]);
    expect(row!.status).toBe('DRAWN');
    const after = await open(FAST);
    t.advance(new Date(after.draw_at).getTime() - t.now());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await open(FAST)).id).toBe(after.id);
  });
});

async function openCount(): Promise<number> {
  return (await t.platform.db.query('SELECT 1 FROM lottery_draws WHERE game_code = $1 AND status = $2', [FAST, 'OPEN'])).length;
}

describe('LOTTERY_DRAW_INTERVAL_SECONDS', () => {
  it('makes every game draw every N seconds, every day, with a short lock', async () => {
    const quick = await startTestPlatform({ lotteryScheduler: false, env: { LOTTERY_DRAW_INTERVAL_SECONDS: '20' } });
    try {
      const menus = (await quick.call<LotteryMenu[]>('GET', '/lgw/vn/games/game_menu', { query: { prizeMode: 'Elott' } })).body.value!;
      for (const item of menus.flatMap((menu) => menu.gameMenus)) {
        expect(item, item.gameCode).toMatchObject({
          remainTime: 20,
          lockTime: 5,
          drawDayOfWeek: '1,2,3,4,5,6,7',
          remark: 'Every 20 seconds',
          numero: '20261121-180020',
        });
      }
      quick.advance(20_000);
      const results = await quick.platform.lottery.tick();
      expect(results).toHaveLength(menus.flatMap((menu) => menu.gameMenus).length);
    } finally {
      await quick.platform.close();
    }
  });

  it("withdraws draws opened on the game's own schedule that nobody bet on, and keeps the ones with bets", async () => {
    const lotto = await open('TCG_SEA_GRAND_LOTTO_6_55');
    const keno = await open('TCG_KENO_KENO_SUPER_20');
    await bet('TCG_KENO_KENO_SUPER_20', [1, 2, 3, 4, 5], 100n);
    await lotteryTick(t.platform.db, t.now(), 20);
    const reopened = await open('TCG_SEA_GRAND_LOTTO_6_55');
    expect(reopened.id).not.toBe(lotto.id);
    expect(new Date(reopened.draw_at).getTime() - t.now()).toBeLessThanOrEqual(20_000);
    expect((await open('TCG_KENO_KENO_SUPER_20')).id).toBe(keno.id);
  });
});
