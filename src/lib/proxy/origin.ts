/** Methods that change state and therefore must come from our own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request check for the proxy: a state-changing request must carry an `Origin`
 * equal to the site's own origin (the request's, or the public `SITE_URL` behind a proxy).
 * Browsers always send `Origin` on such fetches, so a missing one is refused too.
 */
export function isAllowedOrigin(method: string, origin: string | null, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  if (!origin) return false;
  return allowedOrigins.includes(origin);
}
