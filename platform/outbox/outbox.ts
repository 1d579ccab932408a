import type { Queryable } from '../db/index';

/**
 * The development outbox: what the platform would send to a person (SMS codes, e-mails, and
 * with PLATFORM_DEV_TOOLS=1 captcha answers) is written here, so tests and the dev console can
 * read it back. Rows are pruned after a day ({@link pruneOutbox}).
 */
export interface OutboxMessage {
  id: number;
  kind: string;
  recipient: string;
  body: string;
  /** ISO time; the field is named like the table column. */
  created_at: string;
}

export interface OutboxQuery {
  kind?: string | undefined;
  recipient?: string | undefined;
  /** Newest first; default 20, at most 100. */
  limit?: number | undefined;
}

export async function sendToOutbox(db: Queryable, message: { kind: string; recipient: string; body: string }): Promise<void> {
  await db.query('INSERT INTO outbox (kind, recipient, body) VALUES ($1, $2, $3)', [message.kind, message.recipient, message.body]);
}

/**
 * Drops messages older than a day (housekeeping): they hold codes and passwords in plain text.
 * Compared with the database clock, which also stamps `created_at`.
 */
export async function pruneOutbox(db: Queryable): Promise<void> {
  await db.query("DELETE FROM outbox WHERE created_at < now() - interval '24 hours'");
}

export async function queryOutbox(db: Queryable, { kind, recipient, limit = 20 }: OutboxQuery): Promise<OutboxMessage[]> {
  const rows = await db.query<{ id: bigint; kind: string; recipient: string; body: string; created_at: Date }>(
    `SELECT id, kind, recipient, body, created_at FROM outbox
     WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR recipient = $2)
     ORDER BY id DESC LIMIT $3`,
    [kind || null, recipient || null, Math.min(Math.max(1, limit), 100)],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    body: row.body,
    created_at: row.created_at.toISOString(),
  }));
}
