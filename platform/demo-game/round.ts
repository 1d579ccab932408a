import { randomInt as cryptoRandomInt, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import { balanceMinor, lockMember, postEntry } from '../wallet/ledger';
import { earnForBet } from '../points/points';
import { afterBet } from '../rewards/events';
import { spin, type RandomInt, type Symbol } from './paytable';

/** The stakes the game offers: its smallest stake times these. */
export const STAKE_MULTIPLES = [1, 2, 5, 10, 50, 100] as const;

export const stakeOptionsMinor = (minBetMinor: bigint): bigint[] => STAKE_MULTIPLES.map((multiple) => minBetMinor * BigInt(multiple));

export interface RoundResult {
  roundId: string;
  reels: [Symbol, Symbol, Symbol];
  stakeMinor: bigint;
  winMinor: bigint;
  balanceMinor: bigint;
}

export type RoundOutcome = { ok: true; round: RoundResult } | { ok: false; reason: 'insufficientFunds' };

/**
 * Plays one round in ONE transaction: the player's row is locked (so two rounds of one player
 * cannot both spend the same balance on a PostgreSQL server), the balance is checked, the
 * stake is debited and the win credited through the ledger under the round's references
 * (`round:<id>:stake`, `round:<id>:win`: posted twice, counted once), and the round is
 * recorded with the points it earns. Anything failing rolls it all back.
 */
export async function playRound(
  db: Database,
  round: { memberId: bigint; gameCode: string; stakeMinor: bigint; now: number },
  randomInt: RandomInt = cryptoRandomInt,
): Promise<RoundOutcome> {
  return db.transaction(async (tx: Queryable) => {
    await lockMember(tx, round.memberId);
    const before = await balanceMinor(tx, round.memberId, 'MAIN');
    if (before < round.stakeMinor) return { ok: false, reason: 'insufficientFunds' } as const;

    const { reels, multiplier } = spin(randomInt);
    const winMinor = round.stakeMinor * BigInt(multiplier);
    const roundId = randomUUID();
    await tx.query(
      `INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
      [roundId, round.memberId, round.gameCode, round.stakeMinor, winMinor, JSON.stringify({ reels, multiplier }), new Date(round.now)],
    );
    await postEntry(tx, { memberId: round.memberId, amountMinor: -round.stakeMinor, kind: 'GAME_STAKE', reference: `round:${roundId}:stake`, at: round.now });
    if (winMinor > 0n)
      await postEntry(tx, { memberId: round.memberId, amountMinor: winMinor, kind: 'GAME_WIN', reference: `round:${roundId}:win`, at: round.now });
    // A settled bet earns points (docs/decisions/0038-points-mall.md), once: the entry's reference is the bet's.
    await earnForBet(tx, { memberId: round.memberId, betId: roundId, stakeMinor: round.stakeMinor, gameCode: round.gameCode, at: round.now });
    // Bet missions and the inviter's referral reward, with the bet (docs/decisions/0039).
    await afterBet(tx, round.memberId, round.now);
    return { ok: true, round: { roundId, reels, stakeMinor: round.stakeMinor, winMinor, balanceMinor: before - round.stakeMinor + winMinor } } as const;
  });
}

export interface PastRound {
  reels: Symbol[];
  stakeMinor: bigint;
  winMinor: bigint;
}

/** The player's last rounds of a game, newest first. */
export async function lastRounds(db: Queryable, memberId: bigint, gameCode: string, limit = 10): Promise<PastRound[]> {
  const rows = await db.query<{ outcome: { reels?: Symbol[] }; stake_minor: bigint; win_minor: bigint }>(
    'SELECT outcome, stake_minor, win_minor FROM bets WHERE member_id = $1 AND game_code = $2 ORDER BY created_at DESC, seq DESC LIMIT $3',
    [memberId, gameCode, limit],
  );
  return rows.map((row) => ({ reels: row.outcome.reels ?? [], stakeMinor: BigInt(row.stake_minor), winMinor: BigInt(row.win_minor) }));
}
