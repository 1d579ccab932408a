import { z } from 'astro/zod';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';
import { ENTRY_TYPES } from './records';

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

/**
 * Register an account (issue 17 item 3, registerCenter; docs/decisions/0042-agent-register.md):
 * the agent creates a player or a sub-agent under itself, by the platform's username and password
 * rules. Rates are basis points (1/100 of a percent): what the agent gives cannot exceed its own
 * contract (ABOVE_CONTRACT names the field and the ceiling). Nothing moves money.
 */
export const RATE_MAX_BP = 10_000;
const basisPoints = z.number().int().min(0).max(RATE_MAX_BP);
export const TEAM_ACCOUNT_KINDS = ['player', 'agent'] as const;
export type TeamAccountKind = (typeof TEAM_ACCOUNT_KINDS)[number];

export const agentRegister = defineCall({
  summary:
    "Create a player (`kind: 'player'`, with its rebate) or a sub-agent (`kind: 'agent'`, with its rebate and commissions) under the agent. Rates in basis points, each at most the agent's own.",
  path: '/wps/agent/team/register',
  method: 'POST',
  auth: true,
  encrypted: true,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION', 'ABOVE_CONTRACT'],
  request: z.object({
    kind: z.enum(TEAM_ACCOUNT_KINDS),
    username: z.string().max(40),
    password: z.string().max(64),
    confirmPassword: z.string().max(64),
    rebate: basisPoints,
    netCommission: basisPoints.optional(),
    turnoverCommission: basisPoints.optional(),
  }),
  response: z.object({ id: z.number().int(), account: z.string() }),
});

/** The most registration links an agent may have (issue 17). */
export const MAX_AGENT_LINKS = 10;
/** A link's life in days; 0 for a link that does not expire. */
export const LINK_DAYS = [0, 1, 7, 30, 90] as const;

const contractRates = z.object({ rebate: basisPoints, netCommission: basisPoints, turnoverCommission: basisPoints });

export const agentLinks = defineCall({
  summary:
    "The agent's own contract rates (the ceilings of what it may hand down) and its registration links: code, rebate, expiry, on/off, sign-ups, and whether it has expired.",
  path: '/wps/agent/links',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: z.object({
    max: z.number().int(),
    contract: contractRates,
    links: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        rebate: basisPoints,
        expiresAt: z.string().nullable(),
        expired: z.boolean(),
        enabled: z.boolean(),
        signUps: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  }),
});

export const agentLinkCreate = defineCall({
  summary: 'Create a registration link with its rebate (basis points, at most the agent’s own) and its life in days (0: no expiry). At most 10 per agent.',
  path: '/wps/agent/links/create',
  method: 'POST',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION', 'ABOVE_CONTRACT', 'LINK_LIMIT'],
  request: z.object({
    rebate: basisPoints,
    days: z
      .number()
      .int()
      .refine((days) => (LINK_DAYS as readonly number[]).includes(days)),
  }),
  response: z.object({ id: z.number().int(), code: z.string() }),
});

export const agentLinkSwitch = defineCall({
  summary: 'Switch one of the agent’s registration links on or off.',
  path: '/wps/agent/links/switch',
  method: 'POST',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'NOT_FOUND'],
  request: z.object({ id: z.number().int(), enabled: z.boolean() }),
  response: z.object({ id: z.number().int(), enabled: z.boolean() }),
});

const lossFigures = { bets: z.number().int(), stake: money, validBet: money, win: money, net: money, bonus: money };

export const agentLoss = defineCall({
  summary:
    "User loss statements: each team member's bets, stakes, valid bets, wins, net (wins − valid bets, the player's side) and bonuses for a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), with totals; the direct team or every level. Members without a bet or bonus in the range are left out.",
  path: '/wps/agent/team/loss',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({ from: z.string().min(1).max(40), to: z.string().min(1).max(40), scope: z.enum(TEAM_SCOPES) }),
  response: z.object({
    currency: z.string(),
    rows: z.array(z.object({ id: z.number().int(), account: z.string(), type: z.number().int(), level: z.number().int(), ...lossFigures })),
    totals: z.object(lossFigures),
  }),
});
export type AgentLoss = z.output<typeof agentLoss.response>;

export const AGENT_BETS_PAGE_SIZE = 20;

export const agentBets = defineCall({
  summary:
    "Team betting history: the team's bets (demo-game rounds and lottery tickets) in a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), newest first, paged; `account` keeps one member's, `gameType` one type's; with the totals of the whole filter.",
  path: '/wps/agent/team/bets',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    from: z.string().min(1).max(40),
    to: z.string().min(1).max(40),
    scope: z.enum(TEAM_SCOPES),
    account: z.string().max(40).optional(),
    gameType: z.string().max(20).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    currency: z.string(),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalRows: z.number().int(),
    rows: z.array(
      z.object({
        id: z.string(),
        account: z.string(),
        gameName: z.string(),
        gameType: z.string(),
        stake: money,
        validBet: money,
        win: money,
        net: money,
        status: z.enum(['SETTLED', 'UNSETTLED']),
        placedAt: z.string(),
      }),
    ),
    totals: z.object({ count: z.number().int(), stake: money, validBet: money, win: money, net: money }),
  }),
});
export type AgentBets = z.output<typeof agentBets.response>;

export const AGENT_TRANSACTIONS_PAGE_SIZE = 20;

export const agentTransactions = defineCall({
  summary:
    "Downline transaction details: the team's ledger entries (the account record's, with each member's balance after the entry) in a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), newest first, paged; `account` keeps one member's, `type` one type's; with the count of the whole filter and the range's deposits, withdrawals and net (whatever the type). Never the agent's own entries.",
  path: '/wps/agent/team/transactions',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    from: z.string().min(1).max(40),
    to: z.string().min(1).max(40),
    scope: z.enum(TEAM_SCOPES),
    account: z.string().max(40).optional(),
    type: z.enum(ENTRY_TYPES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({
    currency: z.string(),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalRows: z.number().int(),
    rows: z.array(
      z.object({
        id: z.string(),
        account: z.string(),
        /** The ledger's kind (DEPOSIT, GAME_STAKE, WITHDRAWAL_HOLD, …) and its group. */
        kind: z.string(),
        type: z.enum(ENTRY_TYPES),
        wallet: z.string(),
        amount: money,
        /** The member's balance (all wallets) right after this entry. */
        balanceAfter: money,
        reference: z.string(),
        /** COMPLETED, or a withdrawal hold's withdrawal state. */
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    totals: z.object({ deposits: money, withdrawals: money, net: money }),
  }),
});
export type AgentTransactions = z.output<typeof agentTransactions.response>;
