import type { Queryable } from '../db/index';
import { shareOut, validTurnoverSince } from './turnover';

/**
 * Bonus turnover deadlines (issue 14 item 4; docs/decisions/0028-records.md, addendum "Void bets
 * and expired bonuses"). A requirement with a deadline (`expires_at`) that passes unmet EXPIRES:
 * it stops locking its bonus (the remaining requirement is released, nothing is taken back) and
 * keeps the turnover played towards it by the deadline. One that passes met is MET. The outcome is
 * written once (`ended`, `played_at_end`), by the platform's expiry pass (every 30 seconds, with
 * unpaid deposit orders, platform/index.ts) and by the first read of the member's bonuses after
 * the deadline: the way deposit orders expire (platform/deposits/orders.ts `expireDue`).
 */

/** How long a deposit bonus's turnover may take (the help centre's bonus terms: 30 days). */
export const BONUS_TURNOVER_DAYS = 30;

interface Requirement {
  id: number;
  required_minor: bigint;
  starts_at: Date;
}

/** Ends the requirements whose deadline has passed (all members, or one); answers how many it ended. */
export async function expireRequirements(db: Queryable, now: number, memberId?: bigint): Promise<number> {
  const due = await db.query<{ id: number; member_id: bigint; expires_at: Date }>(
    `SELECT id, member_id, expires_at FROM turnover_requirements
     WHERE ended IS NULL AND expires_at <= $1 AND ($2::bigint IS NULL OR member_id = $2) ORDER BY member_id, expires_at, id`,
    [new Date(now), memberId ?? null],
  );
  let ended = 0;
  for (const { id, member_id, expires_at } of due) {
    const deadline = new Date(expires_at);
    // Where the member stood at the deadline: the requirements begun by then and not expired,
    // sharing the turnover played from the first of them up to the deadline.
    const rows = await db.query<Requirement>(
      `SELECT id, required_minor, starts_at FROM turnover_requirements
       WHERE member_id = $1 AND starts_at < $2 AND ended IS DISTINCT FROM 'EXPIRED' ORDER BY starts_at, id`,
      [member_id, deadline],
    );
    if (rows.length === 0) continue;
    const pool = await validTurnoverSince(db, BigInt(member_id), new Date(rows[0]!.starts_at), deadline);
    const mine = shareOut(rows, pool).find((share) => share.row.id === id);
    if (!mine) continue;
    const met = mine.played >= BigInt(mine.row.required_minor);
    const written = await db.query('UPDATE turnover_requirements SET ended = $2, played_at_end = $3 WHERE id = $1 AND ended IS NULL RETURNING id', [
      id,
      met ? 'MET' : 'EXPIRED',
      mine.played,
    ]);
    ended += written.length;
  }
  return ended;
}
