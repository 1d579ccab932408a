import { randomBytes, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import { lockMember, postEntry } from '../wallet/ledger';
import { grantOrderBonus, joinOffer, type BonusOffer } from './bonus';
import { sendMessage } from '../messages/store';
import { afterDeposit } from '../rewards/events';

/**
 * Deposit orders (docs/platform-api.md "Deposits", docs/decisions/0026-vendor-wallets-and-deposits.md).
 * An order is PENDING until it is paid, failed or past its time; paying it posts ONE ledger entry
 * whose reference is the order's reference, in the same transaction as the status change, so the
 * wallet is credited once whoever confirms it and however often.
 */

/** How long an unpaid order waits for its money. */
export const DEPOSIT_ORDER_TTL_MS = 30 * 60_000;
/** How often the platform expires orders past their time (they also expire when read). */
export const EXPIRY_PASS_MS = 30_000;

export interface ChannelRow {
  code: string;
  name: string;
  kind: 'bank' | 'ewallet' | 'crypto';
  min_minor: bigint;
  max_minor: bigint;
  fee_fixed_minor: bigint;
  fee_bps: number;
  processing_minutes: number;
  is_open: boolean;
  receiving_name: string | null;
  receiving_account: string | null;
  receiving_bank: string | null;
}

export interface OrderRow {
  reference: string;
  member_id: bigint;
  channel_code: string;
  channel_name: string;
  kind: ChannelRow['kind'];
  amount_minor: bigint;
  fee_minor: bigint;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  pay_token: string;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  receiving_name: string | null;
  receiving_account: string | null;
  receiving_bank: string | null;
  /** The promotion the order joined (./bonus.ts), its planned bonus and what became of it. */
  promotion_id: number | null;
  bonus_minor: bigint;
  bonus_status: 'PENDING' | 'GRANTED' | 'NOT_GRANTED' | null;
  /** The promotion's titles by language, when it joined one. */
  promotion_titles: Record<string, string> | null;
}

export const listChannels = (db: Queryable): Promise<ChannelRow[]> => db.query<ChannelRow>('SELECT * FROM deposit_channels ORDER BY sort, code');

/** The fee on top of `amount`: fixed plus basis points, rounded up to a whole minor unit (never in the player's favour by a fraction). */
export const feeMinor = (channel: Pick<ChannelRow, 'fee_fixed_minor' | 'fee_bps'>, amount: bigint): bigint =>
  BigInt(channel.fee_fixed_minor) + (amount * BigInt(channel.fee_bps) + 9_999n) / 10_000n;

const ORDER_SELECT = `SELECT o.*, c.name AS channel_name, c.kind, c.receiving_name, c.receiving_account, c.receiving_bank,
    (SELECT jsonb_object_agg(language, title) FROM promotion_texts WHERE promotion_id = o.promotion_id) AS promotion_titles
  FROM deposit_orders o JOIN deposit_channels c ON c.code = o.channel_code`;

/** Marks pending orders past their time as expired (all, or one member's); answers how many. */
export async function expireDue(db: Queryable, now: number, memberId?: bigint): Promise<number> {
  const rows = await db.query(
    `UPDATE deposit_orders SET status = 'EXPIRED', settled_at = expires_at, bonus_status = CASE WHEN promotion_id IS NULL THEN NULL ELSE 'NOT_GRANTED' END
     WHERE status = 'PENDING' AND expires_at <= $1 AND ($2::bigint IS NULL OR member_id = $2) RETURNING reference`,
    [new Date(now), memberId ?? null],
  );
  return rows.length;
}

export type CreateOutcome =
  | { ok: true; order: OrderRow }
  | { ok: false; reason: 'unknownChannel' | 'closed' | 'belowMin' | 'aboveMax'; channel?: ChannelRow }
  | { ok: false; reason: 'bonusUnknown' | 'bonusIneligible' }
  | { ok: false; reason: 'bonusBelowMin'; offer: BonusOffer };

const referenceAt = (now: number): string => {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `DP${day}${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
};

/**
 * Creates a pending order after checking the channel (open, amount within its limits) and, when
 * the player joins a promotion, that they may join it with this amount (./bonus.ts).
 */
export async function createOrder(
  db: Queryable,
  memberId: bigint,
  request: { channel: string; amountMinor: bigint; now: number; promotionId?: number | undefined },
): Promise<CreateOutcome> {
  const [channel] = await db.query<ChannelRow>('SELECT * FROM deposit_channels WHERE code = $1', [request.channel]);
  if (!channel) return { ok: false, reason: 'unknownChannel' };
  if (!channel.is_open) return { ok: false, reason: 'closed', channel };
  if (request.amountMinor < BigInt(channel.min_minor)) return { ok: false, reason: 'belowMin', channel };
  if (request.amountMinor > BigInt(channel.max_minor)) return { ok: false, reason: 'aboveMax', channel };
  let bonus: { promotionId: number; bonusMinor: bigint } | null = null;
  if (request.promotionId !== undefined) {
    const joined = await joinOffer(db, memberId, request.promotionId, request.amountMinor, request.now);
    if (!joined.ok && joined.reason === 'belowMin') return { ok: false, reason: 'bonusBelowMin', offer: joined.rule };
    if (!joined.ok) return { ok: false, reason: joined.reason === 'unknown' ? 'bonusUnknown' : 'bonusIneligible' };
    bonus = { promotionId: request.promotionId, bonusMinor: joined.bonusMinor };
  }
  const reference = referenceAt(request.now);
  await db.query(
    `INSERT INTO deposit_orders (reference, member_id, channel_code, amount_minor, fee_minor, pay_token, created_at, expires_at,
       promotion_id, bonus_minor, bonus_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      reference,
      memberId,
      channel.code,
      request.amountMinor,
      feeMinor(channel, request.amountMinor),
      randomBytes(24).toString('base64url'),
      new Date(request.now),
      new Date(request.now + DEPOSIT_ORDER_TTL_MS),
      bonus?.promotionId ?? null,
      bonus?.bonusMinor ?? 0n,
      bonus ? 'PENDING' : null,
    ],
  );
  const [order] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.reference = $1`, [reference]);
  return { ok: true, order: order! };
}

/** One member's order (expired first if past its time), or null. */
export async function findOrder(db: Queryable, memberId: bigint, reference: string, now: number): Promise<OrderRow | null> {
  await expireDue(db, now, memberId);
  const [order] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.reference = $1 AND o.member_id = $2`, [reference, memberId]);
  return order ?? null;
}

export async function recentOrders(db: Queryable, memberId: bigint, now: number): Promise<OrderRow[]> {
  await expireDue(db, now, memberId);
  return db.query<OrderRow>(`${ORDER_SELECT} WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.reference DESC LIMIT 20`, [memberId]);
}

/** An order by its provider-page token (any member), or null. */
export async function orderByToken(db: Queryable, token: string, now: number): Promise<OrderRow | null> {
  await expireDue(db, now);
  const [order] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.pay_token = $1`, [token]);
  return order ?? null;
}

export type SettleOutcome = { ok: true; order: OrderRow } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'settled'; status: OrderRow['status'] };

/**
 * Pays or fails a pending order (the operator's command, the provider page). In one transaction:
 * the order row is locked, an order past its time is expired instead, a settled one is refused,
 * and a payment posts the DEPOSIT entry under the order's reference. Nothing moves on a refusal.
 */
export async function settleOrder(db: Database, reference: string, to: 'PAID' | 'FAILED', now: number): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.query<Pick<OrderRow, 'member_id'>>('SELECT member_id FROM deposit_orders WHERE reference = $1', [reference]);
    if (!owner) return { ok: false, reason: 'notFound' } as const;
    // The member's row first, as every money path takes it (then the order's): two of one member's
    // orders paid at once queue here, so the second sees the first's deposit (a first-deposit-only
    // bonus goes once; deposit missions count both).
    await lockMember(tx, owner.member_id);
    const [row] = await tx.query<Pick<OrderRow, 'status' | 'expires_at' | 'member_id' | 'amount_minor' | 'promotion_id' | 'bonus_minor'>>(
      'SELECT status, expires_at, member_id, amount_minor, promotion_id, bonus_minor FROM deposit_orders WHERE reference = $1 FOR UPDATE',
      [reference],
    );
    if (!row) return { ok: false, reason: 'notFound' } as const;
    if (row.status === 'PENDING' && new Date(row.expires_at).getTime() <= now) {
      await tx.query(
        `UPDATE deposit_orders SET status = 'EXPIRED', settled_at = expires_at, bonus_status = CASE WHEN promotion_id IS NULL THEN NULL ELSE 'NOT_GRANTED' END WHERE reference = $1`,
        [reference],
      );
      return { ok: false, reason: 'settled', status: 'EXPIRED' } as const;
    }
    if (row.status !== 'PENDING') return { ok: false, reason: 'settled', status: row.status } as const;
    await tx.query('UPDATE deposit_orders SET status = $2, settled_at = $3 WHERE reference = $1', [reference, to, new Date(now)]);
    if (to === 'PAID') {
      const credited = await postEntry(tx, { memberId: row.member_id, amountMinor: BigInt(row.amount_minor), kind: 'DEPOSIT', reference, at: now });
      // A credit without its order going PENDING → PAID would be a corrupt ledger: refuse rather than pay twice.
      if (!credited) throw new Error(`deposit ${reference}: already in the ledger`);
      await sendMessage(tx, row.member_id, 'depositConfirmed', { amount: String(row.amount_minor), reference }, new Date(now));
      // Deposit missions and the inviter's referral reward, with the credit (docs/decisions/0039).
      await afterDeposit(tx, BigInt(row.member_id), now);
    }
    if (row.promotion_id !== null) {
      const memberId = BigInt(row.member_id);
      const status =
        to === 'PAID'
          ? await grantOrderBonus(
              tx,
              { reference, memberId, amountMinor: BigInt(row.amount_minor), promotionId: row.promotion_id, bonusMinor: BigInt(row.bonus_minor) },
              now,
            )
          : 'NOT_GRANTED';
      await tx.query('UPDATE deposit_orders SET bonus_status = $2 WHERE reference = $1', [reference, status]);
    }
    const [order] = await tx.query<OrderRow>(`${ORDER_SELECT} WHERE o.reference = $1`, [reference]);
    return { ok: true, order: order! } as const;
  });
}
