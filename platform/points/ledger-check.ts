import type { Queryable } from '../db/index';

/**
 * What the points mall promises (docs/decisions/0038-points-mall.md), for the ledger check
 * (platform/wallet/ledger-check.ts): no member's points below zero; each conversion has exactly
 * one points debit of its points and one POINTS_CONVERSION cash entry of its cash under its
 * reference, and no such cash entry exists without its conversion; each redemption has one
 * points debit of its price, and a rejected one one refund of it (none otherwise); each earning is a bet's (a round, or a settled lottery ticket), of
 * the points its stake earns at most.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const negative = await db.query<{ account: string; total: bigint }>(
    `SELECT m.account, SUM(e.points)::bigint AS total FROM points_entries e JOIN members m ON m.id = e.member_id
      GROUP BY m.account HAVING SUM(e.points) < 0`,
  );
  for (const row of negative) problems.push(`${row.account}/points: negative ${row.total}`);
  const conversions = await db.query<{ reference: string; points: bigint; cash: bigint; debited: bigint | null; credited: bigint | null; entries: number }>(
    `SELECT COALESCE(c.reference, l.reference) AS reference, c.points, c.cash_minor AS cash,
            (SELECT -SUM(p.points) FROM points_entries p WHERE p.member_id = c.member_id AND p.reference = c.reference)::bigint AS debited,
            l.amount_minor AS credited
       FROM points_conversions c
       FULL JOIN (SELECT * FROM ledger_entries WHERE kind = 'POINTS_CONVERSION') l ON l.member_id = c.member_id AND l.reference = c.reference`,
  );
  for (const row of conversions) {
    if (row.points === null || row.debited === null || BigInt(row.debited) !== BigInt(row.points)) {
      problems.push(`points conversion ${row.reference}: points ${row.points ?? 'none'}, debited ${row.debited ?? 'none'}`);
    }
    if (row.cash === null || row.credited === null || BigInt(row.cash) !== BigInt(row.credited)) {
      problems.push(`points conversion ${row.reference}: cash ${row.cash ?? 'none'}, credited ${row.credited ?? 'none'}`);
    }
  }
  const redemptions = await db.query<{ id: bigint; points: bigint; state: string; debited: bigint | null; refunded: bigint | null }>(
    `SELECT r.id, r.points, r.state, -p.points AS debited, f.points AS refunded FROM points_redemptions r
       LEFT JOIN points_entries p ON p.member_id = r.member_id AND p.reference = 'redeem:' || r.id
       LEFT JOIN points_entries f ON f.member_id = r.member_id AND f.reference = 'refund:' || r.id`,
  );
  for (const row of redemptions) {
    if (row.debited === null || BigInt(row.debited) !== BigInt(row.points))
      problems.push(`redemption ${row.id}: price ${row.points}, debited ${row.debited ?? 'none'}`);
    // A rejected redemption is refunded its price once; any other has no refund.
    const refund = row.state === 'rejected' ? BigInt(row.points) : null;
    if ((row.refunded === null ? null : BigInt(row.refunded)) !== refund)
      problems.push(`redemption ${row.id} (${row.state}): refunded ${row.refunded ?? 'none'}`);
  }
  const earnings = await db.query<{ reference: string }>(
    `SELECT e.reference FROM points_entries e
       LEFT JOIN bets b ON b.id = e.bet_id AND b.member_id = e.member_id
       LEFT JOIN lottery_bets l ON l.id = e.lottery_bet_id AND l.member_id = e.member_id AND l.status <> 'OPEN'
      WHERE e.kind = 'earn' AND COALESCE(e.points > b.stake_minor / 1000, e.points > l.stake_minor / 1000, true)`,
  );
  for (const row of earnings) problems.push(`points earning ${row.reference}: not the points of its bet`);
  return problems;
}
