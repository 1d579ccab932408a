import type { Queryable } from '../db/index';
import { finalStakes } from './stakes';

/**
 * Bonus turnover (issue 13 item 4; docs/platform-api.md "Withdrawals (reference platform)"). A
 * bonus comes with a requirement: `required` valid turnover to play from `startsAt`. Until the
 * member has played it, the bonus stays locked: it is part of the balance but not withdrawable.
 *
 * Valid turnover is the stake of every settled bet the platform records since the earliest
 * unfinished requirement began: demo game rounds (`bets`, settled when played) and lottery bets
 * once their draw has settled them (`lottery_bets.status` WON or LOST; a VOID bet, its draw
 * cancelled, had its stake returned and counts for nothing). Requirements are met in
 * the order they began, each using the turnover left over by the ones before.
 */
export interface TurnoverStanding {
  /** Turnover still required by the unfinished requirements, in all (minor units). */
  required: bigint;
  /** Turnover played towards them. */
  played: bigint;
  /** The bonus amount still locked by unfinished requirements. */
  locked: bigint;
}

interface RequirementRow {
  bonus_minor: bigint;
  required_minor: bigint;
  starts_at: Date;
}

/** Valid turnover of a member since a moment (and before another, when given) (minor units). */
export async function validTurnoverSince(db: Queryable, memberId: bigint, since: Date, until?: Date): Promise<bigint> {
  const [row] = await db.query<{ total: bigint }>(
    `SELECT COALESCE(SUM(stake_minor), 0)::bigint AS total FROM (${finalStakes('(SELECT $1::bigint AS id)', '$2', '$3')}) final`,
    [memberId, since, until ?? null],
  );
  return BigInt(row?.total ?? 0);
}

/**
 * Shares `pool` out over requirements in the order they began, each taking what it needs of what
 * the ones before left (the withdrawal rule above): what each has played.
 */
export function shareOut<Row extends { required_minor: bigint }>(rows: readonly Row[], pool: bigint): { row: Row; played: bigint }[] {
  let left = pool;
  return rows.map((row) => {
    const need = BigInt(row.required_minor);
    const played = left < need ? left : need;
    left -= played;
    return { row, played };
  });
}

/**
 * Where a member stands with their requirements: what is left to play and what it locks. An
 * expired requirement (its deadline passed unmet, ./expiry.ts) is released: it locks nothing.
 */
export async function turnoverStanding(db: Queryable, memberId: bigint): Promise<TurnoverStanding> {
  const rows = await db.query<RequirementRow>(
    `SELECT bonus_minor, required_minor, starts_at FROM turnover_requirements
     WHERE member_id = $1 AND ended IS DISTINCT FROM 'EXPIRED' ORDER BY starts_at, id`,
    [memberId],
  );
  if (rows.length === 0) return { required: 0n, played: 0n, locked: 0n };
  const standing = { required: 0n, played: 0n, locked: 0n };
  for (const { row, played } of shareOut(rows, await validTurnoverSince(db, memberId, new Date(rows[0]!.starts_at)))) {
    if (played >= BigInt(row.required_minor)) continue;
    standing.required += BigInt(row.required_minor);
    standing.played += played;
    standing.locked += BigInt(row.bonus_minor);
  }
  return standing;
}

/** Adds a requirement (a bonus paid now must be played through `required` times before it is withdrawable). */
export async function addRequirement(
  db: Queryable,
  requirement: { memberId: bigint; bonusMinor: bigint; requiredMinor: bigint; startsAt: Date; source: string; expiresAt?: Date },
): Promise<void> {
  await db.query('INSERT INTO turnover_requirements (member_id, bonus_minor, required_minor, starts_at, source, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    requirement.memberId,
    requirement.bonusMinor,
    requirement.requiredMinor,
    requirement.startsAt,
    requirement.source,
    requirement.expiresAt ?? null,
  ]);
}
