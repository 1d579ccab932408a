import { z } from 'astro/zod';

/**
 * Every platform response is wrapped in this envelope. `success: false` carries a human
 * message (already in the request's `Language`) and sometimes a machine `errorCode`.
 */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional().nullable(),
    message: z.string().optional().nullable(),
    errorCode: z.string().optional().nullable(),
  });

/** The loose envelope used before we know which call a response belongs to. */
export const anyEnvelope = envelopeSchema(z.unknown());
export type Envelope<T> = { success: boolean; value?: T | null; message?: string | null; errorCode?: string | null };

/**
 * What went wrong, from the UI's point of view. `network`, `timeout` and `schema` all show
 * the same "Network link is abnormal" text: the player can do nothing different about them.
 * `rejected` is the platform saying no (wrong password, …) and shows the platform's message.
 * `unauthorized` means the session is gone: the UI returns to the guest state.
 */
export type PlatformErrorKind = 'network' | 'timeout' | 'schema' | 'rejected' | 'unauthorized';

// Fields are assigned in the constructor, not declared as parameter properties: server.mjs
// loads this module through the body cap with Node's type stripping, which refuses those.
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly details: {
    path?: string;
    errorCode?: string | null;
    status?: number;
    value?: unknown;
    /** A schema break: where the request or the answer broke the declaration (never the values). */
    issues?: readonly { readonly path: string; readonly message: string; readonly code: string }[];
    /** A schema break: `request` (ours), `not-envelope` or `response` (the platform's answer). */
    reason?: 'request' | 'not-envelope' | 'response' | 'not-json';
    /** A transport failure: what fetch or the signal said (`TypeError: fetch failed`). */
    cause?: string;
  };
  constructor(kind: PlatformErrorKind, message: string, details: PlatformError['details'] = {}) {
    super(message);
    this.kind = kind;
    this.details = details;
  }

  /** True when the UI should show its generic "network link is abnormal" text. */
  get isTransport(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'schema';
  }
}

/** Error codes the reference platform (and our proxy) use; the operator's platform may add others. */
export const ErrorCodes = {
  unauthorized: 'UNAUTHORIZED',
  badRequest: 'BAD_REQUEST',
  invalidCredentials: 'INVALID_CREDENTIALS',
  captchaRequired: 'CAPTCHA_REQUIRED',
  captchaInvalid: 'CAPTCHA_INVALID',
  rateLimited: 'RATE_LIMITED',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** A request body larger than its route accepts (413, from server.mjs; see src/lib/security/body-cap.ts). */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  notFound: 'NOT_FOUND',
  /** A known path asked with a method it does not take (the answer says `Allow`). */
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  /** A body whose Content-Type is not the one the call declares (JSON, or a form for `body: 'form'`). */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  decryptFailed: 'DECRYPT_FAILED',
  /** A trial account (type 4) asked for something only a real account may do (docs/product.md §6 in_need_true_account). */
  needRealAccount: 'NEED_REAL_ACCOUNT',
  /** A raffle this member has claimed already: one prize per member and raffle. */
  alreadyClaimed: 'ALREADY_CLAIMED',
  /** A promotion (raffle) whose period is over. */
  promotionEnded: 'PROMOTION_ENDED',
  /** A promotion (raffle) whose period has not begun. */
  promotionNotStarted: 'PROMOTION_NOT_STARTED',
  /** An account the promotion is not for (e.g. an agent account on a players' raffle). */
  notEligible: 'NOT_ELIGIBLE',
  /** A call declared `movesMoney` came without a well-formed `idempotencyKey` (HTTP 400). */
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  /** An `idempotencyKey` already used for a different request (HTTP 409): nothing was done. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** Builds a success envelope; used by the reference platform and the proxy. */
export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });
/** Builds a failure envelope; used by the reference platform and the proxy. */
export const fail = (message: string, errorCode?: string, value?: unknown): Envelope<unknown> => ({
  success: false,
  message,
  ...(errorCode ? { errorCode } : {}),
  ...(value !== undefined ? { value } : {}),
});

/**
 * An envelope as the site's own HTTP answer (the proxy's refusals, a path outside the
 * platform's base): JSON, never cached.
 */
export const envelopeResponse = (status: number, envelope: Envelope<unknown>, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
