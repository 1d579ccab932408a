import { fail } from '../../contract/envelope.ts';
import { ErrorCodes } from '../../contract/refusals.ts';

/**
 * Methods the Fetch standard forbids in `new Request()`. Astro's Node adapter turns every
 * request into a `Request` before any route runs, so one of these would crash it into a bare
 * 500; server.mjs answers them itself instead (docs/architecture.md "The proxy's rules").
 * Loaded by server.mjs through Node's type stripping: erasable TypeScript, imports with their
 * `.ts` extension (as ./body-cap.ts does).
 */
export const UNREPRESENTABLE_METHODS: readonly string[] = ['CONNECT', 'TRACE', 'TRACK'];

/** What the site serves at all; the proxy's 405 for a known path lists that path's own methods. */
export const SITE_METHODS = 'GET, HEAD, POST, PUT, DELETE';

export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The 405 envelope for a method the server cannot represent, or null for any other method. */
export function unrepresentableMethodAnswer(method: string | undefined): PlainAnswer | null {
  if (!method || !UNREPRESENTABLE_METHODS.includes(method.toUpperCase())) return null;
  return {
    status: 405,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Allow: SITE_METHODS },
    body: JSON.stringify(fail('Method not allowed.', ErrorCodes.methodNotAllowed)),
  };
}
