import { randomBytes, randomUUID } from 'node:crypto';
import type { Delivery } from '../../src/contract/validation/delivery';
import type { Queryable } from '../db/index';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { addRequirement } from '../wallet/turnover';

/**
 * The points mall's rules (issue 15 item 6; docs/decisions/0038-points-mall.md). Points are their
 * own ledger, `points_entries`: a balance is the SUM of a member's entries, and each entry's
 * reference is unique per member, so a bet earns once (`bet:<id>`), a redemption spends once
 * (`redeem:<id>`) and a conversion once (its reference, which its cash ledger entry carries too).
 * Points never expire (docs/product.md §9).
 */
export const POINTS_RULES = {
  /** ₱10 of valid bet earns one point, whole points per bet (a ₱25 stake earns 2). */
  stakePerPointMinor: 1_000n,
  /** One point converts to ₱0.10: 100 points are ₱10, a 1% return on the bets that earned them. */
  cashPerPointMinor: 10n,
  minConvertPoints: 100,
  /** The converted cash is a bonus: played once before it is withdrawable (platform/wallet/turnover.ts). */
  convertTurnoverMultiple: 1,
} as const;

export const pointsForStake = (stakeMinor: bigint): bigint => stakeMinor / POINTS_RULES.stakePerPointMinor;

/**
 * Earns the points of one settled bet, in the bet's own transaction (called where bets settle: a
 * demo-game round in platform/demo-game/round.ts, a lottery ticket when its draw settles it in
 * platform/lottery/draws.ts). Once per bet: the reference is the bet's (`bet:<id>`,
 * `lottery:<id>`), unique per member. A stake below one point's worth earns nothing.
 */
export async function earnForBet(
  db: Queryable,
  bet: { memberId: bigint; betId: string; stakeMinor: bigint; gameCode: string; at: number; lottery?: boolean },
): Promise<void> {
  const points = pointsForStake(bet.stakeMinor);
  if (points <= 0n) return;
  await db.query(
    `INSERT INTO points_entries (member_id, points, kind, reference, bet_id, lottery_bet_id, note, created_at)
     VALUES ($1, $2, 'earn', $3, $4, $5, $6, $7) ON CONFLICT (member_id, reference) DO NOTHING`,
    [
      bet.memberId,
      points,
      `${bet.lottery ? 'lottery' : 'bet'}:${bet.betId}`,
      bet.lottery ? null : bet.betId,
      bet.lottery ? bet.betId : null,
      bet.gameCode,
      new Date(bet.at),
    ],
  );
}

export async function pointsOf(db: Queryable, memberId: bigint): Promise<{ balance: bigint; earned: bigint; spent: bigint }> {
  const [row] = await db.query<{ earned: bigint; spent: bigint }>(
    `SELECT COALESCE(SUM(points) FILTER (WHERE points > 0), 0)::bigint AS earned,
            COALESCE(-SUM(points) FILTER (WHERE points < 0), 0)::bigint AS spent
       FROM points_entries WHERE member_id = $1`,
    [memberId],
  );
  const earned = BigInt(row?.earned ?? 0);
  const spent = BigInt(row?.spent ?? 0);
  return { balance: earned - spent, earned, spent };
}

export interface ItemRow {
  id: number;
  code: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  pricePoints: bigint;
  stock: number;
  picture: string;
  minVipRank: number | null;
  minVipNames: Record<string, string> | null;
  limitPerMember: number | null;
  /** Physical items need delivery details (docs/decisions/0070-points-mall-delivery.md). */
  kind: 'physical' | 'virtual';
  sizes: string[];
}

/** The catalogue in display order; `lock` locks the rows for a redemption's transaction. */
export async function catalogue(db: Queryable, options: { id?: number; lock?: boolean } = {}): Promise<ItemRow[]> {
  const rows = await db.query<{
    id: number;
    code: string;
    names: Record<string, string>;
    descriptions: Record<string, string>;
    price_points: bigint;
    stock: number;
    picture: string;
    min_vip_rank: number | null;
    limit_per_member: number | null;
    kind: 'physical' | 'virtual';
    sizes: string[];
    vip_names: Record<string, string> | null;
    vip_label: string | null;
  }>(
    `SELECT i.id, i.code, i.names, i.descriptions, i.price_points, i.stock, i.picture, i.min_vip_rank, i.limit_per_member, i.kind, i.sizes,
            v.names AS vip_names, v.label_name AS vip_label
       FROM points_items i LEFT JOIN vip_levels v ON v.rank_level = i.min_vip_rank
      WHERE ($1::int IS NULL OR i.id = $1) ORDER BY i.sort, i.id ${options.lock ? 'FOR UPDATE OF i' : ''}`,
    [options.id ?? null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    names: row.names,
    descriptions: row.descriptions,
    pricePoints: BigInt(row.price_points),
    stock: Number(row.stock),
    picture: row.picture,
    minVipRank: row.min_vip_rank === null ? null : Number(row.min_vip_rank),
    minVipNames: row.min_vip_rank === null ? null : { EN: row.vip_label ?? '', ...(row.vip_names ?? {}) },
    limitPerMember: row.limit_per_member === null ? null : Number(row.limit_per_member),
    kind: row.kind,
    sizes: row.sizes,
  }));
}

/** A name in a language, English when the item has none in it. */
export const named = (names: Record<string, string> | null, language: string): string => (names ? (names[language.toUpperCase()] ?? names.EN ?? '') : '');

export type Unavailable = 'outOfStock' | 'vipTooLow' | 'limitReached' | 'tooFewPoints';

/** What decides a member's availability: rank, points, redemptions per item. */
export async function memberStanding(db: Queryable, memberId: bigint): Promise<{ rank: number; balance: bigint; redeemed: Map<number, number> }> {
  const [member] = await db.query<{ rank: number | null }>('SELECT club_rank_level AS rank FROM members WHERE id = $1', [memberId]);
  const counts = await db.query<{ item_id: number; count: number }>(
    'SELECT item_id, COUNT(*)::int AS count FROM points_redemptions WHERE member_id = $1 GROUP BY item_id',
    [memberId],
  );
  const { balance } = await pointsOf(db, memberId);
  return { rank: Number(member?.rank ?? 0), balance, redeemed: new Map(counts.map((row) => [Number(row.item_id), Number(row.count)])) };
}

/** The first reason a member may not redeem an item, in the order a player can do something about it last; null when they may. */
export function unavailable(item: ItemRow, standing: { rank: number; balance: bigint; redeemed: Map<number, number> }): Unavailable | null {
  if (item.stock <= 0) return 'outOfStock';
  if (item.minVipRank !== null && standing.rank < item.minVipRank) return 'vipTooLow';
  if (item.limitPerMember !== null && (standing.redeemed.get(item.id) ?? 0) >= item.limitPerMember) return 'limitReached';
  if (standing.balance < item.pricePoints) return 'tooFewPoints';
  return null;
}

/** A redemption code: `PM-` and ten characters from an alphabet without look-alikes (0/O, 1/I). */
export function redemptionCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `PM-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Redeems an item the caller has checked ({@link unavailable} null, the payment password right,
 * a physical item's delivery details valid), in the caller's transaction: one stock less, the
 * redemption row with its delivery details and its points entry.
 */
export async function recordRedemption(
  db: Queryable,
  redemption: { memberId: bigint; item: ItemRow; now: number; state?: 'processing' | 'delivered'; delivery?: Delivery | null },
) {
  const at = new Date(redemption.now);
  await db.query('UPDATE points_items SET stock = stock - 1 WHERE id = $1', [redemption.item.id]);
  const code = redemptionCode();
  const delivery = redemption.delivery ?? null;
  const [row] = await db.query<{ id: bigint }>(
    'INSERT INTO points_redemptions (member_id, item_id, points, code, state, created_at, delivery) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [redemption.memberId, redemption.item.id, redemption.item.pricePoints, code, redemption.state ?? 'processing', at, delivery],
  );
  const id = Number(row!.id);
  await db.query(`INSERT INTO points_entries (member_id, points, kind, reference, note, created_at) VALUES ($1, $2, 'redeem', $3, $4, $5)`, [
    redemption.memberId,
    -redemption.item.pricePoints,
    `redeem:${id}`,
    redemption.item.code,
    at,
  ]);
  return { id, code, state: redemption.state ?? 'processing', at, delivery };
}

export const cashForPoints = (points: bigint): bigint => points * POINTS_RULES.cashPerPointMinor;

/**
 * Converts points the caller has checked (at least the minimum, at most the balance, payment
 * password right) in the caller's transaction: the conversion row, the points debit, the cash
 * credit (ledger kind POINTS_CONVERSION under the same reference) and its turnover requirement.
 */
export async function recordConversion(db: Queryable, conversion: { memberId: bigint; points: bigint; now: number }) {
  const at = new Date(conversion.now);
  const cash = cashForPoints(conversion.points);
  const reference = `points:${randomUUID()}`;
  await db.query('INSERT INTO points_conversions (member_id, points, cash_minor, reference, created_at) VALUES ($1, $2, $3, $4, $5)', [
    conversion.memberId,
    conversion.points,
    cash,
    reference,
    at,
  ]);
  await db.query(`INSERT INTO points_entries (member_id, points, kind, reference, note, created_at) VALUES ($1, $2, 'convert', $3, '', $4)`, [
    conversion.memberId,
    -conversion.points,
    reference,
    at,
  ]);
  const credited = await postEntry(db, { memberId: conversion.memberId, amountMinor: cash, kind: 'POINTS_CONVERSION', reference, at: conversion.now });
  if (!credited) throw new Error(`points conversion ${reference}: already in the ledger`);
  const turnover = cash * BigInt(POINTS_RULES.convertTurnoverMultiple);
  if (turnover > 0n) await addRequirement(db, { memberId: conversion.memberId, bonusMinor: cash, requiredMinor: turnover, startsAt: at, source: reference });
  return { cash, turnover, balance: await balanceMinor(db, conversion.memberId, 'MAIN') };
}
