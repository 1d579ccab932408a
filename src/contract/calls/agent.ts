import { z } from 'astro/zod';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

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

const money = wireAmount.transform((value) => minorFromWire(value));
const dayFigures = {
  deposits: money,
  withdrawals: money,
  bets: money,
  /** The team's result on the players' side: wins − stakes. */
  profit: money,
  bettors: z.number().int(),
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
    days: z.coerce
      .number()
      .int()
      .refine((days) => (OVERVIEW_PERIODS as readonly number[]).includes(days)),
    scope: z.enum(TEAM_SCOPES),
    timeZone: z.string().min(1).max(64),
  }),
  response: z.object({
    currency: z.string(),
    balance: money,
    members: z.number().int(),
    signUps: z.number().int(),
    firstDeposits: z.number().int(),
    ...dayFigures,
    days: z.array(z.object({ day: z.string(), ...dayFigures })),
  }),
});
export type AgentOverview = z.output<typeof agentOverview.response>;

const teamMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** The member's upline: the agent itself at level 1. */
  uplineId: z.number().int(),
  level: z.number().int().min(1),
  balance: money,
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  online: z.boolean(),
});
export type TeamMember = z.output<typeof teamMember>;

export const agentTeam = defineCall({
  summary:
    "The agent's whole downline, level by level (each member's upline, type, balance, join date, last login and whether a session is live); with `search`, only the accounts containing it.",
  path: '/wps/agent/team/members',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT'],
  request: z.object({ search: z.string().max(40).optional() }),
  response: z.object({ agentId: z.number().int(), currency: z.string(), members: z.array(teamMember) }),
});

/**
 * The feature-gated pages' calls (docs/product.md §7 names them: dividend, daily salary, hourly
 * salary, real-time salary processing; docs/decisions/0043-agent-pay.md). Each answers its rule
 * table (tiers of a minimum base and active members with a rate in basis points), the open
 * period's estimate so far, when it is settled next and the settled periods, newest first. The
 * base is the team's sales (valid bets) for a salary and its net revenue (stakes − wins −
 * bonuses) for the dividend. Refused with FEATURE_DISABLED while the agent's feature is off.
 */
export const PAY_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type PayKindName = (typeof PAY_KINDS)[number];

const payment = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  base: money,
  active: z.number().int(),
  rateBp: z.number().int(),
  amount: money,
  settledAt: z.string(),
});
export type AgentPayment = z.output<typeof payment>;

const payStatus = z.object({
  currency: z.string(),
  kind: z.enum(PAY_KINDS),
  rules: z.array(z.object({ minBase: money, minActive: z.number().int(), rateBp: z.number().int() })),
  open: z.object({ period: z.string(), from: z.string(), to: z.string(), base: money, active: z.number().int(), rateBp: z.number().int(), estimate: money }),
  /** When the open period ends and the platform settles it (within a minute). */
  nextSettlementAt: z.string(),
  payments: z.array(payment),
});
export type AgentPayStatus = z.output<typeof payStatus>;

const payCall = (kind: PayKindName, path: string, summary: string) =>
  defineCall({
    summary,
    path,
    method: 'GET',
    auth: true,
    encrypted: false,
    refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'FEATURE_DISABLED'],
    request: z.object({}),
    response: payStatus.extend({ kind: z.literal(kind) }),
  });

export const dividend = payCall(
  'dividend',
  '/wps/agent/dividend',
  "The agent's dividend (bonus) record, with the dividend feature (divtypereq): half-monthly, on the team's net revenue by tier.",
);

export const dailySalary = payCall(
  'daily',
  '/wps/agent/salary/daily',
  "The agent's daily wages, with the daily-salary feature (dailysalreqtype): per Manila day, on the team's sales by tier.",
);

export const hourlySalary = payCall(
  'hourly',
  '/wps/agent/salary/hourly',
  "The agent's hourly salary, with the hourly-salary feature (contracthoursalreq): per hour, on the team's sales by tier.",
);

export const realTimeSalary = payCall(
  'realtime',
  '/wps/agent/salary/realtime',
  "The agent's real-time salary, settled every 5 minutes, with the real-time salary feature (realtimesalreqtype): on the team's sales by tier.",
);

/** My income's periods (issue 17 item 7): a line per day, week (from Monday) or month. */
export const INCOME_PERIODS = ['day', 'week', 'month'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

const incomeFigures = {
  /** The whole team's stakes (turnover). */
  stakes: money,
  wins: money,
  bonuses: money,
  /** stakes − wins − bonuses. */
  netRevenue: money,
  /** netRevenue × the net rate, nothing when the net revenue is zero or less. */
  netCommission: money,
  /** stakes × the turnover rate. */
  turnoverCommission: money,
  total: money,
};

export const agentIncome = defineCall({
  summary:
    "My income (the agent revenue report): the commission of the agent's whole team per day (the last 14), week (the last 8, from Monday) or month (the last 6) in the time zone, newest first, with the figures it is computed from and the contract's rates; totals.",
  path: '/wps/agent/income',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({ period: z.enum(INCOME_PERIODS), timeZone: z.string().min(1).max(64) }),
  response: z.object({
    currency: z.string(),
    netCommissionBp: z.number().int(),
    turnoverCommissionBp: z.number().int(),
    lines: z.array(z.object({ from: z.string(), to: z.string(), ...incomeFigures })),
    totals: z.object(incomeFigures),
  }),
});
export type AgentIncome = z.output<typeof agentIncome.response>;
