import type { Queryable } from '../db/index';
import { sendMessage } from '../messages/store';

/**
 * Platform information for the demo (issue 15): demo_player's inbox holds a welcome (read), a
 * promotion and an account message (unread), so `/member/messages` and its badges show
 * something. What the seeded history sent before (deposits confirmed, missions completed, through
 * the live code paths of platform/seed/records-history.ts) counts as read: a player reads the
 * past. Safe to run again: only an inbox without the welcome is filled.
 */
export async function seedMessages(tx: Queryable, now: number): Promise<void> {
  const [member] = await tx.query<{ id: bigint; empty: boolean }>(
    `SELECT m.id, NOT EXISTS (SELECT 1 FROM member_messages x WHERE x.member_id = m.id AND x.template = 'welcome') AS empty
     FROM members m WHERE account_key = 'demo_player'`,
  );
  if (!member?.empty) return;
  const day = 86_400_000;
  await sendMessage(tx, member.id, 'welcome', {}, new Date(now - 30 * day));
  await tx.query('UPDATE member_messages SET read_at = created_at WHERE member_id = $1 AND read_at IS NULL', [member.id]);
  await sendMessage(tx, member.id, 'promotion', {}, new Date(now - 2 * day));
  await sendMessage(tx, member.id, 'depositConfirmed', { amount: '100000', reference: 'DSEED0001' }, new Date(now - day));
}
