import type { Outcome } from './context';

// A bigint that slipped into a value would make JSON.stringify throw: send it as a number.
const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** The HTTP form of an outcome. Platform answers are per player and never cached by the proxy. */
export function toResponse({ status, body, headers }: Outcome): Response {
  return new Response(JSON.stringify(body, replacer), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The client's IP: the first X-Forwarded-For entry, which the site's proxy sets. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded && forwarded.length <= 64 ? forwarded : 'unknown';
}

/** The bare session token of the `Authorization` header (a `Bearer ` prefix is tolerated). */
export function bearer(request: Request): string | null {
  const value = request.headers
    .get('Authorization')
    ?.trim()
    .replace(/^Bearer\s+/i, '');
  return value || null;
}

/** The `Language` header as a platform language code (`TY`, `EN`, `PT-BR`, …); `TY` when absent or malformed. */
export function requestLanguage(request: Request): string {
  const value = request.headers.get('Language')?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}(?:-[A-Z]{2})?$/.test(value) ? value : 'TY';
}
