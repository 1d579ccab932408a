import type { APIContext } from 'astro';
import { DEFAULT_LOCALE_INFO } from '../i18n/locales';

export const TEST_SITE = 'http://localhost:4321';

export interface ProxyRequest {
  /** The request's own origin (what a spoofed Host header turns it into). */
  host?: string;
  origin?: string | null;
  /** `null` sends none. */
  contentType?: string | null;
  body?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A cookie the proxy set, with the options it set it with. */
export interface JarEntry {
  value: string;
  options: Record<string, unknown>;
}

/**
 * The parts of Astro's context the proxy uses (src/lib/proxy/proxy.server.ts), with a cookie jar
 * the test can read. `method` may be one Fetch refuses (TRACE, TRACK, CONNECT): the request is
 * then built as a POST and reports that method.
 */
export function proxyContext(method: string, path: string, request: ProxyRequest = {}): { ctx: APIContext; jar: Map<string, JarEntry> } {
  const { host = TEST_SITE, origin, contentType = 'application/json', body, cookies = {}, headers: extra = {} } = request;
  const jar = new Map<string, JarEntry>(Object.entries(cookies).map(([name, value]) => [name, { value, options: {} }]));
  const headers = new Headers(extra);
  if (contentType) headers.set('Content-Type', contentType);
  if (origin) headers.set('Origin', origin);
  const fetchable = !['TRACE', 'TRACK', 'CONNECT'].includes(method);
  const built = new Request(`${host}${path}`, { method: fetchable ? method : 'POST', headers, ...(body !== undefined ? { body } : {}) });
  if (!fetchable) Object.defineProperty(built, 'method', { value: method });
  const ctx = {
    request: built,
    url: new URL(built.url),
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name)!.value } : undefined),
      set: (name: string, value: string, options: Record<string, unknown> = {}) => jar.set(name, { value, options }),
      delete: (name: string) => jar.delete(name),
    },
    locals: { locale: DEFAULT_LOCALE_INFO, clientIp: '203.0.113.9' },
  } as unknown as APIContext;
  return { ctx, jar };
}
