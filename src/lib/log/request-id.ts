/**
 * The request id every log line of a request carries, and the `X-Request-Id` its response
 * carries (docs/operations.md "Logs"). An id sent by a load balancer or a proxy in front is kept,
 * so one id follows the request across hops; anything else gets a fresh one.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A sane id: 1 to 128 letters, digits, `.`, `_`, `:` or `-`. Nothing a header or a log reader
 * could take for something else (no spaces, quotes, control characters or separators).
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is sane, else a new one from `generate` (a UUID). */
export function requestIdFrom(incoming: string | null | undefined, generate: () => string = () => crypto.randomUUID()): string {
  const id = incoming?.trim();
  return id && SANE_ID.test(id) ? id : generate();
}
