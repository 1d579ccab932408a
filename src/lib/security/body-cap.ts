/**
 * How many bytes a request body may have (docs/operations.md, "Request size"). server.mjs
 * refuses a larger body before Astro reads anything (./http-body-cap.server.ts), so no route
 * needs a capped reader of its own.
 *
 * Plain TypeScript with no imports beyond the envelope: server.mjs loads it with Node's type
 * stripping, outside Vite.
 */
import { fail, type Envelope } from '../../contract/envelope.ts';
import { ErrorCodes } from '../../contract/refusals.ts';
import { SESSION_COOKIE } from '../session/cookies.ts';

/** Every call the site makes fits in this: a few KB at most (a registration with a Firebase ID token, encrypted). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const MB = 1024 * 1024;

export interface BodyCapRule {
  /** The request path, exactly (no query, no trailing slash). */
  readonly path: string;
  readonly bytes: number;
  /** Why this route needs more than the default; shown nowhere, kept for the next reader. */
  readonly why: string;
  /**
   * The larger cap only for a signed-in visitor sending from the site (a session cookie and
   * `Origin` = SITE_URL): the route refuses anyone else anyway, but only after the body is read,
   * and a stranger must not make the server hold megabytes to hear that.
   */
  readonly signedInOnly?: boolean;
}

/**
 * Routes that need more than the default. To give a route a larger cap, add it here with the
 * reason; everything else keeps the default (or `MAX_BODY_BYTES`, whichever is larger).
 */
export const BODY_CAP_RULES: readonly BodyCapRule[] = [
  {
    path: '/wps/feedback',
    // Base64 in JSON makes 3 bytes 4; the comment and the JSON around them fit in the default.
    bytes: Math.ceil((3 * 5 * MB * 4) / 3) + DEFAULT_MAX_BODY_BYTES,
    why: 'feedback carries up to 3 images of 5 MB each',
    signedInOnly: true,
  },
];

export interface BodyCapOptions {
  /** The configured default (`MAX_BODY_BYTES`); a route's rule is never lowered by it. */
  defaultBytes?: number;
  /** Whether the request comes from a signed-in visitor on the site ({@link signedInFromSite}). */
  signedInFromSite?: boolean;
  rules?: readonly BodyCapRule[];
}

/** The cap for a request path: its rule's (when the rule applies to this sender), or the default, whichever is larger. */
export function bodyCapFor(
  pathname: string,
  { defaultBytes = DEFAULT_MAX_BODY_BYTES, signedInFromSite = false, rules = BODY_CAP_RULES }: BodyCapOptions = {},
): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = rules.find((candidate) => candidate.path === path && (!candidate.signedInOnly || signedInFromSite));
  return Math.max(defaultBytes, rule?.bytes ?? 0);
}

/**
 * Whether a request carries a session cookie and comes from the site's own pages (`Origin` =
 * SITE_URL's origin, as the proxy checks for every state-changing call). Read from the raw
 * headers, before anything else reads the request.
 */
export function signedInFromSite(headers: RequestHeaders, siteOrigin: string): boolean {
  return headers.origin === siteOrigin && SESSION_COOKIE_PRESENT.test(headers.cookie ?? '');
}

/** A session cookie with a value in a `Cookie` header; built once, as every request is checked. */
const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`, 'u');

/** The headers the cap reads (Node's `IncomingHttpHeaders` has them). */
type RequestHeaders = { cookie?: string | undefined; origin?: string | undefined };

/**
 * The cap of every request for this site's configuration: what server.mjs and `astro dev`
 * (astro.config.mjs) both give `withBodyCap` / `refusedByContentLength`.
 */
export function siteBodyCap({ maxBodyBytes, siteUrl }: { maxBodyBytes: number; siteUrl: string }): (pathname: string, headers: RequestHeaders) => number {
  const siteOrigin = new URL(siteUrl).origin;
  return (pathname, headers) => bodyCapFor(pathname, { defaultBytes: maxBodyBytes, signedInFromSite: signedInFromSite(headers, siteOrigin) });
}

/** True when a `Content-Length` header announces more than `cap` bytes (absent: not known yet). */
export function declaresMoreThan(contentLength: string | null | undefined, cap: number): boolean {
  if (contentLength === null || contentLength === undefined || contentLength.trim() === '') return false;
  const length = Number(contentLength);
  // Node's parser refuses a malformed Content-Length before we see it; anything else unreadable is refused here too.
  return !Number.isSafeInteger(length) || length < 0 || length > cap;
}

/** `64 KB`, `20.1 MB`: a cap as the 413 message says it. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** The 413 answer's envelope: what was refused and the most the route accepts. */
export const tooLargeEnvelope = (cap: number): Envelope<unknown> =>
  fail(`The request is too large: at most ${formatBytes(cap)} is accepted here.`, ErrorCodes.payloadTooLarge, { maxBytes: cap });

/**
 * Counts bytes as they arrive: `add` answers false as soon as the total passes `cap`, so the
 * reader can stop there instead of after the whole body.
 */
export function byteCounter(cap: number): { add(chunk: { byteLength: number }): boolean; readonly total: number } {
  let total = 0;
  return {
    add(chunk) {
      total += chunk.byteLength;
      return total <= cap;
    },
    get total() {
      return total;
    },
  };
}
