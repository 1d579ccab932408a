import type { Queryable } from '../db/index';

/**
 * What deposits promise the ledger (docs/platform-api.md "Deposits"), for the ledger check
 * (platform/wallet/ledger-check.ts): a paid order has exactly one DEPOSIT entry of its amount
 * under its reference and an unpaid one none; a granted bonus has exactly one DEPOSIT_BONUS
 * entry of its amount, and no bonus entry exists without its grant.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const orders = await db.query<{ reference: string; status: string; amount_minor: bigint; credited: bigint | null; entries: number }>(
    `SELECT o.reference, o.status, o.amount_minor, SUM(e.amount_minor)::bigint AS credited, COUNT(e.id)::int AS entries
       FROM deposit_orders o
       LEFT JOIN ledger_entries e ON e.member_id = o.member_id AND e.reference = o.reference AND e.kind = 'DEPOSIT'
      GROUP BY o.reference, o.status, o.amount_minor`,
  );
  const problems: string[] = [];
  for (const order of orders) {
    const expected = order.status === 'PAID' ? 1 : 0;
    if (Number(order.entries) !== expected) problems.push(`deposit ${order.reference} (${order.status}): ${order.entries} DEPOSIT entries`);
    else if (expected === 1 && BigInt(order.credited ?? 0) !== BigInt(order.amount_minor)) {
      problems.push(`deposit ${order.reference}: credited ${order.credited}, amount ${order.amount_minor}`);
    }
  }
  const bonuses = await db.query<{ reference: string; granted: bigint | null; credited: bigint | null }>(
    `SELECT COALESCE(g.order_reference, substr(e.reference, 7)) AS reference, g.bonus_minor AS granted, e.amount_minor AS credited
       FROM deposit_bonus_grants g
       FULL JOIN (SELECT * FROM ledger_entries WHERE kind = 'DEPOSIT_BONUS') e
         ON e.member_id = g.member_id AND e.reference = 'bonus:' || g.order_reference`,
  );
  for (const bonus of bonuses) {
    if (bonus.granted === null || bonus.credited === null || BigInt(bonus.granted) !== BigInt(bonus.credited)) {
      problems.push(`deposit bonus ${bonus.reference}: granted ${bonus.granted ?? 'none'}, credited ${bonus.credited ?? 'none'}`);
    }
  }
  return problems;
}
