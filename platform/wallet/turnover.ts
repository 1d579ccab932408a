import type { Queryable } from '../db/index';

/**
 * Bonus turnover (issue 13 item 4; docs/platform-api.md "Withdrawals (reference platform)"). A
 * bonus comes with a requirement: `required` valid turnover to play from `startsAt`. Until the
 * member has played it, the bonus stays locked: it is part of the balance but not withdrawable.
 *
 * Valid turnover is the stake of every settled bet the platform records since the earliest
 * unfinished requirement began: demo game rounds (`bets`, settled when played) and lottery bets
 * once their draw has settled them (`lottery_bets.status` WON or LOST). Requirements are met in
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

/** Valid turnover of a member since a moment (minor units). */
export async function validTurnoverSince(db: Queryable, memberId: bigint, since: Date): Promise<bigint> {
  const [row] = await db.query<{ total: bigint }>(
    `SELECT (COALESCE((SELECT SUM(stake_minor) FROM bets WHERE member_id = $1 AND created_at >= $2), 0)
           + COALESCE((SELECT SUM(stake_minor) FROM lottery_bets WHERE member_id = $1 AND status <> 'OPEN' AND settled_at >= $2), 0))::bigint AS total`,
    [memberId, since],
  );
  return BigInt(row?.total ?? 0);
}

/** Where a member stands with their requirements: what is left to play and what it locks. */
export async function turnoverStanding(db: Queryable, memberId: bigint): Promise<TurnoverStanding> {
  const rows = await db.query<RequirementRow>(
    'SELECT bonus_minor, required_minor, starts_at FROM turnover_requirements WHERE member_id = $1 ORDER BY starts_at, id',
    [memberId],
  );
  if (rows.length === 0) return { required: 0n, played: 0n, locked: 0n };
  let pool = await validTurnoverSince(db, memberId, new Date(rows[0]!.starts_at));
  let required = 0n;
  let played = 0n;
  let locked = 0n;
  for (const row of rows) {
    const need = BigInt(row.required_minor);
    const use = pool < need ? pool : need;
    pool -= use;
    if (use >= need) continue;
    required += need;
    played += use;
    locked += BigInt(row.bonus_minor);
  }
  return { required, played, locked };
}

/** Adds a requirement (a bonus paid now must be played through `required` times before it is withdrawable). */
export async function addRequirement(
  db: Queryable,
  requirement: { memberId: bigint; bonusMinor: bigint; requiredMinor: bigint; startsAt: Date; source: string },
): Promise<void> {
  await db.query('INSERT INTO turnover_requirements (member_id, bonus_minor, required_minor, starts_at, source) VALUES ($1, $2, $3, $4, $5)', [
    requirement.memberId,
    requirement.bonusMinor,
    requirement.requiredMinor,
    requirement.startsAt,
    requirement.source,
  ]);
}
