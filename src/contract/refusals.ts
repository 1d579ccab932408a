import { z } from 'astro/zod';

/**
 * Every error code of the contract: the ones the reference platform answers and the ones the
 * site's proxy answers itself. The operator's platform may add codes of its own; the site treats
 * an unknown code as a plain refusal and shows its message (docs/platform-api.md "Refusals").
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
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** A refusal that names the request field it refuses, so the site shows the message under that field. */
const namesField = z.object({ field: z.string() });
/** A login refusal that says whether the next attempt needs a captcha. */
const asksCaptcha = z.object({ captcha: z.boolean() });

/**
 * What each code means and, where it carries one, the shape of the refusal's `value`. A refusal
 * without a `value` is always allowed; one with a `value` must fit its code's shape (the reference
 * platform checks its own answers against it, platform/http/router.ts).
 */
export const REFUSALS: { readonly [Code in ErrorCode]: { readonly status: string; readonly means: string; readonly value?: z.ZodType } } = {
  UNAUTHORIZED: { status: '401', means: 'No session, or it has ended: the site returns to the guest state.' },
  BAD_REQUEST: { status: '400', means: 'The request does not fit the declaration (a missing field, unsafe text).', value: namesField },
  INVALID_CREDENTIALS: { status: '200', means: 'Wrong username or password.', value: asksCaptcha },
  CAPTCHA_REQUIRED: { status: '200', means: 'The next login needs a captcha.', value: asksCaptcha },
  CAPTCHA_INVALID: { status: '200', means: 'The captcha was wrong or expired.', value: asksCaptcha },
  RATE_LIMITED: { status: '429', means: 'Too many attempts; `Retry-After` says when to try again.' },
  FORBIDDEN_ORIGIN: { status: '403', means: "The site's proxy refused a state-changing call from another origin." },
  PAYLOAD_TOO_LARGE: { status: '413', means: "A body larger than its route accepts (the site's body cap).", value: z.object({ maxBytes: z.number().int() }) },
  UPSTREAM_TIMEOUT: { status: '504', means: "The site's proxy waited too long for the platform." },
  UPSTREAM_UNAVAILABLE: { status: '502', means: "The site's proxy could not reach the platform, or its answer was not an envelope." },
  NOT_FOUND: {
    status: '200/404',
    means: 'The thing asked for does not exist (a game, a promotion, a phone number), or the path is not a call.',
    value: namesField,
  },
  METHOD_NOT_ALLOWED: { status: '405', means: 'A known path asked with a method it does not take (`Allow` lists the ones it takes).' },
  UNSUPPORTED_MEDIA_TYPE: { status: '415', means: 'A body whose Content-Type is not the one the call declares.' },
  DECRYPT_FAILED: { status: '400', means: 'An encrypted body that does not decrypt.' },
  NEED_REAL_ACCOUNT: { status: '200', means: 'A trial account asked for something only a real account may do (docs/product.md §6).' },
  ALREADY_CLAIMED: { status: '200', means: 'A raffle this member has claimed already.' },
  PROMOTION_ENDED: { status: '200', means: 'A promotion whose period is over.' },
  PROMOTION_NOT_STARTED: { status: '200', means: 'A promotion whose period has not begun.' },
  NOT_ELIGIBLE: { status: '200', means: 'An account the promotion is not for.' },
  IDEMPOTENCY_KEY_REQUIRED: { status: '400', means: 'A money-moving call without a well-formed `idempotencyKey`.', value: namesField },
  IDEMPOTENCY_KEY_REUSED: { status: '409', means: 'An `idempotencyKey` already used for a different request: nothing was done.', value: namesField },
  UNSUPPORTED: { status: '501', means: 'A declared call the platform does not answer.' },
  INTERNAL: { status: '500', means: 'The platform failed.' },
  NOT_AGENT: { status: '200', means: 'A player account logged in on the agent login.' },
  NOT_MEMBER: { status: '200', means: "An agent account logged in on the players' login where the operator does not allow it." },
  VALIDATION: { status: '200', means: 'A form field is refused; `value.field` names it.', value: namesField },
  INVALID_INVITATION_CODE: { status: '200', means: 'An invitation (affiliate) code that names no agent.', value: namesField },
  FEATURE_DISABLED: { status: '200', means: 'A whitelabel switch has the feature off.' },
  INSUFFICIENT_FUNDS: { status: '200', means: 'An amount larger than the balance.', value: namesField },
  DRAW_CLOSED: { status: '200/409', means: 'A lottery draw that no longer takes bets.' },
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
  const check = shape.safeParse(value);
  return check.success ? null : `the value of ${errorCode} does not fit its shape: ${check.error.issues.map((issue) => issue.message).join('; ')}`;
}
