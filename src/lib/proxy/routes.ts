import { allCalls } from '../../contract/calls';
import type { CallDeclaration, HttpMethod } from '../../contract/define';

/** How a request's body must be encoded; `none` means no body is forwarded. */
export type BodyKind = 'json' | 'form' | 'none';

/** What the proxy forwards one request as. */
export interface ProxyTarget {
  /** The path sent to the platform: the declaration's own text, never the request's. */
  readonly path: string;
  readonly method: HttpMethod;
  /** The contract's declaration, or null for the platform's static files and vendor screens. */
  readonly call: CallDeclaration | null;
  readonly body: BodyKind;
  /** The answer must be a JSON envelope; anything else is the platform failing. */
  readonly json: boolean;
}

export type RouteMatch =
  | { readonly kind: 'found'; readonly target: ProxyTarget }
  | { readonly kind: 'method'; readonly allow: readonly HttpMethod[] }
  | { readonly kind: 'none' };

/**
 * Paths outside the contract that the site still serves through `/lgw`: the reference
 * platform's images (`platform/static/serve.ts`), which its data points at, and its
 * vendor-style screens shown in the game frame (`platform/demo-game/serve.ts`,
 * `platform/lottery-screen/serve.ts`), which request their own files and rounds. Each pattern
 * admits only plain names, so no dot segment or encoded character can ride along.
 */
interface FileRoute {
  readonly pattern: RegExp;
  readonly method: HttpMethod;
  readonly body: BodyKind;
  readonly json: boolean;
}

const FILE_ROUTES: readonly FileRoute[] = [
  { pattern: /^\/lgw\/static\/(?:banners|promotions)\/\d{1,9}\.webp$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/static\/vendors\/[A-Za-z0-9_-]{1,40}\.webp$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/static\/games\/[A-Za-z0-9_-]{1,80}\.webp$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/static\/qr\/app\.svg$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/static\/avatars\/\d{1,2}\.svg$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/demo\/(?:game\.js|game\.css|play)$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/demo\/round$/, method: 'POST', body: 'json', json: true },
  { pattern: /^\/lgw\/lottery-screen\/(?:screen\.js|screen\.css|play)$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/lottery-screen\/state$/, method: 'GET', body: 'none', json: true },
  { pattern: /^\/lgw\/lottery-screen\/bet$/, method: 'POST', body: 'json', json: true },
  // The reference platform's payment provider page for e-wallet deposits (platform/deposits/provider.ts).
  { pattern: /^\/lgw\/pay\/order$/, method: 'GET', body: 'none', json: false },
  { pattern: /^\/lgw\/pay\/decide$/, method: 'POST', body: 'form', json: false },
];

const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Declared paths by path, each with its calls by method (the contract as a lookup table). */
const CALLS_BY_PATH = new Map<string, CallDeclaration[]>();
for (const call of allCalls) CALLS_BY_PATH.set(call.path, [...(CALLS_BY_PATH.get(call.path) ?? []), call]);

const callTarget = (call: CallDeclaration): ProxyTarget => ({
  path: call.path,
  method: call.method,
  call,
  body: call.method === 'GET' || call.method === 'DELETE' ? 'none' : (call.body ?? 'json'),
  json: true,
});

/**
 * What the proxy may forward for `method` and the request's `pathname` (as the URL parser left
 * it, still percent-encoded): a declared call, one of {@link FILE_ROUTES}, a known path asked
 * with another method, or nothing. Matching is exact (one trailing slash run is tolerated), so
 * `..`, `%2e`, `%2f`, `%5c` or a backslash never match anything.
 */
export function resolveProxyRoute(method: string, pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates: ProxyTarget[] = (CALLS_BY_PATH.get(path) ?? []).map(callTarget);
  for (const route of FILE_ROUTES) {
    if (route.pattern.test(path)) candidates.push({ path, method: route.method, call: null, body: route.body, json: route.json });
  }
  if (candidates.length === 0) return { kind: 'none' };
  const target = candidates.find((candidate) => candidate.method === method);
  if (target) return { kind: 'found', target };
  // In a fixed order: the declarations' own order depends on how the build bundles them.
  const allow = METHOD_ORDER.filter((known) => candidates.some((candidate) => candidate.method === known));
  return { kind: 'method', allow };
}

const MEDIA_TYPES: Record<Exclude<BodyKind, 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/** True when `contentType` (parameters such as charset allowed) is the media type `body` needs. */
export function acceptsContentType(body: BodyKind, contentType: string | null): boolean {
  if (body === 'none') return true;
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === MEDIA_TYPES[body];
}
