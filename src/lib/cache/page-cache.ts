/**
 * The guest page cache (docs/decisions/0031-guest-page-cache.md): a page a guest may see is
 * rendered once per few seconds and per instance, not once per request. Astro's route cache
 * answers before the middleware, so it would skip the maintenance, region and login checks;
 * this one sits after them (src/middleware.ts `guestPageCache`).
 *
 * - Fresh for `freshMs`: answered from memory.
 * - Then stale for `staleMs` more: the first request renders it again while the others are
 *   still answered the stale copy, so a busy page never makes a crowd wait on the platform.
 * - Concurrent misses of one key render once and share the result.
 * - At most `maxEntries` pages, the least recently used dropped first.
 * Per instance on purpose: a few seconds of difference between instances is what the public
 * data caches already allow (docs/operations.md "Several instances"), and nothing here is money.
 */
export interface CachedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

export interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

/** How a page was answered: from memory (`hit`), from memory while it is rendered again (`stale`), or rendered (`miss`). */
export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry {
  page: CachedPage;
  storedAt: number;
}

export interface PageCache {
  /**
   * The page for `key`: from memory when fresh (or stale while another request renders it),
   * otherwise from `render`, whose result is kept when it is not null. `render` returning null
   * means "not cacheable": that answer goes to this request only, through `uncached`.
   */
  serve<T>(key: string, render: () => Promise<{ page: CachedPage | null; uncached: T }>): Promise<{ page: CachedPage; state: CacheState } | { uncached: T }>;
  readonly size: number;
}

export function createPageCache({ freshMs, staleMs, maxEntries, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<{ page: CachedPage | null; uncached: unknown }>>();

  const remember = (key: string, page: CachedPage) => {
    entries.delete(key);
    entries.set(key, { page, storedAt: now() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const renderOnce = <T>(key: string, render: () => Promise<{ page: CachedPage | null; uncached: T }>) => {
    const running = rendering.get(key) as Promise<{ page: CachedPage | null; uncached: T }> | undefined;
    if (running) return { shared: true, result: running };
    const result = render()
      .then((rendered) => {
        if (rendered.page) remember(key, rendered.page);
        return rendered;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, result);
    return { shared: false, result };
  };

  return {
    async serve(key, render) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && age < freshMs) {
        entries.delete(key);
        entries.set(key, entry);
        return { page: entry.page, state: 'hit' };
      }
      if (entry && age < freshMs + staleMs && rendering.has(key)) return { page: entry.page, state: 'stale' };
      const { shared, result } = renderOnce(key, render);
      const rendered = await result;
      // A request that waited on another's render gets that page; an uncacheable answer cannot be
      // shared (its body was read by the request that rendered it), so it renders its own.
      if (rendered.page) return { page: rendered.page, state: 'miss' };
      return shared ? { uncached: (await render()).uncached } : { uncached: rendered.uncached };
    },
    get size() {
      return entries.size;
    },
  };
}

/** A response the cache may keep: a complete 200 HTML page that sets no cookie. */
export const isCacheable = (response: Response): boolean =>
  response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html') && !response.headers.has('Set-Cookie');

/** Reads a response into what the cache keeps. */
export async function toCachedPage(response: Response): Promise<CachedPage> {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** A new response with a kept page's status and headers, the headers as `edit` leaves them. */
export const responseFrom = (page: CachedPage, edit: (headers: Headers) => void, body: string | Uint8Array = page.body): Response => {
  const headers = new Headers(page.headers as [string, string][]);
  edit(headers);
  return new Response(body as string | Uint8Array<ArrayBuffer>, { status: page.status, headers });
};

/**
 * A new response from a kept page, saying how it was answered in `X-Page-Cache`; with
 * `encoded`, its body already compressed (./encoded-body.server.ts).
 */
export const fromCachedPage = (page: CachedPage, state: CacheState, encoded?: { encoding: string; body: Uint8Array }): Response =>
  responseFrom(
    page,
    (headers) => {
      headers.set('X-Page-Cache', state);
      headers.append('Vary', 'Accept-Encoding');
      if (!encoded) return;
      headers.set('Content-Encoding', encoded.encoding);
      headers.set('Content-Length', String(encoded.body.byteLength));
    },
    encoded?.body,
  );
