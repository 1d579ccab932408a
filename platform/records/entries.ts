import type { EntryType } from '../../src/contract/calls/records';
import type { Queryable } from '../db/index';

/**
 * The account record (issue 14; docs/platform-api.md "Records"): the member's ledger entries
 * with the balance after each. The ledger stores no balances (docs/decisions/0010), so the
 * balance after an entry is a window SUM over the member's entries in ledger order (created_at,
 * then id), over every wallet: the balance the header shows. The window runs from the page's
 * oldest entry, on top of the SUM of the entries before it (docs/decisions/0028-records.md).
 */
const KIND_TYPES: Readonly<Record<string, EntryType>> = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL_HOLD: 'WITHDRAWAL',
  WITHDRAWAL_REFUND: 'WITHDRAWAL',
  TRANSFER_IN: 'TRANSFER',
  TRANSFER_OUT: 'TRANSFER',
  TRANSFER_TO_UPLINE: 'TRANSFER',
  TRANSFER_FROM_DOWNLINE: 'TRANSFER',
  GAME_STAKE: 'BET',
  LOTTERY_STAKE: 'BET',
  // A void lottery bet's stake returned (its draw cancelled): the bet undone, so it sits with the bets.
  LOTTERY_REFUND: 'BET',
  GAME_WIN: 'WIN',
  LOTTERY_WIN: 'WIN',
  BONUS: 'BONUS',
  DEPOSIT_BONUS: 'BONUS',
  REWARD: 'BONUS',
  REBATE: 'BONUS',
  RAFFLE_PRIZE: 'BONUS',
  POINTS_CONVERSION: 'BONUS',
  // An agent's pay (docs/decisions/0043-agent-pay.md): salaries, dividend and commission.
  AGENT_SALARY: 'AGENT_PAY',
  AGENT_DIVIDEND: 'AGENT_PAY',
  AGENT_COMMISSION: 'AGENT_PAY',
};

/** A ledger kind's group; kinds not listed (opening and trial credits, adjustments) are ADJUSTMENT. */
export const entryType = (kind: string): EntryType => KIND_TYPES[kind] ?? 'ADJUSTMENT';

/** The kinds of a group, for the filter; ADJUSTMENT is "none of the others". */
const kindsOf = (type: EntryType): string[] => Object.entries(KIND_TYPES).flatMap(([kind, group]) => (group === type ? [kind] : []));

export interface EntryFilter {
  memberId: bigint;
  from: Date;
  to: Date;
  type?: EntryType | undefined;
}

export interface EntryRecord {
  id: string;
  kind: string;
  type: EntryType;
  wallet: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string;
  status: string;
  createdAt: Date;
  /** The vendor wallet's display name (vendor_wallets), null for MAIN. */
  walletName: string | null;
  /** A transfer leg's other wallet: its code, and its display name (null for MAIN); null when not a transfer. */
  otherWallet: string | null;
  otherWalletName: string | null;
}

/** $1 member, $2 from, $3 to, $4 kinds (null: any), $5 whether $4 excludes (ADJUSTMENT); typeParams is also the team's (platform/agent/transactions.ts). */
const typeClause = `($4::text[] IS NULL OR (kind = ANY($4::text[])) <> $5::boolean)`;
export const typeParams = (type: EntryType | undefined): [string[] | null, boolean] =>
  type === undefined ? [null, false] : type === 'ADJUSTMENT' ? [Object.keys(KIND_TYPES), true] : [kindsOf(type), false];

/** One page of entries in the range, newest first, each with the balance after it. */
export async function entryPage(db: Queryable, filter: EntryFilter, page: { offset: number; limit: number }): Promise<EntryRecord[]> {
  const rows = await db.query<{
    id: bigint;
    kind: string;
    wallet: string;
    amount_minor: bigint;
    balance_after: bigint;
    reference: string | null;
    created_at: Date;
    state: string | null;
    wallet_name: string | null;
    other_wallet: string | null;
    other_wallet_name: string | null;
  }>(
    // The page first (newest first, through ledger_member_time); then the window runs only from
    // the page's oldest entry to the range's end, started from the plain SUM of everything
    // before that entry: the same balances as a window over the whole history, without
    // ordering the whole history for every page.
    `WITH page AS (
       SELECT id, created_at FROM ledger_entries
        WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND ${typeClause}
        ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7
     ), edge AS (
       SELECT created_at, id FROM page ORDER BY created_at, id LIMIT 1
     ), base AS (
       SELECT COALESCE(SUM(l.amount_minor), 0)::bigint AS before FROM ledger_entries l, edge
        WHERE l.member_id = $1 AND (l.created_at, l.id) < (edge.created_at, edge.id)
     ), running AS (
       SELECT l.id, l.kind, l.wallet, l.amount_minor, l.reference, l.created_at,
              ((SELECT before FROM base) + SUM(l.amount_minor) OVER (ORDER BY l.created_at, l.id ROWS UNBOUNDED PRECEDING))::bigint AS balance_after
         FROM ledger_entries l, edge
        WHERE l.member_id = $1 AND (l.created_at, l.id) >= (edge.created_at, edge.id) AND l.created_at < $3
     )
     SELECT r.*, w.state, vw.name AS wallet_name, other.wallet AS other_wallet, ow.name AS other_wallet_name
       FROM running r JOIN page p ON p.id = r.id
     LEFT JOIN withdrawals w ON r.kind = 'WITHDRAWAL_HOLD' AND w.member_id = $1 AND r.reference = 'withdrawal:' || w.reference || ':hold'
     LEFT JOIN vendor_wallets vw ON vw.code = r.wallet
     -- A transfer's other leg (…:out / …:in of one movement, platform/wallet/wallets.ts), through
     -- the unique (member_id, reference) index: the page's rows only.
     LEFT JOIN ledger_entries other ON r.kind IN ('TRANSFER_OUT', 'TRANSFER_IN') AND other.member_id = $1
       AND other.reference = regexp_replace(r.reference, ':(out|in)$', CASE WHEN r.kind = 'TRANSFER_OUT' THEN ':in' ELSE ':out' END)
     LEFT JOIN vendor_wallets ow ON ow.code = other.wallet
     ORDER BY r.created_at DESC, r.id DESC`,
    [filter.memberId, filter.from, filter.to, ...typeParams(filter.type), page.limit, page.offset],
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    type: entryType(row.kind),
    wallet: row.wallet,
    amountMinor: BigInt(row.amount_minor),
    balanceAfterMinor: BigInt(row.balance_after),
    reference: row.reference ?? '',
    status: row.state ?? 'COMPLETED',
    createdAt: new Date(row.created_at),
    walletName: row.wallet_name,
    otherWallet: row.other_wallet,
    otherWalletName: row.other_wallet_name,
  }));
}

/** How many entries the filter has. */
export async function entryCount(db: Queryable, filter: EntryFilter): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT COUNT(*)::int AS count FROM ledger_entries WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND ${typeClause}`,
    [filter.memberId, filter.from, filter.to, ...typeParams(filter.type)],
  );
  return Number(row?.count ?? 0);
}

/**
 * The range's summary card: deposits credited, withdrawals (holds less refunds of rejected
 * ones, a positive figure) and net deposits (deposits − withdrawals). Whatever the type filter.
 */
export async function entrySummary(db: Queryable, filter: EntryFilter): Promise<{ depositsMinor: bigint; withdrawalsMinor: bigint; netMinor: bigint }> {
  const [row] = await db.query<{ deposits: bigint; withdrawals: bigint }>(
    `SELECT COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'DEPOSIT'), 0)::bigint AS deposits,
            (-COALESCE(SUM(amount_minor) FILTER (WHERE kind IN ('WITHDRAWAL_HOLD', 'WITHDRAWAL_REFUND')), 0))::bigint AS withdrawals
       FROM ledger_entries WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
    [filter.memberId, filter.from, filter.to],
  );
  const depositsMinor = BigInt(row?.deposits ?? 0);
  const withdrawalsMinor = BigInt(row?.withdrawals ?? 0);
  return { depositsMinor, withdrawalsMinor, netMinor: depositsMinor - withdrawalsMinor };
}
