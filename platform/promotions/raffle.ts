import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import type { RandomInt } from '../demo-game/paytable';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { drawPrize } from './prizes';
import type { RaffleState } from '../../src/contract/calls/promotions';

/** Account type of trial accounts (docs/product.md §6): refused as needing a real account. */
const TRIAL_TYPE = 4;

interface RaffleRow {
  starts_at: Date;
  ends_at: Date | null;
  eligible_types: number[];
}

/** Why a member may not claim (before the claim itself is tried). */
export type RaffleRefusal = 'notFound' | 'needRealAccount' | 'upcoming' | 'ended' | 'notEligible';

/** The raffle's row, or null when `id` is not a raffle. */
async function raffleRow(db: Queryable, id: number, lock: boolean): Promise<RaffleRow | null> {
  const [row] = await db.query<RaffleRow>(`SELECT starts_at, ends_at, eligible_types FROM promotions WHERE id = $1 AND is_raffle${lock ? ' FOR SHARE' : ''}`, [
    id,
  ]);
  return row ?? null;
}

/** The first rule that stops this member claiming now, or null. Trial accounts are told first. */
function refusalFor(raffle: RaffleRow, memberType: number, now: number): Exclude<RaffleRefusal, 'notFound'> | null {
  if (memberType === TRIAL_TYPE) return 'needRealAccount';
  if (now < new Date(raffle.starts_at).getTime()) return 'upcoming';
  if (raffle.ends_at && now >= new Date(raffle.ends_at).getTime()) return 'ended';
  if (!raffle.eligible_types.map(Number).includes(memberType)) return 'notEligible';
  return null;
}

const memberType = async (db: Queryable, memberId: bigint): Promise<number> => {
  const [row] = await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [memberId]);
  return Number(row?.type ?? 0);
};

export interface RaffleStanding {
  state: RaffleState;
  prizeMinor: bigint | null;
  claimedAt: Date | null;
}

/** Where a member stands with a raffle: a claim wins over every other state. Null: not a raffle. */
export async function raffleStanding(db: Queryable, id: number, memberId: bigint, now: number): Promise<RaffleStanding | null> {
  const raffle = await raffleRow(db, id, false);
  if (!raffle) return null;
  const [claim] = await db.query<{ prize_minor: bigint; claimed_at: Date }>(
    'SELECT prize_minor, claimed_at FROM raffle_claims WHERE promotion_id = $1 AND member_id = $2',
    [id, memberId],
  );
  if (claim) return { state: 'claimed', prizeMinor: BigInt(claim.prize_minor), claimedAt: new Date(claim.claimed_at) };
  return { state: refusalFor(raffle, await memberType(db, memberId), now) ?? 'open', prizeMinor: null, claimedAt: null };
}

export type ClaimOutcome = { ok: true; prizeMinor: bigint; balanceMinor: bigint; claimedAt: Date } | { ok: false; reason: RaffleRefusal | 'alreadyClaimed' };

/**
 * Claims a raffle in ONE transaction: the rules are checked, a prize is drawn from the raffle's
 * table, the claim row is inserted (its primary key (raffle, member) is what refuses a second
 * claim, so two tabs or two servers can never both win: the later insert waits for the earlier
 * and then inserts nothing), and the prize is credited through the wallet ledger under
 * `raffle:<id>` (posted at most once per member). Anything failing rolls it all back.
 */
export async function claimRaffle(
  db: Database,
  claim: { id: number; memberId: bigint; now: number },
  randomInt: RandomInt = cryptoRandomInt,
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const raffle = await raffleRow(tx, claim.id, true);
    if (!raffle) return { ok: false, reason: 'notFound' } as const;
    const refusal = refusalFor(raffle, await memberType(tx, claim.memberId), claim.now);
    if (refusal) return { ok: false, reason: refusal } as const;

    const prizes = await tx.query<{ amount_minor: bigint; weight: number }>(
      'SELECT amount_minor, weight FROM raffle_prizes WHERE promotion_id = $1 ORDER BY amount_minor',
      [claim.id],
    );
    const prizeMinor = drawPrize(
      prizes.map((row) => ({ amountMinor: BigInt(row.amount_minor), weight: Number(row.weight) })),
      randomInt,
    );
    const claimedAt = new Date(claim.now);
    const inserted = await tx.query(
      `INSERT INTO raffle_claims (promotion_id, member_id, prize_minor, claimed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING member_id`,
      [claim.id, claim.memberId, prizeMinor, claimedAt],
    );
    if (inserted.length === 0) return { ok: false, reason: 'alreadyClaimed' } as const;
    const credited = await postEntry(tx, { memberId: claim.memberId, amountMinor: prizeMinor, kind: 'RAFFLE_PRIZE', reference: `raffle:${claim.id}` });
    // A ledger entry without its claim row would be a corrupt database: refuse rather than pay twice.
    if (!credited) throw new Error(`raffle ${claim.id}: prize already in the ledger of member ${claim.memberId}`);
    return { ok: true, prizeMinor, balanceMinor: await balanceMinor(tx, claim.memberId, 'MAIN'), claimedAt } as const;
  });
}
