import type { Delivery } from '../../src/contract/validation/delivery';
import type { Queryable } from '../db/index';
import { named } from './points';

/**
 * One page of a member's redemptions, newest first, with the item's name in the language and a
 * physical item's delivery details, and the count of all of them; `id` reads one of them.
 */
export async function redemptionsOf(db: Queryable, memberId: bigint, language: string, page: { offset: number; limit: number; id?: number }) {
  const [rows, [counted]] = await Promise.all([
    db.query<{
      id: bigint;
      item_id: number;
      names: Record<string, string>;
      points: bigint;
      state: 'processing' | 'delivered' | 'rejected';
      code: string;
      delivery_code: string | null;
      reason: string | null;
      created_at: Date;
      delivery: Delivery | null;
    }>(
      `SELECT r.id, r.item_id, i.names, r.points, r.state, r.code, r.delivery_code, r.reason, r.created_at, r.delivery FROM points_redemptions r JOIN points_items i ON i.id = r.item_id
      WHERE r.member_id = $1 AND ($4::bigint IS NULL OR r.id = $4) ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, page.offset, page.id ?? null],
    ),
    db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM points_redemptions WHERE member_id = $1', [memberId]),
  ]);
  const redemptions = rows.map((row) => ({
    id: Number(row.id),
    itemId: Number(row.item_id),
    itemName: named(row.names, language),
    points: Number(row.points),
    state: row.state,
    code: row.code,
    deliveryCode: row.delivery_code,
    reason: row.reason,
    at: new Date(row.created_at).toISOString(),
    delivery: row.delivery,
  }));
  return { redemptions, totalRows: Number(counted?.count ?? 0) };
}

/**
 * One page of a member's points entries, newest first, each with the balance after it: a window
 * SUM in entry order, as the account record does for the wallet ledger (platform/records/entries.ts),
 * and the count of all of them. The note is the game's name for an earning, the item's name for
 * a redemption. A member has a few points entries a day at most (one per settled bet that earns),
 * so the window runs over the member's whole history rather than from the page's edge.
 */
export async function pointsEntriesOf(db: Queryable, memberId: bigint, language: string, page: { offset: number; limit: number }) {
  const [rows, [counted]] = await Promise.all([
    db.query<{
      id: bigint;
      kind: 'earn' | 'redeem' | 'convert' | 'refund';
      points: bigint;
      after: bigint;
      game: string | null;
      item: Record<string, string> | null;
      note: string;
      created_at: Date;
    }>(
      `SELECT * FROM (
         SELECT e.id, e.kind, e.points, SUM(e.points) OVER (ORDER BY e.created_at, e.id)::bigint AS after,
                g.name AS game, i.names AS item, e.note, e.created_at
           FROM points_entries e
           LEFT JOIN games g ON e.kind = 'earn' AND g.game_code = e.note
           LEFT JOIN points_items i ON e.kind IN ('redeem', 'refund') AND i.code = e.note
          WHERE e.member_id = $1) listed
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, page.offset],
    ),
    db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM points_entries WHERE member_id = $1', [memberId]),
  ]);
  const entries = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    points: Number(row.points),
    balanceAfter: Number(row.after),
    note: row.game ?? (row.item ? named(row.item, language) : row.note),
    at: new Date(row.created_at).toISOString(),
  }));
  return { entries, totalRows: Number(counted?.count ?? 0) };
}
