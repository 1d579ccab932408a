/** Methods that change state and therefore must come from our own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request check for the proxy and the site's own forms: a state-changing request
 * must carry an `Origin` among `allowedOrigins` (callers pass `SITE_URL`'s origin only; the
 * request's own origin comes from its Host header, which the sender picks).
 * Browsers always send `Origin` on such fetches, so a missing one is refused too.
 */
export function isAllowedOrigin(method: string, origin: string | null, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (!origin) return false;
  return allowedOrigins.includes(origin);
}
