import { addDays, dayIn, startOfDay } from '../../src/contract/records/range';
import type { Queryable } from '../db/index';
import { finalStakes, validStake } from '../wallet/stakes';

/**
 * An agent's team (issue 17; docs/decisions/0036-agent-centre.md): the downline is the upline
 * link members already carry (`members.upline_id`), walked with a recursive query. "Direct" is
 * the first level, "all" every level. Every figure is summed from the ledger (docs/platform-api.md
 * "Money": the ledger is the only truth) and the members table; nothing is stored twice.
 */
export type TeamScope = 'direct' | 'all';

/** Deep enough for any real downline; stops a corrupted cycle from walking forever. */
export const MAX_TEAM_DEPTH = 20;

/** The team of $1 (every level, `team`) and the part $2 asks for (`scoped`: `direct` or `all`). */
export const TEAM_CTE = `WITH RECURSIVE team AS (
    SELECT id, 1 AS level FROM members WHERE upline_id = $1
    UNION ALL
    SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE team.level < ${MAX_TEAM_DEPTH}
  ), scoped AS (SELECT id FROM team WHERE $2 = 'all' OR level = 1)`;

/** The ledger kinds the overview adds up (the kinds the deposit, withdrawal, game and lottery code post). */
export const OVERVIEW_KINDS = {
  deposits: ['DEPOSIT'],
  /** A withdrawal holds its amount when asked for and gives it back when rejected: the net is what left. */
  withdrawals: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_REFUND'],
  /** Valid stakes, less any voided ticket: the SQL condition of platform/wallet/stakes.ts. */
  stakes: validStake,
  wins: ['GAME_WIN', 'LOTTERY_WIN'],
} as const;

export interface DayFigures {
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
  /** The valid stakes placed that day (activity: an open lottery ticket counts on the day it was bought). */
  betsMinor: bigint;
  /**
   * The team's result from the players' side: wins − the stakes that became final that day
   * (`finalStakes`, docs/decisions/0055-pay-on-final-stakes.md), so an undrawn ticket is no loss
   * yet and a drawn one counts with its win: the profit My income and the loss statement show.
   */
  profitMinor: bigint;
  bettors: number;
}

export interface TeamOverview extends DayFigures {
  balanceMinor: bigint;
  members: number;
  signUps: number;
  firstDeposits: number;
  days: (DayFigures & { day: string })[];
}

/** The first instant of a period of `days` calendar days ending today in `zone` (today alone for 1). */
export function periodStart(days: number, now: number, zone: string): number {
  return startOfDay(addDays(dayIn(now, zone), 1 - days), zone);
}

interface DayRow {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bettors: number;
}

/** The team overview of `agentId` for the `days` days ending now, per day in `zone` and in all. */
export async function teamOverview(
  db: Queryable,
  { agentId, scope, days, zone, now }: { agentId: bigint; scope: TeamScope; days: number; zone: string; now: number },
): Promise<TeamOverview> {
  const from = new Date(periodStart(days, now, zone));
  // Through the end of today: a movement stamped at this very moment counts.
  const to = new Date(startOfDay(addDays(dayIn(now, zone), 1), zone));
  const k = OVERVIEW_KINDS;
  const [counts] = await db.query<{ members: number; sign_ups: number; first_deposits: number; balance: bigint; bettors: number }>(
    `${TEAM_CTE}
     SELECT (SELECT COUNT(*)::int FROM scoped) AS members,
            (SELECT COUNT(*)::int FROM members m JOIN scoped s ON s.id = m.id WHERE m.created_at >= $3 AND m.created_at < $4) AS sign_ups,
            (SELECT COUNT(*)::int FROM (SELECT l.member_id, MIN(l.created_at) AS first FROM ledger_entries l JOIN scoped s ON s.id = l.member_id
               WHERE l.kind = ANY($5::text[]) GROUP BY l.member_id) f WHERE f.first >= $3 AND f.first < $4) AS first_deposits,
            (SELECT COALESCE(SUM(l.amount_minor), 0)::bigint FROM ledger_entries l JOIN scoped s ON s.id = l.member_id) AS balance,
            (SELECT COUNT(DISTINCT l.member_id)::int FROM ledger_entries l JOIN scoped s ON s.id = l.member_id
               WHERE ${k.stakes('l')} AND l.created_at >= $3 AND l.created_at < $4) AS bettors`,
    [agentId, scope, from, to, [...k.deposits]],
  );
  const rows = await db.query<DayRow>(
    `${TEAM_CTE}
     SELECT to_char(l.created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day,
            COALESCE(SUM(l.amount_minor) FILTER (WHERE l.kind = ANY($6::text[])), 0)::bigint AS deposits,
            COALESCE(-SUM(l.amount_minor) FILTER (WHERE l.kind = ANY($7::text[])), 0)::bigint AS withdrawals,
            COALESCE(-SUM(l.amount_minor) FILTER (WHERE ${k.stakes('l')}), 0)::bigint AS stakes,
            COALESCE(SUM(l.amount_minor) FILTER (WHERE l.kind = ANY($8::text[])), 0)::bigint AS wins,
            COUNT(DISTINCT l.member_id) FILTER (WHERE ${k.stakes('l')})::int AS bettors
       FROM ledger_entries l JOIN scoped s ON s.id = l.member_id
      WHERE l.created_at >= $4 AND l.created_at < $5
      GROUP BY 1`,
    [agentId, scope, zone, from, to, [...k.deposits], [...k.withdrawals], [...k.wins]],
  );
  // Profit counts a stake once it is final, on the day it became final (issue 34 item 15).
  const finals = await db.query<{ day: string; stakes: bigint }>(
    `${TEAM_CTE}, final AS (${finalStakes('scoped', '$4', '$5')})
     SELECT to_char(final_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, SUM(stake_minor)::bigint AS stakes FROM final GROUP BY 1`,
    [agentId, scope, zone, from, to],
  );
  const finalByDay = new Map(finals.map((row) => [row.day, BigInt(row.stakes)]));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const list: TeamOverview['days'] = [];
  const totals = { depositsMinor: 0n, withdrawalsMinor: 0n, betsMinor: 0n, profitMinor: 0n };
  // Every day of the period, oldest first, so the chart has a place (or a gap) for each.
  for (let day = dayIn(from.getTime(), zone); day <= dayIn(now, zone); day = addDays(day, 1)) {
    const row = byDay.get(day);
    const figures: DayFigures = {
      depositsMinor: BigInt(row?.deposits ?? 0),
      withdrawalsMinor: BigInt(row?.withdrawals ?? 0),
      betsMinor: BigInt(row?.stakes ?? 0),
      profitMinor: BigInt(row?.wins ?? 0) - (finalByDay.get(day) ?? 0n),
      bettors: Number(row?.bettors ?? 0),
    };
    list.push({ day, ...figures });
    totals.depositsMinor += figures.depositsMinor;
    totals.withdrawalsMinor += figures.withdrawalsMinor;
    totals.betsMinor += figures.betsMinor;
    totals.profitMinor += figures.profitMinor;
  }
  return {
    ...totals,
    bettors: Number(counts?.bettors ?? 0),
    balanceMinor: BigInt(counts?.balance ?? 0),
    members: Number(counts?.members ?? 0),
    signUps: Number(counts?.sign_ups ?? 0),
    firstDeposits: Number(counts?.first_deposits ?? 0),
    days: list,
  };
}

export interface TeamMember {
  id: bigint;
  account: string;
  nickname: string | null;
  type: number;
  uplineId: bigint;
  level: number;
  balanceMinor: bigint;
  joinedAt: Date;
  lastLoginAt: Date | null;
  /** A live session exists. */
  online: boolean;
  /** The member's rebate (members.rebate_bp, else a sub-agent's contract's), basis points; null when none was set. */
  rebateBp: number | null;
}

/**
 * Every member of the team (all levels), upline before downline, each with its level, balance and
 * state; with `search`, only the accounts containing it (case-insensitive).
 */
export async function teamMembers(db: Queryable, agentId: bigint, now: number, search = ''): Promise<TeamMember[]> {
  const rows = await db.query<{
    id: bigint;
    account: string;
    nickname: string | null;
    type: number;
    upline_id: bigint;
    level: number;
    balance: bigint;
    created_at: Date;
    last_login_at: Date | null;
    online: boolean;
    rebate_bp: number | null;
  }>(
    `${TEAM_CTE}
     SELECT m.id, m.account, m.nickname, m.type, m.upline_id, t.level, m.created_at, m.last_login_at,
            COALESCE(m.rebate_bp, (SELECT c.rebate_bp FROM agent_contracts c WHERE c.agent_id = m.id)) AS rebate_bp,
            (SELECT COALESCE(SUM(l.amount_minor), 0)::bigint FROM ledger_entries l WHERE l.member_id = m.id) AS balance,
            EXISTS (SELECT 1 FROM sessions x WHERE x.member_id = m.id AND x.expires_at > $3) AS online
       FROM team t JOIN members m ON m.id = t.id
      WHERE ($4 = '' OR strpos(m.account_key, lower($4)) > 0)
      ORDER BY t.level, m.account_key`,
    [agentId, 'all', new Date(now), search.trim()],
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    account: row.account,
    nickname: row.nickname,
    type: Number(row.type),
    uplineId: BigInt(row.upline_id),
    level: Number(row.level),
    balanceMinor: BigInt(row.balance),
    joinedAt: new Date(row.created_at),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
    online: row.online,
    rebateBp: row.rebate_bp === null ? null : Number(row.rebate_bp),
  }));
}
