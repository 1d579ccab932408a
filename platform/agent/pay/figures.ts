import type { Queryable } from '../../db/index';
import { MAX_TEAM_DEPTH, OVERVIEW_KINDS } from '../team';
import { finalStakes } from '../../wallet/stakes';
import { PAY_KINDS, type PayKind, type SubAgentPart, type TeamActivity, type Tier } from './rules';

/**
 * What the pay rules read from the database (docs/decisions/0043-agent-pay.md): the whole team's
 * activity in a range (wins and bonuses summed from the ledger, stakes once final from the bet
 * tables, docs/decisions/0055-pay-on-final-stakes.md), the agent's contract rates and its rule tables.
 */

/** The ledger kinds that are a bonus to the player, so a cost in net revenue (platform/records/entries.ts groups them as BONUS). */
export const BONUS_KINDS = ['BONUS', 'DEPOSIT_BONUS', 'REWARD', 'REBATE', 'RAFFLE_PRIZE', 'POINTS_CONVERSION'] as const;

/**
 * The whole team's stakes, wins, bonuses and bettors in [from, to). Stakes and bettors count the
 * stakes that became final in the range (`finalStakes`, docs/decisions/0055-pay-on-final-stakes.md):
 * a lottery ticket in the period its draw is drawn, where its win is paid too. `depth` levels of
 * the downline (a sub-agent's team within its upline's team goes only as deep as that one does).
 */
export async function teamActivity(db: Queryable, agentId: bigint, from: number, to: number, depth: number = MAX_TEAM_DEPTH): Promise<TeamActivity> {
  const [row] = await db.query<{ stakes: bigint; wins: bigint; bonuses: bigint; active: number }>(
    `WITH RECURSIVE team AS (
       SELECT id, 1 AS level FROM members WHERE upline_id = $1 AND $6::int >= 1
       UNION ALL
       SELECT m.id, team.level + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE team.level < $6::int
     ),
     stakes AS (${finalStakes('team', '$2', '$3')})
     SELECT (SELECT COALESCE(SUM(stake_minor), 0)::bigint FROM stakes) AS stakes,
            COALESCE(SUM(l.amount_minor) FILTER (WHERE l.kind = ANY($4::text[])), 0)::bigint AS wins,
            COALESCE(SUM(l.amount_minor) FILTER (WHERE l.kind = ANY($5::text[])), 0)::bigint AS bonuses,
            (SELECT COUNT(DISTINCT member_id)::int FROM stakes) AS active
       FROM ledger_entries l JOIN team t ON t.id = l.member_id
      WHERE l.created_at >= $2 AND l.created_at < $3`,
    [agentId, new Date(from), new Date(to), [...OVERVIEW_KINDS.wins], [...BONUS_KINDS], depth],
  );
  return {
    stakesMinor: BigInt(row?.stakes ?? 0),
    winsMinor: BigInt(row?.wins ?? 0),
    bonusesMinor: BigInt(row?.bonuses ?? 0),
    active: Number(row?.active ?? 0),
  };
}

/**
 * The sub-agents whose teams the agent's commission leaves at their rates (`commission`,
 * rules.ts): on each branch of the agent's team, the nearest member with a contract of its own
 * (none with a contract between it and the agent), with its own team's activity in [from, to).
 * Deeper sub-agents are inside these teams: their share comes out of their upline's, not this
 * agent's.
 */
export async function subAgentParts(db: Queryable, agentId: bigint, from: number, to: number): Promise<SubAgentPart[]> {
  // A contract counts from its start: one that starts after the period is no contract in it (its
  // agent is not paid for the period, so its team's part stays with the upline).
  const started = 'c.agent_id = branch.id AND c.starts_at < $2';
  const rows = await db.query<{ id: bigint; account: string; net: number; turnover: number; level: number }>(
    `WITH RECURSIVE branch AS (
       SELECT id, 1 AS level FROM members WHERE upline_id = $1
       UNION ALL
       SELECT m.id, branch.level + 1 FROM members m JOIN branch ON m.upline_id = branch.id
        WHERE branch.level < ${MAX_TEAM_DEPTH} AND NOT EXISTS (SELECT 1 FROM agent_contracts c WHERE ${started})
     )
     SELECT m.id, m.account, c.net_commission_bp AS net, c.turnover_commission_bp AS turnover, branch.level
       FROM branch JOIN members m ON m.id = branch.id JOIN agent_contracts c ON ${started}
      ORDER BY m.account`,
    [agentId, new Date(to)],
  );
  const parts: SubAgentPart[] = [];
  // One after the other: inside a settlement's transaction the queries share one connection.
  for (const row of rows) {
    // Only the levels of the sub-agent's team that are inside this agent's team (MAX_TEAM_DEPTH from it).
    const activity = await teamActivity(db, BigInt(row.id), from, to, MAX_TEAM_DEPTH - Number(row.level));
    parts.push({ account: row.account, rates: { netBp: Number(row.net), turnoverBp: Number(row.turnover) }, activity });
  }
  return parts;
}

/** The rule table of a kind: the agent's own rows, or the house table (agent_id NULL) when it has none. */
export async function ruleTable(db: Queryable, agentId: bigint, kind: PayKind): Promise<Tier[]> {
  if (!PAY_KINDS.includes(kind)) return [];
  const rows = await db.query<{ min_base_minor: bigint; min_active: number; rate_bp: number }>(
    `SELECT min_base_minor, min_active, rate_bp FROM agent_pay_rules
      WHERE kind = $2 AND agent_id IS NOT DISTINCT FROM (
        CASE WHEN EXISTS (SELECT 1 FROM agent_pay_rules WHERE agent_id = $1 AND kind = $2) THEN $1::bigint END)
      ORDER BY min_base_minor, min_active, rate_bp`,
    [agentId, kind],
  );
  return rows.map((row) => ({ minBaseMinor: BigInt(row.min_base_minor), minActive: Number(row.min_active), rateBp: Number(row.rate_bp) }));
}
