import { z } from 'zod/mini';
import type { Schema } from './define';

/**
 * Every error code of the contract: the ones the reference platform answers and the ones the
 * site's proxy answers itself. The operator's platform may add codes of its own; the site treats
 * an unknown code as a plain refusal and shows its message (docs/platform-api.md "Error codes").
 */
export const ErrorCodes = {
  unauthorized: 'UNAUTHORIZED',
  badRequest: 'BAD_REQUEST',
  invalidCredentials: 'INVALID_CREDENTIALS',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  rateLimited: 'RATE_LIMITED',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  decryptFailed: 'DECRYPT_FAILED',
  needRealAccount: 'NEED_REAL_ACCOUNT',
  alreadyClaimed: 'ALREADY_CLAIMED',
  promotionEnded: 'PROMOTION_ENDED',
  promotionNotStarted: 'PROMOTION_NOT_STARTED',
  notEligible: 'NOT_ELIGIBLE',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  unsupported: 'UNSUPPORTED',
  internal: 'INTERNAL',
  notAgent: 'NOT_AGENT',
  notMember: 'NOT_MEMBER',
  validation: 'VALIDATION',
  invalidInvitation: 'INVALID_INVITATION_CODE',
  featureDisabled: 'FEATURE_DISABLED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  drawClosed: 'DRAW_CLOSED',
  launchTicketInvalid: 'LAUNCH_TICKET_INVALID',
  channelClosed: 'CHANNEL_CLOSED',
  paymentPasswordLocked: 'PAYMENT_PASSWORD_LOCKED',
  withdrawalAccountLimit: 'WITHDRAWAL_ACCOUNT_LIMIT',
  dailyLimitReached: 'DAILY_LIMIT_REACHED',
  limitReached: 'LIMIT_REACHED',
  playBlocked: 'PLAY_BLOCKED',
  itemUnavailable: 'ITEM_UNAVAILABLE',
  redemptionClosed: 'REDEMPTION_CLOSED',
  aboveContract: 'ABOVE_CONTRACT',
  linkLimit: 'LINK_LIMIT',
  linkInactive: 'LINK_INACTIVE',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** A refusal that names the request field it refuses, so the site shows the message under that field. */
const namesField = z.object({ field: z.string() });
/** A login refusal that says whether the next attempt needs a captcha. */
const asksCaptcha = z.object({ captcha: z.boolean() });

interface Refusal {
  /** The HTTP status it comes with. */
  readonly status: string;
  /** When it is answered (docs/platform-api.md "Error codes" is generated from this). */
  readonly means: string;
  /** The shape of its `value`, when it carries one. */
  readonly value?: Schema;
}

/**
 * What each code means and, where it carries one, the shape of the refusal's `value`. A refusal
 * without a `value` is always allowed; one with a `value` must fit its code's shape (the reference
 * platform checks its own answers against it, platform/http/router.ts).
 */
export const REFUSALS: { readonly [Code in ErrorCode]: Refusal } = {
  BAD_REQUEST: {
    status: '400',
    means:
      "the request does not match the call's schema (or a username login lacks username or password); a field with a NUL character or text that is not UTF-8, then with `value: { field }`",
    value: namesField,
  },
  DECRYPT_FAILED: { status: '400', means: 'an encrypted call whose `Encryption` header or body cannot be decrypted' },
  UNAUTHORIZED: {
    status: '401',
    means:
      "a *token* call without a live session (missing, unknown, expired, logged out); `value: { ended: 'sessionLimit' }` when the player's session-time limit ended it (the site says so at the next page)",
    value: z.object({ ended: z.literal('sessionLimit') }),
  },
  NOT_FOUND: {
    status: '404 / 200',
    means:
      '404: unknown path (the site\'s proxy answers it itself for anything the site does not declare, without asking the platform). 200: a business "does not exist": "Username/Email does not exist" (e-mail reset), "Mobile number does not exist" (SMS code, SMS login, phone reset; `value: { field: \'mobileNum\' }`), "This game is not available" (a launch of a game that is not in the catalogue under that vendor and category; opened numbers of an unknown lottery game), an unknown promotion or raffle',
    value: namesField,
  },
  METHOD_NOT_ALLOWED: { status: '405', means: "known path, other method, with `Allow` (the site's proxy, and the reference platform)" },
  UNSUPPORTED_MEDIA_TYPE: {
    status: '415',
    means: "set by the site's proxy: a POST/PUT body that is not `application/json` (or `application/x-www-form-urlencoded` for a `body: 'form'` call)",
  },
  VALIDATION: {
    status: '200',
    means:
      'a form field is refused (missing, too short or long, wrong format, taken, wrong SMS code or captcha, …); `value: { field }` names the request field (`username`, `password`, `mobileNum`, `verificationCode`, `captcha`, `email`, `newPassword`, `oldPassword`, …) so the site can show `message` under it',
    value: namesField,
  },
  INVALID_INVITATION_CODE: {
    status: '200',
    means:
      '"Invalid invitation code": `/wps/agent/affiliate` with a code no agent has; a registration with such an `affiliateCode` (then with `value: { field: \'affiliateCode\' }`)',
    value: namesField,
  },
  INVALID_CREDENTIALS: { status: '200', means: 'wrong username or password (same answer for both); `value: { captcha: false }`', value: asksCaptcha },
  CAPTCHA_REQUIRED: {
    status: '200',
    means:
      'the next login must carry a captcha: a login without one once it is due, or the failure that makes it due (message then says the password was wrong too); `value: { captcha: true }`',
    value: asksCaptcha,
  },
  CAPTCHA_INVALID: { status: '200', means: 'wrong, expired or already used captcha; `value: { captcha: true }`', value: asksCaptcha },
  RATE_LIMITED: {
    status: '429',
    means: 'too many failed logins, captcha images, SMS codes, e-mail resets, wrong old passwords or free-play accounts; `Retry-After` in seconds',
  },
  NOT_AGENT: {
    status: '200',
    means: 'a non-agent logging in with `loginFrom: \'agent\'`: "Non-agents cannot log in"; a non-agent asking an agent-centre call (issue 17)',
  },
  NOT_MEMBER: {
    status: '200',
    means:
      'an agent (type 1, 2, 41, 42) logging in with `loginFrom: \'member\'` while `accountRules.agentsMayLogInAsMembers` is false: "Non-member account unable to login"',
  },
  FEATURE_DISABLED: { status: '200', means: 'the whitelabel switch of the call is off (see "Accounts")' },
  NEED_REAL_ACCOUNT: {
    status: '200',
    means: "a trial account (type 4) asked for a real account's action (change password, `launchGame`, a raffle claim; docs/product.md §6)",
  },
  ALREADY_CLAIMED: { status: '200', means: 'a raffle this member has claimed already: one prize per member and raffle' },
  PROMOTION_ENDED: { status: '200', means: 'a promotion (raffle) whose period is over' },
  PROMOTION_NOT_STARTED: { status: '200', means: 'a promotion (raffle) whose period has not begun' },
  NOT_ELIGIBLE: { status: '200', means: "an account the promotion is not for (e.g. an agent account on a players' raffle)" },
  INSUFFICIENT_FUNDS: {
    status: '200',
    means:
      "an amount above the balance (a demo game round's or a lottery bet's stake, a wallet transfer's amount; a points price or conversion above the points balance); `value: { field }`",
    value: namesField,
  },
  DRAW_CLOSED: {
    status: '200 / 409',
    means:
      'a lottery bet on a draw that no longer takes bets (closed, drawn, or not the open one); `value: { state }`; 409 from the dev draw endpoint for a game without an open draw',
    value: z.object({ state: z.looseObject({}) }),
  },
  CHANNEL_CLOSED: {
    status: '200',
    means: "a deposit on a channel that is closed (it may have closed after the page listed it); nothing was done; `value: { field: 'channel' }`",
    value: namesField,
  },
  LAUNCH_TICKET_INVALID: {
    status: '401',
    means:
      "a demo game round or a lottery screen request with an unknown or expired launch ticket, or one whose session has ended (the site's session is not affected)",
  },
  PAYMENT_PASSWORD_LOCKED: {
    status: '200',
    means:
      "too many wrong payment passwords (5 in a row): withdrawals and transfers are refused until `value.lockedUntil` (ISO time, 30 minutes after the last wrong answer); `value: { field: 'paymentPassword', lockedUntil }`",
    value: z.object({ field: z.string(), lockedUntil: z.string() }),
  },
  WITHDRAWAL_ACCOUNT_LIMIT: {
    status: '200',
    means: "a withdrawal account beyond the maximum per member (5); `value: { field: 'accountNumber', max }`",
    value: z.object({ field: z.string(), max: z.int() }),
  },
  DAILY_LIMIT_REACHED: {
    status: '200',
    means: "a withdrawal over the member's VIP level's daily count or amount; `value: { field: 'amount' }`",
    value: namesField,
  },
  LIMIT_REACHED: {
    status: '200',
    means:
      "a deposit, stake, game launch or transfer into a vendor wallet that would go over a safer-gambling limit (the lower of the player's and the operator's; docs/platform-api.md \"Safer gambling\"); nothing moved; `value: { field: 'amount', kind, period, source, limit, left, resetsAt }` (amounts in major units, `resetsAt` ISO or null)",
    value: z.object({
      field: z.string(),
      kind: z.enum(['deposit', 'loss', 'wager']),
      period: z.enum(['day', 'week', 'month']),
      source: z.enum(['player', 'operator']),
      limit: z.number(),
      left: z.number(),
      resetsAt: z.nullable(z.string()),
    }),
  },
  PLAY_BLOCKED: {
    status: '200',
    means:
      "the player is on a time-out or self-excluded: a login (unless it asks for the restricted session), a deposit, a stake, a game launch or a transfer into a vendor wallet; `value: { kind: 'timeout' | 'exclusion', until, helpUrl }` (`until` ISO, null when indefinite)",
    value: z.object({ kind: z.enum(['timeout', 'exclusion']), until: z.nullable(z.string()), helpUrl: z.string() }),
  },
  ITEM_UNAVAILABLE: {
    status: '200',
    means:
      "a points-mall item the member may not redeem now: out of stock, a VIP level below the item's, or the item's limit per member reached; `value: { field: 'itemId', reason: 'outOfStock' | 'vipTooLow' | 'limitReached' }`",
    value: z.object({ field: z.string(), reason: z.enum(['outOfStock', 'vipTooLow', 'limitReached']) }),
  },
  REDEMPTION_CLOSED: {
    status: '200',
    means:
      "a change to a points-mall redemption's delivery details after the operator has delivered (shipped) or rejected it; nothing was changed; `value: { state: 'delivered' | 'rejected' }`",
    value: z.object({ state: z.enum(['delivered', 'rejected']) }),
  },
  ABOVE_CONTRACT: {
    status: '200',
    means:
      "an agent giving a player or sub-agent a rebate or commission above the agent's own contract (issue 17); nothing was created; `value: { field: 'rebate' | 'netCommission' | 'turnoverCommission', ceiling }` (`ceiling` in basis points)",
    value: z.object({ field: z.string(), ceiling: z.int() }),
  },
  LINK_LIMIT: {
    status: '200',
    means: "an agent's registration link beyond the most an agent may have (10); nothing was created; `value: { field: 'rebate', max }`",
    value: z.object({ field: z.string(), max: z.int() }),
  },
  LINK_INACTIVE: {
    status: '200',
    means:
      "a registration (or `/wps/agent/affiliate` check) with the code of an agent's registration link that is switched off or expired; nothing was created; `value: { field: 'affiliateCode', reason: 'off' | 'expired' }`",
    value: z.object({ field: z.string(), reason: z.enum(['off', 'expired']) }),
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: '400',
    means: 'a call that moves money without a well-formed `idempotencyKey`; `value: { field: \'idempotencyKey\' }` (see "Idempotency keys")',
    value: namesField,
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: '409',
    means:
      "an `idempotencyKey` already used by the member for a different request, or a wallet transfer or collect whose key was forgotten after a day while its movement, made under that key, is in the ledger; nothing was done; `value: { field: 'idempotencyKey' }`",
    value: namesField,
  },
  UNSUPPORTED: { status: '501', means: 'a declared call the reference platform does not answer' },
  INTERNAL: { status: '500', means: "the reference platform's own fault, or an answer of its that breaks the contract (logged on the server)" },
  FORBIDDEN_ORIGIN: { status: '403', means: "set by the site's proxy: a state-changing call from another origin" },
  PAYLOAD_TOO_LARGE: {
    status: '413',
    means: "set by the site's server (`server.mjs`): a request body over its route's cap (64 KB by default, `MAX_BODY_BYTES`); `value: { maxBytes }`",
    value: z.object({ maxBytes: z.int() }),
  },
  UPSTREAM_TIMEOUT: { status: '504', means: "set by the site's proxy when the platform does not answer in time" },
  UPSTREAM_UNAVAILABLE: {
    status: '502',
    means:
      "set by the site's proxy when the platform cannot be reached, or answers a declared call with something that is not JSON (an HTML error page, a 5xx page), or with a body that still holds a session token",
  },
};

/** Codes any call may answer: the proxy's own refusals and the platform's failures. */
const ANY_CALL: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'FORBIDDEN_ORIGIN',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'UNSUPPORTED',
  'INTERNAL',
];

/** The flags of a declaration that bring refusals of their own (kept structural so define.ts can import this file). */
interface RefusingCall {
  readonly auth: boolean;
  readonly encrypted: boolean;
  readonly movesMoney?: boolean;
  readonly refusals?: readonly ErrorCode[];
}

/**
 * Every code a call may answer: its declared `refusals`, those its flags bring (a session call
 * may answer UNAUTHORIZED, an encrypted one DECRYPT_FAILED, a money-moving one the idempotency
 * codes) and those of {@link ANY_CALL}.
 */
export const refusalsOf = (call: RefusingCall): ReadonlySet<ErrorCode> =>
  new Set<ErrorCode>([
    ...ANY_CALL,
    ...(call.auth ? (['UNAUTHORIZED'] as const) : []),
    ...(call.encrypted ? (['DECRYPT_FAILED'] as const) : []),
    ...(call.movesMoney ? (['IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED'] as const) : []),
    ...(call.refusals ?? []),
  ]);

/**
 * Why a refusal breaks its call's declaration, or null when it keeps it: a code the call does not
 * declare, or a `value` that does not fit its code's shape.
 */
export function refusalBreach(call: RefusingCall, errorCode: string | null | undefined, value: unknown): string | null {
  if (!errorCode) return 'a refusal without an errorCode';
  if (!refusalsOf(call).has(errorCode as ErrorCode)) return `errorCode ${errorCode} is not among the call's refusals`;
  if (value === undefined || value === null) return null;
  const shape = REFUSALS[errorCode as ErrorCode].value;
  if (!shape) return `errorCode ${errorCode} carries no value`;
  const check = z.safeParse(shape, value);
  return check.success ? null : `the value of ${errorCode} does not fit its shape: ${check.error.issues.map((issue) => issue.message).join('; ')}`;
}
