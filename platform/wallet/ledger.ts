import type { Queryable } from '../db/index';

/**
 * Locks the member's row for the caller's transaction: every path that spends a member's money
 * or checks it against a rule takes it first, so two requests of one member queue
 * (docs/architecture.md "One member's money moves one at a time").
 */
export async function lockMember(db: Queryable, memberId: bigint | number): Promise<void> {
  await db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

/**
 * The wallet ledger. Balances are derived (SUM of entries), so a balance can never drift from
 * the movements that explain it.
 */
export async function balanceMinor(db: Queryable, memberId: bigint | number, wallet?: string): Promise<bigint> {
  const rows = await db.query<{ total: bigint }>(
    `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS total FROM ledger_entries
     WHERE member_id = $1 AND ($2::text IS NULL OR wallet = $2)`,
    [memberId, wallet ?? null],
  );
  return rows[0]?.total ?? 0n;
}

export interface LedgerEntry {
  memberId: bigint | number;
  amountMinor: bigint;
  kind: string;
  /** Makes the entry idempotent per member: a second post with the same reference is ignored. */
  reference?: string;
  wallet?: string;
  /**
   * When the movement happened (epoch ms): the caller's clock, so an entry and the bet or order
   * it pays for carry the same moment (the account record orders and dates by it, docs/decisions/0028-records.md).
   * The database's clock when omitted.
   */
  at?: number;
}

/** Posts an entry; returns false when an entry with the same reference already exists. */
export async function postEntry(db: Queryable, entry: LedgerEntry): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ledger_entries (member_id, wallet, amount_minor, kind, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))
     ON CONFLICT (member_id, reference) WHERE reference IS NOT NULL DO NOTHING
     RETURNING id`,
    [entry.memberId, entry.wallet ?? 'MAIN', entry.amountMinor, entry.kind, entry.reference ?? null, entry.at === undefined ? null : new Date(entry.at)],
  );
  return rows.length > 0;
}
