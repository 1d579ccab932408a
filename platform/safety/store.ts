import type { Queryable } from '../db/index';
import { liveLotteryBet } from '../wallet/stakes';
import { lockMember } from '../wallet/ledger';
import {
  type Block,
  blockHolds,
  classifyChange,
  type LimitKind,
  limitInForce,
  type MoneyKind,
  pendingPhase,
  PERIOD_MS,
  type Period,
  type Usage,
} from './rules';

/**
 * The platform's safer-gambling records (migration 0013; docs/decisions/0029-safer-gambling.md):
 * limits, their pending raises, blocks and usage. Usage is summed from the money's own tables on
 * each ask (deposit orders, demo-game rounds, lottery bets, vendor-wallet ledger legs), so it
 * always agrees with the ledger. Every function takes the caller's database or transaction.
 */

export interface LimitRow {
  source: 'player' | 'operator';
  kind: LimitKind;
  period: Period | 'session';
  amount: bigint;
}

export interface PendingRow {
  kind: LimitKind;
  period: Period | 'session';
  amount: bigint | null;
  requestedAt: number;
}

export async function readLimits(db: Queryable, memberId: bigint): Promise<LimitRow[]> {
  const rows = await db.query<{ source: LimitRow['source']; kind: LimitKind; period: LimitRow['period']; amount: bigint }>(
    'SELECT source, kind, period, amount FROM safety_limits WHERE member_id = $1',
    [memberId],
  );
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}

/** The pending raises and removals that have not lapsed (lapsed ones are deleted as they are read). */
export async function readPending(db: Queryable, memberId: bigint, now: number): Promise<PendingRow[]> {
  const rows = await db.query<{ kind: LimitKind; period: PendingRow['period']; amount: bigint | null; requested_at: Date }>(
    'SELECT kind, period, amount, requested_at FROM safety_pending WHERE member_id = $1',
    [memberId],
  );
  const pending: PendingRow[] = [];
  for (const row of rows) {
    const requestedAt = new Date(row.requested_at).getTime();
    if (pendingPhase(requestedAt, now) === 'lapsed') {
      await db.query('DELETE FROM safety_pending WHERE member_id = $1 AND kind = $2 AND period = $3', [memberId, row.kind, row.period]);
    } else {
      pending.push({ kind: row.kind, period: row.period, amount: row.amount === null ? null : BigInt(row.amount), requestedAt });
    }
  }
  return pending;
}

/** The limit in force for one kind and period (player's or operator's, the lower). */
export function inForce(limits: readonly LimitRow[], kind: LimitKind, period: LimitRow['period']) {
  const of = (source: LimitRow['source']) => limits.find((row) => row.source === source && row.kind === kind && row.period === period)?.amount ?? null;
  return { ...limitInForce(of('player'), of('operator')), player: of('player'), operator: of('operator') };
}

export type ChangeResult = 'applied' | 'pending' | 'same';

/**
 * The player's change of one limit (amount null: remove). Adding or lowering applies at once
 * and drops any pending raise; raising or removing is kept pending (rules.ts).
 */
export async function changePlayerLimit(
  db: Queryable,
  memberId: bigint,
  change: { kind: LimitKind; period: LimitRow['period']; amount: bigint | null; now: number },
): Promise<ChangeResult> {
  // Two changes at once queue on the member's row: else two lowers could both read the old limit,
  // and the higher of them, committed last, would raise the other without the cooling-off.
  await lockMember(db, memberId);
  const current = inForce(await readLimits(db, memberId), change.kind, change.period).player;
  const how = classifyChange(current, change.amount);
  const key = [memberId, change.kind, change.period];
  if (how === 'same') {
    await db.query('DELETE FROM safety_pending WHERE member_id = $1 AND kind = $2 AND period = $3', key);
    return 'same';
  }
  if (how === 'immediate') {
    await setLimit(db, memberId, 'player', change);
    await db.query('DELETE FROM safety_pending WHERE member_id = $1 AND kind = $2 AND period = $3', key);
    return 'applied';
  }
  await db.query(
    `INSERT INTO safety_pending (member_id, kind, period, amount, requested_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount, requested_at = EXCLUDED.requested_at`,
    [...key, change.amount, new Date(change.now)],
  );
  return 'pending';
}

/** Sets (or with amount null removes) a limit of either source at once: the operator's way, and a confirmed raise. */
export async function setLimit(
  db: Queryable,
  memberId: bigint,
  source: LimitRow['source'],
  change: { kind: LimitKind; period: LimitRow['period']; amount: bigint | null; now: number },
): Promise<void> {
  if (change.amount === null) {
    await db.query('DELETE FROM safety_limits WHERE member_id = $1 AND source = $2 AND kind = $3 AND period = $4', [
      memberId,
      source,
      change.kind,
      change.period,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO safety_limits (member_id, source, kind, period, amount, set_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, source, kind, period) DO UPDATE SET amount = EXCLUDED.amount, set_at = EXCLUDED.set_at`,
    [memberId, source, change.kind, change.period, change.amount, new Date(change.now)],
  );
}

/** Confirms a pending raise or removal once its cooling-off is over; false when there is none to confirm. */
export async function confirmPending(db: Queryable, memberId: bigint, kind: LimitKind, period: LimitRow['period'], now: number): Promise<boolean> {
  // As `changePlayerLimit`: a lower that commits first drops the pending raise this would apply.
  await lockMember(db, memberId);
  const pending = (await readPending(db, memberId, now)).find((row) => row.kind === kind && row.period === period);
  if (!pending || pendingPhase(pending.requestedAt, now) !== 'confirmable') return false;
  await setLimit(db, memberId, 'player', { kind, period, amount: pending.amount, now });
  await db.query('DELETE FROM safety_pending WHERE member_id = $1 AND kind = $2 AND period = $3', [memberId, kind, period]);
  return true;
}

/**
 * The movements that count against a money limit over the last 30 days (the longest window):
 * deposits paid or still payable; stakes (demo game, lottery, money sent to a vendor wallet);
 * and for losses, stakes less wins (a round's win, a lottery payout when settled, money brought
 * back from a vendor wallet). A lottery bet's legs, and one vendor wallet's legs, share a pool
 * (`Usage.pool`): what comes back offsets only what went in within the window. Ledger legs carry
 * the database's clock (`now()`), not the platform's injectable one: one later than `now` counts
 * as made at `now`.
 */
export async function usageOf(db: Queryable, memberId: bigint, kind: MoneyKind, now: number): Promise<Usage[]> {
  const since = new Date(now - PERIOD_MS.month);
  const until = new Date(now);
  const sql = {
    deposit: `SELECT created_at AS at, amount_minor AS amount, NULL AS pool FROM deposit_orders
      WHERE member_id = $1 AND created_at > $2 AND created_at <= $3 AND (status = 'PAID' OR (status = 'PENDING' AND expires_at > $3))`,
    wager: `SELECT created_at AS at, stake_minor AS amount, NULL AS pool FROM bets WHERE member_id = $1 AND created_at > $2 AND created_at <= $3
      UNION ALL SELECT created_at, stake_minor, NULL FROM lottery_bets b WHERE member_id = $1 AND created_at > $2 AND created_at <= $3 AND ${liveLotteryBet('b')}
      UNION ALL SELECT LEAST(created_at, $3), amount_minor, NULL FROM ledger_entries WHERE member_id = $1 AND wallet <> 'MAIN' AND amount_minor > 0 AND created_at > $2`,
    loss: `SELECT created_at AS at, stake_minor - win_minor AS amount, NULL AS pool FROM bets WHERE member_id = $1 AND created_at > $2 AND created_at <= $3
      UNION ALL SELECT created_at, stake_minor, 'lottery:' || id FROM lottery_bets b WHERE member_id = $1 AND created_at > $2 AND created_at <= $3 AND ${liveLotteryBet('b')}
      UNION ALL SELECT settled_at, -payout_minor, 'lottery:' || id FROM lottery_bets WHERE member_id = $1 AND payout_minor > 0 AND settled_at > $2 AND settled_at <= $3
      UNION ALL SELECT LEAST(created_at, $3), amount_minor, 'wallet:' || wallet FROM ledger_entries WHERE member_id = $1 AND wallet <> 'MAIN' AND created_at > $2`,
  }[kind];
  const rows = await db.query<{ at: Date; amount: bigint; pool: string | null }>(sql, [memberId, since, until]);
  return rows.map((row) => ({ at: new Date(row.at).getTime(), amount: BigInt(row.amount), ...(row.pool === null ? {} : { pool: row.pool }) }));
}

export interface BlockRow extends Block {
  id: bigint;
  duration: string;
  startsAt: number;
}

/** The member's latest time-out or self-exclusion that holds at `now`, or null. */
export async function blockInForce(db: Queryable, memberId: bigint, now: number): Promise<BlockRow | null> {
  const rows = await db.query<{ id: bigint; kind: Block['kind']; duration: string; starts_at: Date; ends_at: Date | null; lift_requested_at: Date | null }>(
    'SELECT id, kind, duration, starts_at, ends_at, lift_requested_at FROM safety_blocks WHERE member_id = $1 AND starts_at <= $2 ORDER BY starts_at DESC',
    [memberId, new Date(now)],
  );
  for (const row of rows) {
    const block: BlockRow = {
      id: BigInt(row.id),
      kind: row.kind,
      duration: row.duration,
      startsAt: new Date(row.starts_at).getTime(),
      endsAt: row.ends_at === null ? null : new Date(row.ends_at).getTime(),
      liftRequestedAt: row.lift_requested_at === null ? null : new Date(row.lift_requested_at).getTime(),
    };
    if (blockHolds(block, now)) return block;
  }
  return null;
}

/** Starts a time-out or self-exclusion and ends every session of the member (same transaction). */
export async function startBlock(db: Queryable, memberId: bigint, block: { kind: Block['kind']; duration: string; endsAt: number | null; now: number }) {
  await db.query('INSERT INTO safety_blocks (member_id, kind, duration, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    memberId,
    block.kind,
    block.duration,
    new Date(block.now),
    block.endsAt === null ? null : new Date(block.endsAt),
  ]);
  await db.query('DELETE FROM sessions WHERE member_id = $1', [memberId]);
}

export async function realityMinutes(db: Queryable, memberId: bigint): Promise<number | null> {
  const [row] = await db.query<{ reality_minutes: number }>('SELECT reality_minutes FROM safety_settings WHERE member_id = $1', [memberId]);
  return row ? row.reality_minutes : null;
}

/**
 * Applies the session-time limit to the member's open sessions: each ends at its login plus the
 * limit (or, with no limit, has no hard end). resolveSession refuses a session past its hard end.
 */
export async function applySessionLimit(db: Queryable, memberId: bigint): Promise<void> {
  const minutes = inForce(await readLimits(db, memberId), 'session', 'session').amount ?? null;
  await db.query(
    `UPDATE sessions SET hard_end_at = CASE WHEN $2::bigint IS NULL THEN NULL ELSE created_at + make_interval(mins => $2::int) END WHERE member_id = $1`,
    [memberId, minutes === null ? null : Number(minutes)],
  );
}
