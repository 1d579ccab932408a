import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import { balanceMinor, lockMember, postEntry } from '../wallet/ledger';
import { afterBet } from '../rewards/events';
import { rulesOf, type LotteryGameRow } from './games';
import { fitsFormat } from './rules';

export interface PlacedBet {
  betId: string;
  drawId: bigint;
  numero: string;
  picks: number[];
  stakeMinor: bigint;
  balanceMinor: bigint;
}

export type BetRefusal = 'picks' | 'closed' | 'insufficientFunds';
export type BetOutcome = { ok: true; bet: PlacedBet } | { ok: false; reason: BetRefusal };

/**
 * Holds a game's open draw FOR SHARE until the transaction ends, and answers it (or nothing when
 * none is open): the scheduler's drawing UPDATE then waits for the bet, so the settlement sees
 * it. Taken BEFORE the member's row, in the order a draw takes them (it updates its draw row,
 * then credits members): a bet that held the member while it waited for a draw under way would
 * deadlock with that draw's credit to the same member (docs/architecture.md "One member's
 * money moves one at a time"). A caller that locks the member itself before placing the bet
 * (the limits check of platform/lottery-screen/serve.ts) holds the draw first with this.
 */
export async function holdOpenDraw(tx: Queryable, gameCode: string): Promise<{ id: bigint; numero: string; closes_at: Date } | undefined> {
  const [draw] = await tx.query<{ id: bigint; numero: string; closes_at: Date }>(
    "SELECT id, numero, closes_at FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN' FOR SHARE",
    [gameCode],
  );
  return draw;
}

/**
 * Places a bet on a game's open draw in ONE transaction: the draw is held ({@link holdOpenDraw})
 * and must still take bets at `now` (and be the draw the player saw, `numero`, when given), the
 * player's row is locked (two bets cannot spend the same balance), the balance is checked, the
 * stake is debited through the ledger under `lottery:<bet id>:stake` and the bet recorded.
 */
export async function placeBet(
  db: Database,
  game: LotteryGameRow,
  bet: { memberId: bigint; picks: number[]; stakeMinor: bigint; numero?: string | undefined; now: number },
): Promise<BetOutcome> {
  if (!fitsFormat(bet.picks, rulesOf(game).pick)) return { ok: false, reason: 'picks' };
  return db.transaction(async (tx: Queryable) => {
    const draw = await holdOpenDraw(tx, game.game_code);
    if (!draw || new Date(draw.closes_at).getTime() <= bet.now || (bet.numero !== undefined && bet.numero !== draw.numero)) {
      return { ok: false, reason: 'closed' } as const;
    }
    await lockMember(tx, bet.memberId);
    const before = await balanceMinor(tx, bet.memberId, 'MAIN');
    if (before < bet.stakeMinor) return { ok: false, reason: 'insufficientFunds' } as const;
    const betId = randomUUID();
    await tx.query('INSERT INTO lottery_bets (id, member_id, draw_id, picks, stake_minor, created_at) VALUES ($1, $2, $3, $4::smallint[], $5, $6)', [
      betId,
      bet.memberId,
      draw.id,
      bet.picks,
      bet.stakeMinor,
      new Date(bet.now),
    ]);
    await postEntry(tx, { memberId: bet.memberId, amountMinor: -bet.stakeMinor, kind: 'LOTTERY_STAKE', reference: `lottery:${betId}:stake`, at: bet.now });
    // A ticket's stake counts as a valid bet from its ledger entry (platform/wallet/stakes.ts): missions and referral move now.
    await afterBet(tx, bet.memberId, bet.now);
    return {
      ok: true,
      bet: { betId, drawId: BigInt(draw.id), numero: draw.numero, picks: bet.picks, stakeMinor: bet.stakeMinor, balanceMinor: before - bet.stakeMinor },
    } as const;
  });
}

export interface PlayerBet {
  betId: string;
  numero: string;
  picks: number[];
  stakeMinor: bigint;
  payoutMinor: bigint;
  /** VOID: the draw was cancelled and the stake returned (./cancel.ts). */
  status: 'OPEN' | 'WON' | 'LOST' | 'VOID';
  /** The draw's numbers once drawn. */
  numbers: number[] | null;
  createdAt: Date;
}

/** The player's latest bets on a game, newest first: open ones and settled ones with their draw's numbers. */
export async function playerBets(db: Queryable, memberId: bigint, gameCode: string, limit = 10): Promise<PlayerBet[]> {
  const rows = await db.query<{
    id: string;
    numero: string;
    picks: number[];
    stake_minor: bigint;
    payout_minor: bigint;
    status: PlayerBet['status'];
    numbers: number[] | null;
    created_at: Date;
  }>(
    `SELECT b.id, d.numero, b.picks, b.stake_minor, b.payout_minor, b.status, d.numbers, b.created_at
     FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
     WHERE b.member_id = $1 AND d.game_code = $2 ORDER BY b.created_at DESC, b.seq DESC LIMIT $3`,
    [memberId, gameCode, limit],
  );
  return rows.map((row) => ({
    betId: row.id,
    numero: row.numero,
    picks: row.picks.map(Number),
    stakeMinor: BigInt(row.stake_minor),
    payoutMinor: BigInt(row.payout_minor),
    status: row.status,
    numbers: row.numbers ? row.numbers.map(Number) : null,
    createdAt: new Date(row.created_at),
  }));
}
