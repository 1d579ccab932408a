import type { Queryable } from '../db/index';
import { renderMessage, TEMPLATE_CATEGORY, type MessageParams, type MessageTemplate } from './templates';

/**
 * A member's inbox (issue 15 item 4; docs/decisions/0030-messages-and-feedback.md). Events send
 * a message with {@link sendMessage} inside their own transaction, so a deposit credited without
 * its message (or a message about a deposit that rolled back) cannot happen.
 */
export async function sendMessage(
  tx: Queryable,
  memberId: bigint | number,
  template: MessageTemplate,
  params: MessageParams = {},
  at: Date = new Date(),
): Promise<void> {
  await tx.query('INSERT INTO member_messages (member_id, category, template, params, created_at) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    TEMPLATE_CATEGORY[template],
    template,
    JSON.stringify(params),
    at,
  ]);
}

export interface InboxMessage {
  id: number;
  category: 'system' | 'promotion' | 'account';
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
}

/** How many messages the inbox lists (the newest). */
export const INBOX_SIZE = 100;

/** Unread messages of a member. */
export async function unreadCount(db: Queryable, memberId: bigint): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM member_messages WHERE member_id = $1 AND read_at IS NULL', [memberId]);
  return Number(row?.count ?? 0);
}

/** The inbox, unread first and then newest first, written out in `language`. */
export async function inbox(
  db: Queryable,
  memberId: bigint,
  { language, currency, category }: { language: string; currency: string; category?: string | undefined },
): Promise<InboxMessage[]> {
  const rows = await db.query<{
    id: bigint;
    category: InboxMessage['category'];
    template: MessageTemplate;
    params: MessageParams | string;
    created_at: Date;
    read_at: Date | null;
  }>(
    `SELECT id, category, template, params, created_at, read_at FROM member_messages
     WHERE member_id = $1 AND ($2::text IS NULL OR category = $2)
     ORDER BY (read_at IS NULL) DESC, created_at DESC, id DESC LIMIT $3`,
    [memberId, category ?? null, INBOX_SIZE],
  );
  return rows.map((row) => {
    const params = typeof row.params === 'string' ? (JSON.parse(row.params) as MessageParams) : row.params;
    const { title, body } = renderMessage(row.template, params, language, currency);
    return { id: Number(row.id), category: row.category, title, content: body, createdAt: new Date(row.created_at).toISOString(), read: row.read_at !== null };
  });
}

/** Marks one message read; false when the member has no such message. */
export async function markRead(db: Queryable, memberId: bigint, id: number, at: Date): Promise<boolean> {
  const rows = await db.query('UPDATE member_messages SET read_at = COALESCE(read_at, $3) WHERE member_id = $1 AND id = $2 RETURNING id', [memberId, id, at]);
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, memberId: bigint, at: Date): Promise<void> {
  await db.query('UPDATE member_messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL', [memberId, at]);
}

/** Deletes one message; false when the member has no such message. */
export async function deleteMessage(db: Queryable, memberId: bigint, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM member_messages WHERE member_id = $1 AND id = $2 RETURNING id', [memberId, id]);
  return rows.length > 0;
}
