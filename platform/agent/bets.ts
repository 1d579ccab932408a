import type { Queryable } from '../db/index';
import { LOTTERY_STATUS, LOTTERY_VALID_BET } from '../records/bets';
import { TEAM_CTE, type TeamScope } from './team';

/**
 * Team betting history (issue 17 item 5; docs/decisions/0042-agent-register.md): the member's own
 * betting record (platform/records/bets.ts: demo-game rounds and lottery tickets) over the team
 * instead of one member, with a member and a game type filter, paged, newest first, and the totals
 * of the whole filter. A ticket of a cancelled draw is void: no valid bet, no win or loss.
 */
export interface TeamBetFilter {
  agentId: bigint;
  scope: TeamScope;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  account?: string | undefined;
}

export interface TeamBet {
  id: string;
  account: string;
  gameName: string;
  gameType: string;
  stakeMinor: bigint;
  validMinor: bigint;
  winMinor: bigint;
  netMinor: bigint;
  status: 'SETTLED' | 'UNSETTLED' | 'VOID';
  placedAt: Date;
}

/** $1 agent, $2 scope, $3 from, $4 to, $5 account, $6 game type. */
const UNION = `${TEAM_CTE},
  chosen AS (SELECT s.id FROM scoped s JOIN members m ON m.id = s.id WHERE $5::text IS NULL OR m.account_key = lower($5)),
  wanted AS (SELECT game_code FROM games WHERE game_type = $6),
  all_bets AS (
    SELECT b.id, b.member_id, 'GAME' AS source, b.game_code, b.stake_minor, b.stake_minor AS valid_minor, b.win_minor, 'SETTLED' AS status, b.created_at, b.seq
      FROM bets b JOIN chosen c ON c.id = b.member_id
     WHERE b.created_at >= $3 AND b.created_at < $4 AND ($6::text IS NULL OR b.game_code IN (SELECT game_code FROM wanted))
    UNION ALL
    SELECT l.id, l.member_id, 'LOTTERY', d.game_code, l.stake_minor, ${LOTTERY_VALID_BET}, l.payout_minor,
           ${LOTTERY_STATUS}, l.created_at, l.seq
      FROM lottery_bets l JOIN chosen c ON c.id = l.member_id JOIN lottery_draws d ON d.id = l.draw_id
     WHERE l.created_at >= $3 AND l.created_at < $4 AND ($6::text IS NULL OR d.game_code IN (SELECT game_code FROM wanted))
  )`;

const params = (filter: TeamBetFilter) => [filter.agentId, filter.scope, filter.from, filter.to, filter.account?.trim() || null, filter.gameType ?? null];

export async function teamBetPage(db: Queryable, filter: TeamBetFilter, page: { offset: number; limit: number }): Promise<TeamBet[]> {
  const rows = await db.query<{
    id: string;
    account: string;
    name: string;
    game_type: string;
    stake_minor: bigint;
    valid_minor: bigint;
    win_minor: bigint;
    status: 'SETTLED' | 'UNSETTLED' | 'VOID';
    created_at: Date;
  }>(
    `${UNION}
     SELECT a.id, m.account, g.name, g.game_type, a.stake_minor, a.valid_minor, a.win_minor, a.status, a.created_at
       FROM (SELECT * FROM all_bets ORDER BY created_at DESC, source DESC, seq DESC LIMIT $7 OFFSET $8) a
       JOIN games g ON g.game_code = a.game_code JOIN members m ON m.id = a.member_id
      ORDER BY a.created_at DESC, a.source DESC, a.seq DESC`,
    [...params(filter), page.limit, page.offset],
  );
  return rows.map((row) => {
    const stakeMinor = BigInt(row.stake_minor);
    const winMinor = BigInt(row.win_minor);
    return {
      id: row.id,
      account: row.account,
      gameName: row.name,
      gameType: row.game_type,
      stakeMinor,
      validMinor: BigInt(row.valid_minor),
      winMinor,
      netMinor: row.status === 'SETTLED' ? winMinor - stakeMinor : 0n,
      status: row.status,
      placedAt: new Date(row.created_at),
    };
  });
}

export async function teamBetTotals(db: Queryable, filter: TeamBetFilter) {
  const [row] = await db.query<{ count: number; stake: bigint; valid: bigint; win: bigint; net: bigint }>(
    `${UNION}
     SELECT COUNT(*)::int AS count, COALESCE(SUM(stake_minor), 0)::bigint AS stake, COALESCE(SUM(valid_minor), 0)::bigint AS valid,
            COALESCE(SUM(win_minor), 0)::bigint AS win, COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN win_minor - stake_minor ELSE 0 END), 0)::bigint AS net
       FROM all_bets`,
    params(filter),
  );
  return {
    count: Number(row?.count ?? 0),
    stakeMinor: BigInt(row?.stake ?? 0),
    validMinor: BigInt(row?.valid ?? 0),
    winMinor: BigInt(row?.win ?? 0),
    netMinor: BigInt(row?.net ?? 0),
  };
}
