import { z } from 'zod/mini';

/**
 * Every platform response is wrapped in this envelope. `success: false` carries a human
 * message (already in the request's `Language`) and sometimes a machine `errorCode`.
 */
export const envelopeSchema = <T extends z.core.$ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: z.nullish(value),
    message: z.nullish(z.string()),
    errorCode: z.nullish(z.string()),
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
    reason?: 'request' | 'not-envelope' | 'response' | 'not-json' | 'too-deep';
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
