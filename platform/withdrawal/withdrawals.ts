import { randomBytes } from 'node:crypto';
import { WITHDRAWAL_STATES, type WireWithdrawal, type WithdrawalState } from '../../src/contract/calls/withdrawal';
import type { Queryable } from '../db/index';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { minorToMajor } from '../wallet/money';
import { turnoverStanding } from '../wallet/turnover';

/**
 * Withdrawals (issue 13 item 4; docs/platform-api.md "Withdrawals (reference platform)"). At
 * submission the amount is HELD: the ledger entry `withdrawal:<reference>:hold` takes it out of
 * the main wallet at once. The operator then moves the request on (operator.ts); a rejection
 * returns the amount by the entry `withdrawal:<reference>:refund`. The player cannot cancel.
 */
export const WITHDRAWAL_MIN_MINOR = 10_000n;
export const WITHDRAWAL_MAX_MINOR = 10_000_000n;
/** docs/product.md §9's received-confirmation time-out (its `{0}`): the player contacts support after it. */
export const CONFIRM_MINUTES = 30;
/** The merchant's day for daily limits: Manila time (UTC+8, no daylight saving). */
const DAY_OFFSET_MS = 8 * 3600_000;

export const dayStart = (now: number): Date => new Date(Math.floor((now + DAY_OFFSET_MS) / 86_400_000) * 86_400_000 - DAY_OFFSET_MS);

export interface DailyLimits {
  amount: bigint;
  count: number;
  usedAmount: bigint;
  usedCount: number;
}

/** The member's VIP level's daily limits (the lowest level when none) and today's use of them; rejected ones do not count. */
export async function dailyLimits(db: Queryable, memberId: bigint, now: number): Promise<DailyLimits> {
  const [level] = await db.query<{ daily_withdrawal_limit_minor: bigint; daily_withdrawal_count: number }>(
    `SELECT v.daily_withdrawal_limit_minor, v.daily_withdrawal_count FROM vip_levels v
     WHERE v.rank_level = COALESCE((SELECT club_rank_level FROM members WHERE id = $1), (SELECT MIN(rank_level) FROM vip_levels))`,
    [memberId],
  );
  const [used] = await db.query<{ amount: bigint; count: number }>(
    `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS amount, COUNT(*)::int AS count FROM withdrawals
     WHERE member_id = $1 AND created_at >= $2 AND state <> 'rejected'`,
    [memberId, dayStart(now)],
  );
  return {
    amount: BigInt(level?.daily_withdrawal_limit_minor ?? 0),
    count: Number(level?.daily_withdrawal_count ?? 0),
    usedAmount: BigInt(used?.amount ?? 0),
    usedCount: Number(used?.count ?? 0),
  };
}

export interface Balances {
  available: bigint;
  withdrawable: bigint;
  turnover: { required: bigint; played: bigint };
}

/** The main wallet and what of it may leave: the balance less the bonus its unplayed turnover still locks. */
export async function balances(db: Queryable, memberId: bigint): Promise<Balances> {
  const available = await balanceMinor(db, memberId, 'MAIN');
  const standing = await turnoverStanding(db, memberId);
  const free = available - standing.locked;
  return { available, withdrawable: free > 0n ? free : 0n, turnover: { required: standing.required, played: standing.played } };
}

interface WithdrawalRow {
  reference: string;
  amount_minor: bigint;
  state: WithdrawalState;
  reason: string | null;
  bank_name: string;
  account_number: string;
}

/** The member's latest withdrawals with their timelines, newest first, as the contract answers them. */
export async function recentWithdrawals(db: Queryable, memberId: bigint, limit = 10, reference?: string): Promise<WireWithdrawal[]> {
  const rows = await db.query<WithdrawalRow>(
    `SELECT w.reference, w.amount_minor, w.state, w.reason, b.name AS bank_name, a.account_number
     FROM withdrawals w JOIN withdrawal_accounts a ON a.id = w.account_id JOIN banks b ON b.code = a.bank_code
     WHERE w.member_id = $1 AND ($3::text IS NULL OR w.reference = $3) ORDER BY w.created_at DESC, w.reference DESC LIMIT $2`,
    [memberId, limit, reference ?? null],
  );
  if (rows.length === 0) return [];
  const events = await db.query<{ reference: string; state: WithdrawalState; at: Date }>(
    // Steps of one instant (approve passes through inReview) keep the states' order.
    'SELECT reference, state, at FROM withdrawal_events WHERE reference = ANY($1::text[]) ORDER BY at, array_position($2::text[], state)',
    [rows.map((row) => row.reference), WITHDRAWAL_STATES],
  );
  return rows.map((row) => ({
    reference: row.reference,
    amount: minorToMajor(BigInt(row.amount_minor)),
    state: row.state,
    bankName: row.bank_name,
    last4: row.account_number.slice(-4),
    reason: row.reason,
    timeline: events.filter((event) => event.reference === row.reference).map((event) => ({ state: event.state, at: new Date(event.at).toISOString() })),
  }));
}

export type AmountProblem =
  | { reason: 'amountBelowMin'; min: bigint }
  | { reason: 'amountAboveMax'; max: bigint }
  | { reason: 'amountAboveWithdrawable'; max: bigint }
  | { reason: 'dailyCountReached'; count: number }
  | { reason: 'dailyAmountReached'; left: bigint };

/** The first rule an amount breaks, or null: bounds, then the daily count and amount, then what is withdrawable. */
export function amountProblem(amount: bigint, daily: DailyLimits, withdrawable: bigint): AmountProblem | null {
  if (amount < WITHDRAWAL_MIN_MINOR) return { reason: 'amountBelowMin', min: WITHDRAWAL_MIN_MINOR };
  if (amount > WITHDRAWAL_MAX_MINOR) return { reason: 'amountAboveMax', max: WITHDRAWAL_MAX_MINOR };
  if (daily.usedCount >= daily.count) return { reason: 'dailyCountReached', count: daily.count };
  const left = daily.amount - daily.usedAmount;
  if (amount > left) return { reason: 'dailyAmountReached', left: left > 0n ? left : 0n };
  if (amount > withdrawable) return { reason: 'amountAboveWithdrawable', max: withdrawable };
  return null;
}

/** A reference the player and the operator can read out: `W` and 12 hex digits. */
export const newReference = (prefix: string): string => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Records a withdrawal and holds its amount, in the caller's transaction (the money call's). */
export async function createWithdrawal(db: Queryable, request: { memberId: bigint; accountId: number; amount: bigint; now: number }): Promise<string> {
  const reference = newReference('W');
  const at = new Date(request.now);
  await db.query("INSERT INTO withdrawals (reference, member_id, account_id, amount_minor, state, created_at) VALUES ($1, $2, $3, $4, 'submitted', $5)", [
    reference,
    request.memberId,
    request.accountId,
    request.amount,
    at,
  ]);
  await db.query("INSERT INTO withdrawal_events (reference, state, at) VALUES ($1, 'submitted', $2)", [reference, at]);
  await postEntry(db, { memberId: request.memberId, amountMinor: -request.amount, kind: 'WITHDRAWAL_HOLD', reference: `withdrawal:${reference}:hold` });
  return reference;
}
