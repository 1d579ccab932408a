import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import { earnForBet } from '../points/points';
import { postEntry } from '../wallet/ledger';
import { drawFormatOf, findLotteryGame, LOTTERY_COLUMNS, LOTTERY_FROM, rulesOf, scheduleOf, type LotteryGameRow } from './games';
import { drawNumbers, fitsFormat, payoutMinor, type RandomInt } from './rules';
import { closesAt, effectiveSchedule, nextDrawAfter, numeroOf } from './schedule';

/**
 * Drawing and opening draws. Every step is safe to run twice at once (two scheduler ticks, a
 * tick and the dev endpoint, two server processes on one PostgreSQL): a draw is drawn by a
 * conditional UPDATE (`… WHERE status = 'OPEN'`, which one transaction wins), and a game has
 * at most one open draw (a unique partial index), so a second opener inserts nothing.
 */

export interface DrawResult {
  drawId: bigint;
  gameCode: string;
  numero: string;
  numbers: number[];
  /** Bets settled with this draw, and how many of them won. */
  settled: number;
  won: number;
}

/**
 * Draws one open draw and settles every bet on it, in ONE transaction: the draw's numbers and
 * status, each bet's payout and status, and each payout credited through the ledger under
 * `lottery:<bet id>:win` (posted twice, counted once). Losing bets are marked LOST with no
 * entry. Returns null when the draw is not open any more (someone drew it first).
 */
export async function drawOne(
  db: Database,
  drawId: bigint,
  now: number,
  given?: readonly number[],
  randomInt: RandomInt = cryptoRandomInt,
): Promise<DrawResult | null> {
  return db.transaction(async (tx) => {
    const [game] = await tx.query<LotteryGameRow>(
      `SELECT ${LOTTERY_COLUMNS} FROM ${LOTTERY_FROM} JOIN lottery_draws d ON d.game_code = lg.game_code WHERE d.id = $1`,
      [drawId],
    );
    if (!game) return null;
    const format = drawFormatOf(game);
    const numbers = given ? [...given] : drawNumbers(format, randomInt);
    if (!fitsFormat(numbers, format)) throw new RangeError(`numbers ${numbers.join(' ')} do not fit ${game.game_code}`);
    const [draw] = await tx.query<{ numero: string }>(
      "UPDATE lottery_draws SET status = 'DRAWN', numbers = $2::smallint[], drawn_at = $3 WHERE id = $1 AND status = 'OPEN' RETURNING numero",
      [drawId, numbers, new Date(now)],
    );
    if (!draw) return null;
    // The UPDATE above waited for any bet transaction holding the draw FOR SHARE, so every
    // bet placed on this draw is committed and seen here.
    const bets = await tx.query<{ id: string; member_id: bigint; picks: number[]; stake_minor: bigint }>(
      "SELECT id, member_id, picks, stake_minor FROM lottery_bets WHERE draw_id = $1 AND status = 'OPEN' ORDER BY seq FOR UPDATE",
      [drawId],
    );
    const rules = rulesOf(game);
    let won = 0;
    for (const bet of bets) {
      const payout = payoutMinor(rules, bet.picks.map(Number), numbers, BigInt(bet.stake_minor));
      if (payout > 0n) {
        won++;
        await postEntry(tx, { memberId: bet.member_id, amountMinor: payout, kind: 'LOTTERY_WIN', reference: `lottery:${bet.id}:win`, at: now });
      }
      await tx.query("UPDATE lottery_bets SET status = $2, payout_minor = $3, settled_at = $4 WHERE id = $1 AND status = 'OPEN'", [
        bet.id,
        payout > 0n ? 'WON' : 'LOST',
        payout,
        new Date(now),
      ]);
      // A settled ticket is a valid bet: it earns points like a round (docs/decisions/0038-points-mall.md), once.
      await earnForBet(tx, {
        memberId: BigInt(bet.member_id),
        betId: bet.id,
        stakeMinor: BigInt(bet.stake_minor),
        gameCode: game.game_code,
        at: now,
        lottery: true,
      });
    }
    return { drawId, gameCode: game.game_code, numero: draw.numero, numbers, settled: bets.length, won };
  });
}

/**
 * Opens the next draw of every game without an open one: the first scheduled instant after
 * both `now` and the game's latest draw (a draw made early by the dev endpoint uses up its
 * slot). Returns how many draws it opened.
 */
export async function openNextDraws(db: Queryable, now: number, override: number | null): Promise<number> {
  const games = await db.query<LotteryGameRow & { last_at: Date | null }>(
    `SELECT ${LOTTERY_COLUMNS}, (SELECT max(d.draw_at) FROM lottery_draws d WHERE d.game_code = lg.game_code) AS last_at
     FROM ${LOTTERY_FROM}
     WHERE NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.game_code = lg.game_code AND d.status = 'OPEN')`,
  );
  let opened = 0;
  for (const game of games) {
    const schedule = effectiveSchedule(scheduleOf(game), override);
    const drawAt = nextDrawAfter(schedule, Math.max(now, game.last_at ? new Date(game.last_at).getTime() : 0));
    if (drawAt === null) continue;
    const closes = closesAt(schedule, drawAt);
    const rows = await db.query(
      `INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draw_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [game.game_code, numeroOf(schedule, drawAt), new Date(Math.min(now, closes)), new Date(closes), new Date(drawAt)],
    );
    opened += rows.length;
  }
  return opened;
}

/**
 * Under the override, open draws scheduled further away than one interval (opened by a run
 * without it, e.g. Saturday's 21:00 draw) and without bets are withdrawn, so that every game
 * draws every N seconds at once; a draw someone bet on keeps its time.
 */
async function withdrawOffSchedule(db: Queryable, now: number, override: number): Promise<void> {
  await db.query(
    `DELETE FROM lottery_draws d WHERE d.status = 'OPEN' AND d.draw_at > $1
     AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id)`,
    [new Date(now + override * 1000)],
  );
}

/**
 * One pass of the scheduler: draws every open draw whose time has come (after a restart,
 * the ones that fell due while the platform was down, at once), then opens the next draws.
 */
export async function lotteryTick(db: Database, now: number, override: number | null): Promise<DrawResult[]> {
  if (override) await withdrawOffSchedule(db, now, override);
  const due = await db.query<{ id: bigint }>("SELECT id FROM lottery_draws WHERE status = 'OPEN' AND draw_at <= $1 ORDER BY draw_at, id", [new Date(now)]);
  const results: DrawResult[] = [];
  for (const { id } of due) {
    const result = await drawOne(db, BigInt(id), now);
    if (result) results.push(result);
  }
  await openNextDraws(db, now, override);
  return results;
}

/**
 * The dev endpoint's draw: a game's open draw drawn now (with `numbers` when given), and the
 * next one opened. null when the game is unknown or has no open draw.
 */
export async function drawGameNow(
  db: Database,
  gameCode: string,
  now: number,
  override: number | null,
  numbers?: readonly number[],
): Promise<DrawResult | null> {
  if (!(await findLotteryGame(db, gameCode))) return null;
  const [open] = await db.query<{ id: bigint }>("SELECT id FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [gameCode]);
  if (!open) return null;
  const result = await drawOne(db, BigInt(open.id), now, numbers);
  await openNextDraws(db, now, override);
  return result;
}
