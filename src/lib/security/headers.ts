/**
 * Security headers for every response (DESIGN.md "Security"). Scripts and styles are governed
 * by the per-page CSP that Astro writes with hashes (`security.csp`); this header policy adds
 * what a `<meta>` policy cannot carry (frame-ancestors) and locks down everything else.
 * Browsers enforce both policies, so neither may loosen the other.
 */
export interface SecurityHeaderOptions {
  /** Served over https: adds HSTS. */
  secure: boolean;
  /** Origins game frames may load from (the platform's launch CDNs). */
  frameSources?: readonly string[];
}

export function contentSecurityPolicy(frameSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // Script and style sources come from the page's own meta policy (hashes); 'self' here
    // keeps the header from forbidding them, and 'unsafe-inline' is ignored wherever the
    // meta policy supplies hashes.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${frameSources.join(' ')}`.trim(),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders({ secure, frameSources = [] }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(frameSources),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
