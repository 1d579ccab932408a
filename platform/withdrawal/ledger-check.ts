import type { Queryable } from '../db/index';

/**
 * What the withdrawal domain promises about the ledger, part of the dev ledger check
 * (platform/wallet/ledger-check.ts, `GET /platform-dev/ledger-check`) that runs after the
 * end-to-end specs that move money (tests/e2e/ledger-check.ts). Balances are sums of entries by construction, so what can go wrong
 * is a movement without its entry, or one entry too many:
 *   - every withdrawal has exactly its hold (`-amount`), and a refund (`+amount`) exactly when rejected;
 *   - every transfer to upline's two entries cancel out;
 *   - no member's main wallet is below zero.
 * Answers the list of problems found (empty when consistent).
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const holds = await db.query<{ reference: string }>(
    `SELECT w.reference FROM withdrawals w
     WHERE (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.member_id = w.member_id AND e.reference = 'withdrawal:' || w.reference || ':hold') <> -w.amount_minor
        OR (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.member_id = w.member_id AND e.reference = 'withdrawal:' || w.reference || ':refund')
           <> CASE WHEN w.state = 'rejected' THEN w.amount_minor ELSE 0 END`,
  );
  const transfers = await db.query<{ reference: string }>(
    `SELECT split_part(reference, ':', 2) AS reference FROM ledger_entries WHERE reference LIKE 'upline:%'
     GROUP BY split_part(reference, ':', 2) HAVING SUM(amount_minor) <> 0 OR COUNT(*) <> 2`,
  );
  const negative = await db.query<{ member_id: bigint }>(
    "SELECT member_id FROM ledger_entries WHERE wallet = 'MAIN' GROUP BY member_id HAVING SUM(amount_minor) < 0",
  );
  return [
    ...holds.map((row) => `withdrawal ${row.reference}: hold or refund entries do not match its amount and state`),
    ...transfers.map((row) => `transfer to upline ${row.reference}: its two entries do not cancel out`),
    ...negative.map((row) => `member ${row.member_id}: main wallet below zero`),
  ];
}
