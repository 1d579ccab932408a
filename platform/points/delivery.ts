import type { Delivery } from '../../src/contract/validation/delivery';
import type { Queryable } from '../db/index';
import { catalogue, type ItemRow } from './points';

/**
 * A player changes a physical redemption's delivery details (issue 34 item 9;
 * docs/decisions/0070-points-mall-delivery.md), only while it is `processing`
 * (platform/handlers/points/delivery.ts). The redemption row is locked first (`FOR UPDATE`),
 * the lock the operator's `mall deliver|reject` takes (platform/points/operator.ts), so a change
 * and a shipment never cross: the operator ships the details the player last saved, or the
 * player is told it has shipped.
 */
export async function lockedRedemption(
  db: Queryable,
  memberId: bigint,
  redemptionId: number,
): Promise<{ state: 'processing' | 'delivered' | 'rejected'; item: ItemRow | undefined } | null> {
  const [row] = await db.query<{ item_id: number; state: 'processing' | 'delivered' | 'rejected' }>(
    'SELECT item_id, state FROM points_redemptions WHERE id = $1 AND member_id = $2 FOR UPDATE',
    [redemptionId, memberId],
  );
  if (!row) return null;
  const [item] = await catalogue(db, { id: Number(row.item_id) });
  return { state: row.state, item };
}

/** Writes checked details in the caller's transaction, after {@link lockedRedemption}. */
export async function saveDelivery(db: Queryable, redemptionId: number, delivery: Delivery, now: number): Promise<void> {
  await db.query('UPDATE points_redemptions SET delivery = $2, delivery_changed_at = $3 WHERE id = $1', [redemptionId, delivery, new Date(now)]);
}
