import type { EntryType } from '../../src/contract/calls/records';
import type { Queryable } from '../db/index';
import { entryType, typeParams } from '../records/entries';
import { TEAM_CTE, type TeamScope } from './team';

/**
 * Downline transaction details (issue 17; docs/decisions/0042-agent-register.md, its addendum):
 * the account record (platform/records/entries.ts: the ledger entries with the balance after
 * each, grouped by type) over the team (TEAM_CTE) instead of one member, with a member filter,
 * paged, newest first, and the filter's deposits, withdrawals and net. The agent's own entries
 * are never in it: TEAM_CTE starts at the agent's first level.
 */
export interface TeamEntryFilter {
  agentId: bigint;
  scope: TeamScope;
  from: Date;
  to: Date;
  type?: EntryType | undefined;
  account?: string | undefined;
}

export interface TeamEntry {
  id: string;
  account: string;
  kind: string;
  type: EntryType;
  wallet: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string;
  status: string;
  createdAt: Date;
  /** The vendor wallet's display name (vendor_wallets), null for MAIN: the account record's (platform/records/entries.ts). */
  walletName: string | null;
  /** A transfer leg's other wallet: its code, and its display name (null for MAIN); null when not a transfer. */
  otherWallet: string | null;
  otherWalletName: string | null;
}

/** $1 agent, $2 scope, $3 from, $4 to, $5 account (null: any), $6 kinds (null: any), $7 whether $6 excludes (ADJUSTMENT). */
const FILTERED = `${TEAM_CTE},
  chosen AS (SELECT s.id FROM scoped s JOIN members m ON m.id = s.id WHERE $5::text IS NULL OR m.account_key = lower($5)),
  filtered AS (
    SELECT l.id, l.member_id, l.kind, l.wallet, l.amount_minor, l.reference, l.created_at
      FROM ledger_entries l JOIN chosen c ON c.id = l.member_id
     WHERE l.created_at >= $3 AND l.created_at < $4
  )`;
/** The type filter over `filtered`. */
const TYPED = `($6::text[] IS NULL OR (kind = ANY($6::text[])) <> $7::boolean)`;

const params = (filter: TeamEntryFilter) => [filter.agentId, filter.scope, filter.from, filter.to, filter.account?.trim() || null, ...typeParams(filter.type)];

/**
 * One page, newest first. The balance after an entry is its member's SUM up to it (ledger order:
 * created_at, then id; docs/decisions/0010): one index-only sum per row of the page
 * (ledger_member_time), not a window over the whole team's history.
 */
export async function teamEntryPage(db: Queryable, filter: TeamEntryFilter, page: { offset: number; limit: number }): Promise<TeamEntry[]> {
  const rows = await db.query<{
    id: bigint;
    account: string;
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
    `${FILTERED}
     SELECT p.id, m.account, p.kind, p.wallet, p.amount_minor, p.reference, p.created_at, w.state,
            vw.name AS wallet_name, other.wallet AS other_wallet, ow.name AS other_wallet_name,
            (SELECT COALESCE(SUM(x.amount_minor), 0) FROM ledger_entries x
              WHERE x.member_id = p.member_id AND (x.created_at, x.id) <= (p.created_at, p.id))::bigint AS balance_after
       FROM (SELECT * FROM filtered WHERE ${TYPED} ORDER BY created_at DESC, id DESC LIMIT $8 OFFSET $9) p
       JOIN members m ON m.id = p.member_id
       LEFT JOIN withdrawals w ON p.kind = 'WITHDRAWAL_HOLD' AND w.member_id = p.member_id AND p.reference = 'withdrawal:' || w.reference || ':hold'
       LEFT JOIN vendor_wallets vw ON vw.code = p.wallet
       -- A transfer's other leg, as the account record finds it (platform/records/entries.ts): the
       -- member's unique (member_id, reference) index, for the page's rows only.
       LEFT JOIN ledger_entries other ON p.kind IN ('TRANSFER_OUT', 'TRANSFER_IN') AND other.member_id = p.member_id
         AND other.reference = regexp_replace(p.reference, ':(out|in)$', CASE WHEN p.kind = 'TRANSFER_OUT' THEN ':in' ELSE ':out' END)
       LEFT JOIN vendor_wallets ow ON ow.code = other.wallet
      ORDER BY p.created_at DESC, p.id DESC`,
    [...params(filter), page.limit, page.offset],
  );
  return rows.map((row) => ({
    id: String(row.id),
    account: row.account,
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

/**
 * The filter's count, and the card as the account record's (entrySummary): deposits credited,
 * withdrawals (holds less refunds of rejected ones, a positive figure) and net (deposits −
 * withdrawals) of the range, member and scope, whatever the type filter.
 */
export async function teamEntryTotals(db: Queryable, filter: TeamEntryFilter) {
  const [row] = await db.query<{ count: number; deposits: bigint; withdrawals: bigint }>(
    `${FILTERED}
     SELECT (COUNT(*) FILTER (WHERE ${TYPED}))::int AS count,
            COALESCE(SUM(amount_minor) FILTER (WHERE kind = 'DEPOSIT'), 0)::bigint AS deposits,
            (-COALESCE(SUM(amount_minor) FILTER (WHERE kind IN ('WITHDRAWAL_HOLD', 'WITHDRAWAL_REFUND')), 0))::bigint AS withdrawals
       FROM filtered`,
    params(filter),
  );
  const depositsMinor = BigInt(row?.deposits ?? 0);
  const withdrawalsMinor = BigInt(row?.withdrawals ?? 0);
  return { count: Number(row?.count ?? 0), depositsMinor, withdrawalsMinor, netMinor: depositsMinor - withdrawalsMinor };
}
