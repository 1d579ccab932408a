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

/** How many messages one page of the inbox lists. */
export const INBOX_SIZE = 100;

/** Unread messages of a member. */
export async function unreadCount(db: Queryable, memberId: bigint): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM member_messages WHERE member_id = $1 AND read_at IS NULL', [memberId]);
  return Number(row?.count ?? 0);
}

/**
 * The inbox, unread first and then newest first, written out in `language`, INBOX_SIZE at a time.
 * A page after the first starts after `older`, the cursor the page before answered as `next`:
 * the last message as it was listed (unread or read, time in microseconds, id). A keyset, not an
 * offset: reading a message moves it from the unread block into the read one, which would shift
 * every later offset and skip messages; rows after the cursor as it was listed are never skipped
 * (a message read since may be listed again on the older page, where it now sorts).
 */
export async function inbox(
  db: Queryable,
  memberId: bigint,
  { language, currency, category, older }: { language: string; currency: string; category?: string | undefined; older?: string | undefined },
): Promise<{ messages: InboxMessage[]; next: string | null }> {
  const [unreadFlag, micros, id] = older?.split('.') ?? [];
  const rows = await db.query<{
    id: bigint;
    category: InboxMessage['category'];
    template: MessageTemplate;
    params: MessageParams | string;
    created_at: Date;
    read_at: Date | null;
    micros: string;
  }>(
    `SELECT id, category, template, params, created_at, read_at,
            ((EXTRACT(EPOCH FROM created_at) * 1000000)::numeric(20, 0))::text AS micros FROM member_messages
     WHERE member_id = $1 AND ($2::text IS NULL OR category = $2)
       AND ($4::boolean IS NULL
            OR (read_at IS NULL, created_at, id) < ($4::boolean, 'epoch'::timestamptz + $5::bigint * interval '1 microsecond', $6::bigint))
     ORDER BY (read_at IS NULL) DESC, created_at DESC, id DESC LIMIT $3`,
    [memberId, category ?? null, INBOX_SIZE + 1, older ? unreadFlag === '1' : null, micros ?? null, id ?? null],
  );
  const page = rows.slice(0, INBOX_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map((row) => {
      const params = typeof row.params === 'string' ? (JSON.parse(row.params) as MessageParams) : row.params;
      const { title, body } = renderMessage(row.template, params, language, currency);
      return {
        id: Number(row.id),
        category: row.category,
        title,
        content: body,
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      };
    }),
    next: rows.length > INBOX_SIZE && last ? `${last.read_at === null ? 1 : 0}.${last.micros}.${last.id}` : null,
  };
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
