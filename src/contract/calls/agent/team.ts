import { z } from 'zod/mini';
import { defineCall } from '../../define';
import { money } from './money';

/**
 * The agent centre (issue 17; docs/product.md §2 "Agent centre"; docs/platform-api.md "Agent
 * centre"): an agent's team (the downline, direct and every level) and its figures, computed by
 * the platform from the ledger. Only agents (types 1, 2, 41, 42) are answered: a player gets
 * NOT_AGENT, a trial account (4) NEED_REAL_ACCOUNT. The original site's agent calls are known by
 * name only (docs/product.md §7); these paths are ours, the salary calls keep the original's names.
 * Amounts are major units on the wire, minor units once read.
 */

/** The consolidated contract settings' features (docs/product.md §3), each opening one agent-centre page. */
export const AGENT_FEATURES = ['divtypereq', 'dailysalreqtype', 'contracthoursalreq', 'realtimesalreqtype'] as const;
export type AgentFeature = (typeof AGENT_FEATURES)[number];

/** The overview's periods (issue 17): today, 7, 15 and 30 days ending today. */
export const OVERVIEW_PERIODS = [1, 7, 15, 30] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const TEAM_SCOPES = ['direct', 'all'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

const dayFigures = {
  deposits: money,
  withdrawals: money,
  bets: money,
  /** The team's result on the players' side: wins − stakes. */
  profit: money,
  bettors: z.int(),
};

export const agentOverview = defineCall({
  summary:
    "The agent's team figures for a period of days ending today in the time zone: balance, members, new sign-ups, first deposits, deposits, withdrawals, bets, bettors and profit, in all and per day (oldest first). `scope` is the direct team or every level.",
  path: '/wps/agent/team/overview',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    days: z.coerce.number().check(
      z.int(),
      z.refine((days) => (OVERVIEW_PERIODS as readonly number[]).includes(days)),
    ),
    scope: z.enum(TEAM_SCOPES),
    timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: z.object({
    currency: z.string(),
    balance: money,
    members: z.int(),
    signUps: z.int(),
    firstDeposits: z.int(),
    ...dayFigures,
    days: z.array(z.object({ day: z.string(), ...dayFigures })),
  }),
});
export type AgentOverview = z.output<typeof agentOverview.response>;

const teamMember = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  /** The member's upline: the agent itself at level 1. */
  uplineId: z.int(),
  level: z.int().check(z.gte(1)),
  balance: money,
  joinedAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  online: z.boolean(),
  /** The rebate the member gets, in basis points (members.rebate_bp, or a sub-agent's contract's); null when none was set. */
  rebateBp: z.nullable(z.int()),
});
export type TeamMember = z.output<typeof teamMember>;

export const agentTeam = defineCall({
  summary:
    "The agent's whole downline, level by level (each member's upline, type, balance, join date, last login and whether a session is live, its rebate) and the agent's own account; with `search`, only the accounts containing it.",
  path: '/wps/agent/team/members',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT'],
  request: z.object({ search: z.optional(z.string().check(z.maxLength(40))) }),
  /** `agentAccount`: the agent's own account, the upline of its direct members. */
  response: z.object({ agentId: z.int(), agentAccount: z.string(), currency: z.string(), members: z.array(teamMember) }),
});
