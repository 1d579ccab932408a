import type { z } from 'astro/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call, declared once. The site's clients and the reference platform both read
 * these declarations, so the two can never disagree about a path, a method or a shape.
 */
export interface CallDeclaration<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under the site's origin, e.g. `/wps/member/info`. */
  readonly path: string;
  readonly method: HttpMethod;
  /** Needs the session token (sent as the bare `Authorization` header). */
  readonly auth: boolean;
  /** Payload travels DES-encrypted with an RSA-wrapped key (DESIGN.md wire protocol). */
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
  /** The proxy clears the session cookie after this call, whatever the platform answers. */
  readonly endsSession?: boolean;
  /** Extra headers the platform expects on this call (e.g. the free-play gateway version). */
  readonly headers?: Readonly<Record<string, string>>;
  /** One line for docs/platform-api.md. */
  readonly summary: string;
}

export const defineCall = <Req extends z.ZodType, Res extends z.ZodType>(
  declaration: CallDeclaration<Req, Res>,
): CallDeclaration<Req, Res> => declaration;

export type RequestOf<C> = C extends CallDeclaration<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallDeclaration<z.ZodType, infer Res> ? z.output<Res> : never;
/** What a browser receives: the token of a session-issuing call never reaches scripts. */
export type BrowserResponseOf<C> = C extends { issuesSession: true }
  ? Omit<ResponseOf<C>, 'token'>
  : ResponseOf<C>;
