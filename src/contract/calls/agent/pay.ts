import { z } from 'zod/mini';
import { defineCall } from '../../define';
import { money } from './money';

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
  active: z.int(),
  rateBp: z.int(),
  amount: money,
  settledAt: z.string(),
});
export type AgentPayment = z.output<typeof payment>;

const payStatus = z.object({
  currency: z.string(),
  kind: z.enum(PAY_KINDS),
  rules: z.array(z.object({ minBase: money, minActive: z.int(), rateBp: z.int() })),
  open: z.object({ period: z.string(), from: z.string(), to: z.string(), base: money, active: z.int(), rateBp: z.int(), estimate: money }),
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
    response: z.extend(payStatus, { kind: z.literal(kind) }),
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

/**
 * A sub-agent's team that a line's commission leaves at the sub-agent's rates (the nearest
 * sub-agent with a contract on a branch of the team; docs/decisions/0043-agent-pay.md, "Addendum:
 * sub-agents' teams"): the commission is the whole team's figures at the agent's rates less each
 * of these at its own. Listed when its team had stakes in the period.
 */
const subAgentPart = z.object({
  account: z.string(),
  /** The sub-agent's team's net revenue when above zero, else 0: what its net rate is taken off. */
  netBase: money,
  stakes: money,
  netCommissionBp: z.int(),
  turnoverCommissionBp: z.int(),
});

export const agentIncome = defineCall({
  summary:
    "My income (the agent revenue report): the commission of the agent's whole team per day (the last 14), week (the last 8, from Monday) or month (the last 6) in the time zone, newest first, with the figures it is computed from, the sub-agents' teams it leaves at their own rates, and the contract's rates and start; totals. A line the contract does not cover (it started after the line's end, or the agent has none) has `contractFrom` null and no commission, as none is paid for it; a line in which it started shows the figures from `contractFrom`, its first day. The settlement pays each Manila day by the same rule. `payments`: the commission paid through the ledger, one per Manila day once it has ended (the last 30, newest first).",
  path: '/wps/agent/income',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({ period: z.enum(INCOME_PERIODS), timeZone: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({
    currency: z.string(),
    netCommissionBp: z.int(),
    turnoverCommissionBp: z.int(),
    /** When the agent's contract started paying commission (ISO); null without a contract. */
    contractStartsAt: z.nullable(z.string()),
    lines: z.array(z.object({ from: z.string(), to: z.string(), contractFrom: z.nullable(z.string()), ...incomeFigures, subAgents: z.array(subAgentPart) })),
    totals: z.object(incomeFigures),
    payments: z.array(z.object({ period: z.string(), from: z.string(), to: z.string(), amount: money, settledAt: z.string() })),
  }),
});
export type AgentIncome = z.output<typeof agentIncome.response>;
