import { z } from 'zod/mini';
import { defineCall } from '../define';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';

/**
 * Safer gambling (issue 16; docs/platform-api.md "Safer gambling", docs/decisions/0029-safer-gambling.md):
 * the player's limits with their usage, pending raises, the reality check, time-outs and
 * self-exclusion. Periods are rolling windows: `day` 24 hours, `week` 7 days, `month` 30 days.
 */

export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'indefinite'] as const;
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60] as const;

const wireOrNull = z.nullable(wireAmount);
const minorOrNull = (value: number | null) => (value === null ? null : minorFromWire(value));

/** A raise or removal waiting: confirmable from `confirmableAt` until `lapsesAt` (ISO). `amount` null: removal. */
const pending = z.object({ amount: wireOrNull, requestedAt: z.string(), confirmableAt: z.string(), lapsesAt: z.string(), confirmable: z.boolean() });

const moneyLimit = z.pipe(
  z.object({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** The player's own limit, the operator's, and the one in force (the lower) with whose it is. */
    player: wireOrNull,
    operator: wireOrNull,
    inForce: wireOrNull,
    source: z.nullable(z.enum(['player', 'operator'])),
    /** Used in the window ending now, what is left of the limit in force, when the usage first falls (ISO or null). */
    used: wireAmount,
    left: wireOrNull,
    resetsAt: z.nullable(z.string()),
    pending: z.nullable(pending),
  }),
  z.transform((row) => ({
    ...row,
    player: minorOrNull(row.player),
    operator: minorOrNull(row.operator),
    inForce: minorOrNull(row.inForce),
    used: minorFromWire(row.used),
    left: minorOrNull(row.left),
    pending: row.pending ? { ...row.pending, amount: minorOrNull(row.pending.amount) } : null,
  })),
);

const block = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  duration: z.string(),
  startsAt: z.string(),
  /** ISO, null when indefinite. */
  until: z.nullable(z.string()),
  /** A self-exclusion past its end: when a lift was asked for, and when it takes effect. */
  liftRequestedAt: z.nullable(z.string()),
  canRequestLift: z.boolean(),
});

export const safetyOverview = defineCall({
  summary:
    "The player's safer-gambling settings: each money limit (deposit, loss, wager per 24 h, 7 d, 30 d) with usage, reset and any pending raise; the session-time limit; the reality-check interval; a time-out or self-exclusion in force.",
  path: '/wps/v2/safety',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    limits: z.array(moneyLimit),
    session: z.object({
      player: z.nullable(z.int()),
      operator: z.nullable(z.int()),
      inForce: z.nullable(z.int()),
      /** When this session ends under the limit (ISO), or null. */
      endsAt: z.nullable(z.string()),
      pending: z.nullable(
        z.object({ minutes: z.nullable(z.int()), requestedAt: z.string(), confirmableAt: z.string(), lapsesAt: z.string(), confirmable: z.boolean() }),
      ),
    }),
    realityCheck: z.object({ minutes: z.int(), chosen: z.boolean() }),
    block: z.nullable(block),
    /** The platform's clock (ISO): countdowns are counted from it, not from the reader's clock. */
    now: z.string(),
  }),
});

const changeAnswer = z.object({ change: z.enum(['applied', 'pending', 'same']) });

export const safetySetLimit = defineCall({
  refusals: ['VALIDATION'],
  summary:
    'Set, lower, raise or remove (amount null) one money limit. Adding or lowering applies at once; raising or removing waits 24 hours and then needs `safetyConfirmLimit` within 7 days.',
  path: '/wps/v2/safety/limit',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ kind: z.enum(MONEY_LIMIT_KINDS), period: z.enum(LIMIT_PERIODS), amount: wireOrNull }),
  response: changeAnswer,
});

export const safetySetSessionLimit = defineCall({
  refusals: ['VALIDATION'],
  summary: 'Set, lower, raise or remove (null) the session-time limit in minutes (15 to 1440); the same waiting rule as money limits.',
  path: '/wps/v2/safety/session-limit',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ minutes: z.nullable(z.int()) }),
  response: changeAnswer,
});

export const safetyConfirmLimit = defineCall({
  refusals: ['VALIDATION'],
  summary: 'Confirm a pending raise or removal whose 24 hours are over (kind `session` for the session-time limit).',
  path: '/wps/v2/safety/limit/confirm',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ kind: z.enum([...MONEY_LIMIT_KINDS, 'session']), period: z.enum([...LIMIT_PERIODS, 'session']) }),
  response: changeAnswer,
});

export const safetySetRealityCheck = defineCall({
  refusals: ['VALIDATION'],
  summary: 'Choose the reality-check interval: 0 (off), 15, 30, 45 or 60 minutes.',
  path: '/wps/v2/safety/reality-check',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ minutes: z.int() }),
  response: z.object({ minutes: z.int() }),
});

export const safetyBlock = defineCall({
  refusals: ['VALIDATION'],
  summary:
    'Take a time-out (24h, 7d, 30d, 6w) or self-exclude (6m, 1y, 2y, 5y, indefinite) at once: every session of the player ends. Cannot be shortened through the site.',
  path: '/wps/v2/safety/block',
  method: 'POST',
  auth: true,
  encrypted: false,
  endsSession: 'on-success',
  request: z.union([
    z.object({ kind: z.literal('timeout'), duration: z.enum(TIMEOUT_DURATIONS) }),
    z.object({ kind: z.literal('exclusion'), duration: z.enum(EXCLUSION_DURATIONS) }),
  ]),
  response: z.object({ until: z.nullable(z.string()) }),
});

export const safetyRequestLift = defineCall({
  refusals: ['VALIDATION'],
  summary: 'Ask to lift a self-exclusion whose end has passed: it lifts 24 hours after the request (the cooling-off).',
  path: '/wps/v2/safety/lift',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ liftsAt: z.string() }),
});

export const safetyRealityCheck = defineCall({
  summary:
    "The reality check's figures since this session's login: minutes played, stakes, wins and net (wins less stakes), and the player's reality-check interval (0: off).",
  path: '/wps/v2/safety/session',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.pipe(
    z.object({ loginAt: z.string(), minutes: z.int(), intervalMinutes: z.int(), stakes: wireAmount, wins: wireAmount, net: wireAmount }),
    z.transform((value) => ({ ...value, stakes: minorFromWire(value.stakes), wins: minorFromWire(value.wins), net: minorFromWire(value.net) })),
  ),
});
