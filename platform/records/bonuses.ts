import type { Queryable } from '../db/index';
import { validTurnoverSince } from '../wallet/turnover';

/**
 * Bonus details (issue 14; docs/platform-api.md "Records"): the member's turnover requirements
 * (platform/wallet/turnover.ts), each with the valid turnover counted towards it. Turnover is
 * shared out as the withdrawal rule shares it: requirements are met in the order they began,
 * each using what the ones before left over, so this page and the withdrawable amount agree.
 * The reference platform's requirements do not expire and are not forfeited, so it answers
 * ACTIVE or COMPLETED; the contract also has EXPIRED and FORFEITED for an operator that does.
 */
export interface BonusRecord {
  id: string;
  source: string;
  bonusMinor: bigint;
  requiredMinor: bigint;
  playedMinor: bigint;
  status: 'ACTIVE' | 'COMPLETED';
  startsAt: Date;
}

export async function bonusRecords(db: Queryable, filter: { memberId: bigint; from: Date; to: Date }): Promise<BonusRecord[]> {
  const rows = await db.query<{ id: number; source: string; bonus_minor: bigint; required_minor: bigint; starts_at: Date }>(
    'SELECT id, source, bonus_minor, required_minor, starts_at FROM turnover_requirements WHERE member_id = $1 ORDER BY starts_at, id',
    [filter.memberId],
  );
  if (rows.length === 0) return [];
  let pool = await validTurnoverSince(db, filter.memberId, new Date(rows[0]!.starts_at));
  const records: BonusRecord[] = [];
  for (const row of rows) {
    const required = BigInt(row.required_minor);
    const played = pool < required ? pool : required;
    pool -= played;
    records.push({
      id: String(row.id),
      source: row.source,
      bonusMinor: BigInt(row.bonus_minor),
      requiredMinor: required,
      playedMinor: played,
      status: played >= required ? 'COMPLETED' : 'ACTIVE',
      startsAt: new Date(row.starts_at),
    });
  }
  return records.filter((record) => record.startsAt >= filter.from && record.startsAt < filter.to).reverse();
}
