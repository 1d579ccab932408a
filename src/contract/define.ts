import { z } from 'zod/mini';
import type { ErrorCode } from './refusals';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Any zod schema. The contract is written with `zod/mini` (docs/decisions/0050): its schemas
 * reach the browser, and mini's functions bundle to a third of full zod's methods.
 */
export type Schema = z.core.$ZodType;

/**
 * One platform call, declared once. The site's clients and the reference platform both read
 * these declarations, so the two can never disagree about a path, a method or a shape.
 */
export interface CallDeclaration<Req extends Schema = Schema, Res extends Schema = Schema> {
  /** Path under the site's origin, e.g. `/wps/member/info`. */
  readonly path: string;
  readonly method: HttpMethod;
  /** Needs the session token (sent as the bare `Authorization` header). */
  readonly auth: boolean;
  /** Payload travels DES-encrypted with an RSA-wrapped key (docs/platform-api.md "Wire protocol"). */
  readonly encrypted: boolean;
  /** `json` (default) or `form` (application/x-www-form-urlencoded). Ignored for GET/DELETE. */
  readonly body?: 'json' | 'form';
  /** Request parameters: the query for GET/DELETE, the (decrypted) body otherwise. */
  readonly request: Req;
  /** The envelope's `value` on success. */
  readonly response: Res;
  /**
   * The upstream value carries a session `token` that the proxy moves into the HttpOnly
   * cookie and removes before the browser sees the body. See {@link browserResponse}.
   */
  readonly issuesSession?: boolean;
  /**
   * The call ends the caller's session, and the site's proxy then clears its session cookies.
   * `on-success`: the platform ends it only when it accepts the call (a time-out, a password
   * change), so the cookies go only on a success envelope: a refused call leaves the player
   * signed in to read why, as the platform left the session. `always`: logout, the player
   * leaving this device; the cookies go whatever the platform answers, and when it does not
   * answer (docs/decisions/0063-session-ending-calls-and-json-depth.md).
   */
  readonly endsSession?: 'always' | 'on-success';
  /**
   * The call moves money (a stake, a prize, a transfer). Its body then carries the caller's
   * {@link IDEMPOTENCY_KEY_FIELD} (added to `request` by {@link defineCall}): the site's client
   * makes one per user action and keeps it for retries, and the platform applies a key once
   * and answers its repeats with the first answer (docs/platform-api.md "Idempotency keys").
   * Such a call must need the session (`auth: true`): keys are kept per member.
   */
  readonly movesMoney?: boolean;
  /**
   * The largest request body the call takes, when more than the platform's default (1 MB): the
   * site's body cap for the path must allow it too (src/lib/security/body-cap.ts, docs/decisions/0003).
   */
  readonly maxBodyBytes?: number;
  /** Extra headers the platform expects on this call (e.g. the free-play gateway version). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The codes this call's own rules may refuse with (docs/platform-api.md "Error codes"). The codes
   * every call may answer, and those its flags bring (UNAUTHORIZED for `auth`, …), are added by
   * `refusalsOf`; the reference platform answers no other code for this call.
   */
  readonly refusals?: readonly ErrorCode[];
  /** One line for docs/platform-api.md. */
  readonly summary: string;
}

/**
 * The response of a call that answers no value: the envelope's `value` is `null` or absent (the
 * envelope makes it optional), anything else breaks the contract.
 */
export const noValue = z.optional(z.null());

/** A fixed path: segments of letters, digits, `_`, `.` and `-`, no `{id}`, `:id` or `*`. */
const FIXED_PATH = /^(\/[A-Za-z0-9_.-]+)+$/;

/** The body field of a money-moving call that carries its idempotency key. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/**
 * What a key must look like: 16 to 100 letters, digits, `-` or `_` (a UUID fits). The
 * contract's field itself is a loose optional string, so that a missing or malformed key gets
 * the platform's own refusal naming the field rather than a generic "invalid request".
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

const idempotencyKeyField = z.optional(z.string());
type Keyed<Req> =
  Req extends z.ZodMiniObject<infer Shape, infer Config> ? z.ZodMiniObject<Shape & { [IDEMPOTENCY_KEY_FIELD]: typeof idempotencyKeyField }, Config> : never;

/**
 * Declares a call. A call declared `movesMoney: true` gets the idempotency key field added to
 * its request, so the key is part of the contract wherever the request is read or forwarded.
 */
export function defineCall<Req extends z.ZodMiniObject, Res extends Schema>(
  declaration: CallDeclaration<Req, Res> & { movesMoney: true },
): CallDeclaration<Keyed<Req>, Res> & { movesMoney: true };
export function defineCall<Req extends Schema, Res extends Schema>(declaration: CallDeclaration<Req, Res>): CallDeclaration<Req, Res>;
export function defineCall(declaration: CallDeclaration): CallDeclaration {
  // Ids travel in the query (docs/platform-api.md "Ids travel in the query"): a path is fixed, so
  // the proxy, the router and the docs match calls by exact path.
  if (!FIXED_PATH.test(declaration.path)) {
    throw new Error(`${declaration.path}: a call's path is fixed; ids travel in the query as request fields (docs/platform-api.md "Ids travel in the query")`);
  }
  if (!declaration.movesMoney) return declaration;
  if (!(declaration.request instanceof z.ZodMiniObject)) throw new Error(`${declaration.path}: a money-moving call needs an object request`);
  return { ...declaration, request: z.extend(declaration.request, { [IDEMPOTENCY_KEY_FIELD]: idempotencyKeyField }) };
}

export type RequestOf<C> = C extends CallDeclaration<infer Req, Schema> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallDeclaration<Schema, infer Res> ? z.output<Res> : never;
/** What a browser receives: the token of a session-issuing call never reaches scripts. */
export type BrowserResponseOf<C> = C extends { issuesSession: true } ? Omit<ResponseOf<C>, 'token'> : ResponseOf<C>;
