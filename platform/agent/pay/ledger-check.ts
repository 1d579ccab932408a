import type { Queryable } from '../../db/index';

/**
 * What agent pay promises the ledger (docs/decisions/0043-agent-pay.md), for the ledger check
 * (platform/wallet/ledger-check.ts), the commission included: a settled period with an amount has exactly one entry of
 * that amount under its reference, one without an amount none, and no pay entry exists without
 * its settlement.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ reference: string; settled: bigint | null; paid: bigint | null; entries: number }>(
    `SELECT COALESCE('agentpay:' || s.kind || ':' || s.period, e.reference) AS reference, s.amount_minor AS settled,
            e.total AS paid, COALESCE(e.entries, 0)::int AS entries
       FROM agent_settlements s
       FULL JOIN (SELECT member_id, reference, SUM(amount_minor)::bigint AS total, COUNT(*) AS entries FROM ledger_entries
                   WHERE kind IN ('AGENT_SALARY', 'AGENT_DIVIDEND', 'AGENT_COMMISSION') GROUP BY member_id, reference) e
         ON e.member_id = s.agent_id AND e.reference = 'agentpay:' || s.kind || ':' || s.period`,
  );
  const problems: string[] = [];
  for (const row of rows) {
    const settled = row.settled === null ? null : BigInt(row.settled);
    const paid = row.paid === null ? 0n : BigInt(row.paid);
    if (settled === null) problems.push(`${row.reference}: paid ${paid} without a settlement`);
    else if (paid !== settled || row.entries > (settled > 0n ? 1 : 0))
      problems.push(`${row.reference}: settled ${settled}, paid ${paid} in ${row.entries} entries`);
  }
  return problems;
}
