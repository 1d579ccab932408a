import type { APIContext, MiddlewareNext } from 'astro';
import { siteConfig } from '../config.server';
import { SESSION_COOKIE, USERNAME_HINT_COOKIE } from '../session/cookies';
import { encodedBody, preferredEncoding } from './encoded-body.server';
import { createPageCache, fromCachedPage, isCacheable, type CachedPage, type PageCache, responseFrom, toCachedPage } from './page-cache';
import { pageFaulted } from '../platform/server-client.server';

/** How long a guest page stays stale-but-served while one request renders it again. */
const STALE_MS = 60_000;
/** Pages kept per instance: the public pages times the languages fit with room to spare. */
const MAX_ENTRIES = 2_000;

let cache: PageCache | null = null;
const pageCache = (seconds: number): PageCache => (cache ??= createPageCache({ freshMs: seconds * 1000, staleMs: STALE_MS, maxEntries: MAX_ENTRIES }));

/** A rendered page for this request only, marked so that no shared cache keeps it. */
const notKept = (page: CachedPage): Response => responseFrom(page, (headers) => headers.set('Cache-Control', 'no-store'));

/**
 * Whether this request may be answered from the guest page cache: a GET of a public page the
 * route table lets shared caches keep for guests, from a visitor with no session and no account
 * hint (the header is rendered for the account the `username` cookie names).
 */
export function mayUseGuestCache(context: APIContext): boolean {
  const { request, locals, cookies } = context;
  const rule = locals.route?.rule;
  return (
    request.method === 'GET' &&
    rule !== undefined &&
    rule.access === 'public' &&
    rule.caching !== 'private' &&
    !locals.session.signedIn &&
    !cookies.has(SESSION_COOKIE) &&
    !cookies.has(USERNAME_HINT_COOKIE)
  );
}

/**
 * Answers a guest's page from the cache (src/lib/cache/page-cache.ts), keyed by host, path and
 * query (the language is in the path). A render that sets a cookie, is not a 200 HTML page or
 * met a platform failure (`pageFaulted`) is answered as it is and not kept.
 * PAGE_CACHE_SECONDS=0 turns it off (README "Configuration").
 */
export async function guestPageResponse(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const seconds = siteConfig().pageCacheSeconds;
  // `astro dev` shows an editor's change at once.
  if (import.meta.env.DEV || seconds <= 0 || !mayUseGuestCache(context)) return next();
  const { url } = context;
  const answer = await pageCache(seconds).serve(`${url.host}${url.pathname}${url.search}`, async () => {
    const response = await next();
    const setsCookie = [...context.cookies.headers()].length > 0;
    if (!isCacheable(response) || setsCookie) return { page: null, uncached: response };
    const page = await toCachedPage(response);
    // A page that met a platform failure shows an error state in place of data: it goes to this
    // guest only, and no shared cache keeps it either, so the next guest gets a fresh try.
    return pageFaulted() ? { page: null, uncached: notKept(page) } : { page, uncached: null };
  });
  if (!('page' in answer)) return answer.uncached ?? next();
  // Compressed once per kept page, not once per answer (./encoded-body.server.ts).
  const encoding = preferredEncoding(context.request.headers.get('Accept-Encoding'));
  const body = encoding ? encodedBody(answer.page, encoding) : null;
  return fromCachedPage(answer.page, answer.state, encoding && body ? { encoding, body } : undefined);
}
