import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeOptionsMinor } from '../../platform/demo-game/round';
import { findLotteryGame, rulesOf } from '../../platform/lottery/games';
import { operateRedemption } from '../../platform/points/operator';
import { startTestPlatform, type TestPlatform } from '../../platform/test-support';
import { minorToMajor } from '../../platform/wallet/money';
import { type PostgresServer, startPostgres } from './postgres-server';

/**
 * The order in which money paths lock rows, on a real PostgreSQL server (docs/architecture.md
 * "One member's money moves one at a time"). PGlite runs one transaction at a time, so only a
 * server can show a deadlock. Each test holds, in a connection of its own, the row one side
 * takes first, starts the other side, and checks that the other side is still waiting before
 * it has taken the row the first side wants next: had it taken that row, the two would
 * deadlock.
 */

let postgres: PostgresServer;
let t: TestPlatform;
let holder: pg.Client;

beforeAll(async () => {
  postgres = await startPostgres();
  t = await startTestPlatform({ databaseUrl: postgres.url, now: () => Date.now() });
  holder = new pg.Client(postgres.url);
  await holder.connect();
}, 180_000);

afterAll(async () => {
  await holder?.end().catch(() => {});
  await t?.platform.close();
  postgres?.stop();
}, 60_000);

/** Whether a row is free right now, or PostgreSQL's code for "held by another transaction" (55P03). */
const rowLock = (sql: string, params: unknown[]): Promise<string> =>
  holder.query(`${sql} FOR UPDATE NOWAIT`, params).then(
    () => 'free',
    (error: { code?: string }) => error.code ?? String(error),
  );

const memberOf = async (account: string): Promise<string> => (await holder.query('SELECT id FROM members WHERE account_key = $1', [account])).rows[0].id;

/** Holds the first row the way `hold` takes it, runs `second`, and answers whether `next` was still free 0.5 s later. */
async function whileHeld<T>(hold: string, params: unknown[], second: () => Promise<T>, next: { sql: string; params: unknown[] }) {
  await holder.query('BEGIN');
  await holder.query(hold, params);
  const running = second();
  await new Promise((done) => setTimeout(done, 500));
  const nextLock = await rowLock(next.sql, next.params);
  await holder.query(nextLock === 'free' ? 'COMMIT' : 'ROLLBACK');
  return { nextLock, outcome: await running };
}

describe('lock order on PostgreSQL', () => {
  it("rejects a redemption while its member redeems the same item, without a deadlock: the operator's move locks the member before the item", async () => {
    const member = await memberOf('team_ana');
    const item = (await holder.query("SELECT id FROM points_items WHERE code = 'MUG'")).rows[0].id as number;
    const inserted = await holder.query(
      "INSERT INTO points_redemptions (member_id, item_id, points, code, state, created_at) VALUES ($1, $2, 300, 'PM-LOCKORDER1', 'processing', now()) RETURNING id",
      [member, item],
    );
    const redemption = String(inserted.rows[0].id);
    await holder.query("INSERT INTO points_entries (member_id, points, kind, reference, note, created_at) VALUES ($1, -300, 'redeem', $2, 'MUG', now())", [
      member,
      `redeem:${redemption}`,
    ]);
    // A redemption under way holds the member (platform/handlers/points/redeem.ts) and wants the item next.
    const { nextLock, outcome } = await whileHeld(
      'SELECT id FROM members WHERE id = $1 FOR UPDATE',
      [member],
      () => operateRedemption(t.platform.db, 'reject', redemption, { reason: 'Out of mugs' }, Date.now()),
      { sql: 'SELECT id FROM points_items WHERE id = $1', params: [item] },
    );
    expect(nextLock).toBe('free');
    expect(outcome).toMatchObject({ ok: true });
  });

  it('places a lottery bet while its draw is being drawn, without a deadlock: the bet holds the draw before it locks the member', async () => {
    // The draw that stays open longest, so no real close comes during the test.
    const open = await holder.query("SELECT id, game_code FROM lottery_draws WHERE status = 'OPEN' ORDER BY closes_at DESC LIMIT 1");
    const { id: drawId, game_code: gameCode } = open.rows[0] as { id: string; game_code: string };
    const game = (await findLotteryGame(t.platform.db, gameCode))!;
    const { count, min } = rulesOf(game).pick;
    const token = (await t.login('team_ben', 'TeamBen2026')).body.value!.token;
    const launch = await t.call<{ url: string }>('POST', '/wps/game/launch', {
      token,
      body: { gameType: game.game_type, vendor: game.vendor, gameCode, language: 'EN' },
    });
    expect(launch.body.success, launch.body.message).toBe(true);
    const ticket = new URL(launch.body.value!.url, 'http://platform.internal').searchParams.get('ticket')!;
    const bet = {
      ticket,
      picks: Array.from({ length: count }, (_, index) => min + index),
      stake: minorToMajor(stakeOptionsMinor(BigInt(game.min_bet_minor))[0]!),
      idempotencyKey: randomUUID(),
    };
    const place = async () => {
      const response = await t.platform.handle(
        new Request('http://platform.internal/lgw/lottery-screen/bet', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Language: 'EN' },
          body: JSON.stringify(bet),
        }),
      );
      return (await response.json()) as { success: boolean; message?: string };
    };
    // A draw under way has updated its draw row (platform/lottery/draws.ts) and credits the
    // winners next: each credit's ledger entry needs the member's row not to be locked FOR UPDATE.
    const { nextLock, outcome } = await whileHeld("UPDATE lottery_draws SET status = 'OPEN' WHERE id = $1", [drawId], place, {
      sql: 'SELECT id FROM members WHERE id = $1',
      params: [await memberOf('team_ben')],
    });
    expect(nextLock).toBe('free');
    expect(outcome.success, outcome.message).toBe(true);
  });
});
