/**
 * Security headers for every response (docs/architecture.md "Security").
 *
 * Pages: Astro writes the Content-Security-Policy header itself, with the hashes of every
 * script and style it emitted (`security.csp` in astro.config.mjs), plus {@link CSP_DIRECTIVES}.
 * Everything else (static files, API responses): server.mjs sends {@link fallbackCsp}.
 */
export interface SecurityHeaderOptions {
  /** Served over https: adds HSTS. */
  secure: boolean;
}

/**
 * The policy apart from script-src and style-src (those are Astro's hashes). Game frames will
 * add the platform's launch CDNs to frame-src on the game page.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** For responses Astro does not render: no inline code at all. */
export const fallbackCsp = (): string => [...CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'"].join('; ');

export function securityHeaders({ secure }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': fallbackCsp(),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
