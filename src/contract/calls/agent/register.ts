import { z } from 'zod/mini';
import { defineCall } from '../../define';

/**
 * Register an account (issue 17 item 3, registerCenter; docs/decisions/0042-agent-register.md):
 * the agent creates a player or a sub-agent under itself, by the platform's username and password
 * rules. Rates are basis points (1/100 of a percent): what the agent gives cannot exceed its own
 * contract (ABOVE_CONTRACT names the field and the ceiling). Nothing moves money.
 */
export const RATE_MAX_BP = 10_000;
const basisPoints = z.int().check(z.gte(0), z.lte(RATE_MAX_BP));
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
    username: z.string().check(z.maxLength(40)),
    password: z.string().check(z.maxLength(64)),
    confirmPassword: z.string().check(z.maxLength(64)),
    rebate: basisPoints,
    netCommission: z.optional(basisPoints),
    turnoverCommission: z.optional(basisPoints),
  }),
  response: z.object({ id: z.int(), account: z.string() }),
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
    max: z.int(),
    contract: contractRates,
    links: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        rebate: basisPoints,
        expiresAt: z.nullable(z.string()),
        expired: z.boolean(),
        enabled: z.boolean(),
        signUps: z.int(),
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
    days: z.int().check(z.refine((days) => (LINK_DAYS as readonly number[]).includes(days))),
  }),
  response: z.object({ id: z.int(), code: z.string() }),
});

export const agentLinkSwitch = defineCall({
  summary: 'Switch one of the agent’s registration links on or off.',
  path: '/wps/agent/links/switch',
  method: 'POST',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'NOT_FOUND'],
  request: z.object({ id: z.int(), enabled: z.boolean() }),
  response: z.object({ id: z.int(), enabled: z.boolean() }),
});
