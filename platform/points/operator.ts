import type { Database } from '../db/index';
import { sendMessage } from '../messages/store';
import { lockMember } from '../wallet/ledger';

/**
 * The operator hands over a redemption or rejects it (`npm run platform -- mall deliver|reject`,
 * docs/operations.md "Points mall"; docs/decisions/0038-points-mall.md, addendum). Only a
 * `processing` redemption moves, under its row lock, so a repeated or concurrent command changes
 * nothing twice: delivered keeps the voucher's code when one is given; rejected keeps the reason,
 * puts the item back in stock and gives the points back with one `refund` entry under
 * `refund:<redemption id>` (unique per member: refunded once). Either way the player gets a message
 * in the same transaction (platform/messages, decision 0048): what was delivered (with the
 * voucher's code) or why it was rejected and that the points are back; so once, like the move.
 */
export type MallAction = 'deliver' | 'reject';
export const MALL_COMMAND_KEY = 'mall.redemption';

export async function operateRedemption(
  db: Database,
  action: MallAction,
  redemption: string,
  { code, reason }: { code?: string | undefined; reason?: string | undefined },
  now: number,
): Promise<{ ok: boolean; line: string }> {
  if (action === 'reject' && !reason?.trim()) return { ok: false, line: 'mall reject: give the reason the player will read.' };
  const id = /^\d{1,15}$/.test(redemption) ? Number(redemption) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: bigint;
      member_id: bigint;
      item_id: number;
      item_code: string;
      names: Record<string, string>;
      points: bigint;
      code: string;
      state: string;
    }>(
      `SELECT r.id, r.member_id, r.item_id, i.code AS item_code, i.names, r.points, r.code, r.state
         FROM points_redemptions r JOIN points_items i ON i.id = r.item_id WHERE r.id = $1 OR r.code = $2 FOR UPDATE OF r`,
      [id, redemption],
    );
    if (!row) return { ok: false, line: `No redemption ${redemption}.` };
    const name = `Redemption ${row.id} (${row.code})`;
    if (row.state !== 'processing') return { ok: false, line: `${name} is ${row.state} already; nothing was changed.` };
    // The member before the item, in the order a redemption takes them (platform/handlers/points/redeem.ts):
    // a rejection that took the item first and then waited on the member (its points entry's key)
    // could deadlock with that member redeeming the same item at the same moment.
    await lockMember(tx, row.member_id);
    if (action === 'deliver') {
      await tx.query("UPDATE points_redemptions SET state = 'delivered', delivery_code = $2, settled_at = $3 WHERE id = $1", [
        row.id,
        code?.trim() || null,
        new Date(now),
      ]);
      const voucher = code?.trim();
      await sendMessage(
        tx,
        row.member_id,
        voucher ? 'mallDeliveredCode' : 'mallDelivered',
        { reference: row.code, item: row.names, ...(voucher ? { code: voucher } : {}) },
        new Date(now),
      );
      return { ok: true, line: `${name} is delivered${code ? ` with code ${code.trim()}` : ''}.` };
    }
    await tx.query("UPDATE points_redemptions SET state = 'rejected', reason = $2, settled_at = $3 WHERE id = $1", [row.id, reason!.trim(), new Date(now)]);
    await tx.query('UPDATE points_items SET stock = stock + 1 WHERE id = $1', [row.item_id]);
    await tx.query("INSERT INTO points_entries (member_id, points, kind, reference, note, created_at) VALUES ($1, $2, 'refund', $3, $4, $5)", [
      row.member_id,
      row.points,
      `refund:${row.id}`,
      row.item_code,
      new Date(now),
    ]);
    await sendMessage(
      tx,
      row.member_id,
      'mallRejected',
      { reference: row.code, item: row.names, reason: reason!.trim(), points: String(row.points) },
      new Date(now),
    );
    return { ok: true, line: `${name} is rejected: ${row.points} points returned.` };
  });
}

/** The queued form of {@link operateRedemption}, for a server that holds the database. Answers `ok|line`. */
export const mallCommand =
  (db: Database, now: () => number) =>
  async (key: string, value: unknown): Promise<string | null> => {
    if (key !== MALL_COMMAND_KEY) return null;
    const { action, redemption, code, reason } = (value ?? {}) as Record<string, unknown>;
    if ((action !== 'deliver' && action !== 'reject') || typeof redemption !== 'string') return 'error|Malformed mall command.';
    const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
    const { ok, line } = await operateRedemption(db, action, redemption, { code: text(code), reason: text(reason) }, now());
    return `${ok ? 'ok' : 'error'}|${line}`;
  };
