import type { Queryable } from '../db/index';
import { expireRequirements } from '../wallet/expiry';
import { shareOut, validTurnoverSince } from '../wallet/turnover';

/**
 * Bonus details (issue 14; docs/platform-api.md "Records"): the member's turnover requirements
 * (platform/wallet/turnover.ts), each with the valid turnover counted towards it. Turnover is
 * shared out as the withdrawal rule shares it: requirements are met in the order they began,
 * each using what the ones before left over, so this page and the withdrawable amount agree.
 * A requirement whose deadline passed unmet is EXPIRED (platform/wallet/expiry.ts; ended here on
 * read if the platform's pass has not yet): it shows what was played by its deadline and takes
 * no turnover from the others. The reference platform forfeits nothing, so FORFEITED is the
 * contract's, for an operator that does.
 */
export interface BonusRecord {
  id: string;
  source: string;
  bonusMinor: bigint;
  requiredMinor: bigint;
  playedMinor: bigint;
  status: 'ACTIVE' | 'COMPLETED' | 'EXPIRED';
  startsAt: Date;
  /** The turnover deadline, or null when it has none. */
  expiresAt: Date | null;
}

interface Row {
  id: number;
  source: string;
  bonus_minor: bigint;
  required_minor: bigint;
  starts_at: Date;
  expires_at: Date | null;
  ended: 'EXPIRED' | 'MET' | null;
  played_at_end: bigint | null;
}

export async function bonusRecords(db: Queryable, filter: { memberId: bigint; from: Date; to: Date; now: number }): Promise<BonusRecord[]> {
  await expireRequirements(db, filter.now, filter.memberId);
  const rows = await db.query<Row>(
    `SELECT id, source, bonus_minor, required_minor, starts_at, expires_at, ended, played_at_end
       FROM turnover_requirements WHERE member_id = $1 ORDER BY starts_at, id`,
    [filter.memberId],
  );
  const live = rows.filter((row) => row.ended !== 'EXPIRED');
  const played = new Map<number, bigint>(
    live.length === 0 ? [] : shareOut(live, await validTurnoverSince(db, filter.memberId, new Date(live[0]!.starts_at))).map((s) => [s.row.id, s.played]),
  );
  const records = rows.map((row): BonusRecord => {
    const required = BigInt(row.required_minor);
    const expired = row.ended === 'EXPIRED';
    const playedMinor = expired ? BigInt(row.played_at_end ?? 0) : (played.get(row.id) ?? 0n);
    return {
      id: String(row.id),
      source: row.source,
      bonusMinor: BigInt(row.bonus_minor),
      requiredMinor: required,
      playedMinor,
      status: expired ? 'EXPIRED' : playedMinor >= required ? 'COMPLETED' : 'ACTIVE',
      startsAt: new Date(row.starts_at),
      expiresAt: row.expires_at ? new Date(row.expires_at) : null,
    };
  });
  return records.filter((record) => record.startsAt >= filter.from && record.startsAt < filter.to).reverse();
}
