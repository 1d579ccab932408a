import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIContext, MiddlewareNext } from 'astro';

/** A guest's GET of a public page, as the middleware hands it over. */
const guestContext = (path: string) =>
  ({
    request: new Request(`http://site.test${path}`),
    url: new URL(`http://site.test${path}`),
    locals: { route: { rule: { access: 'public', caching: 'public' } }, session: { signedIn: false } },
    cookies: { has: () => false, headers: () => [][Symbol.iterator]() },
  }) as unknown as APIContext;

/** Fresh modules per test: the page cache is per process. */
async function site() {
  vi.resetModules();
  vi.stubEnv('DEV', false);
  // The error class too: after a reset, `instanceof` needs the class the new modules see.
  const [{ guestPageResponse }, { withPageDeadline, notePageFault }, { PlatformError }, { cachedCall }] = await Promise.all([
    import('./guest-page.server'),
    import('../platform/server-client.server'),
    import('../../contract/envelope'),
    import('../platform/cache.server'),
  ]);
  /** One request; `render` is the page, which may meet a platform failure while it renders. */
  const request = (path: string, render: { fails: boolean }) => {
    const next = vi.fn(async () => {
      if (render.fails) notePageFault(new PlatformError('timeout', 'the platform did not answer'));
      return new Response(`<p>${render.fails ? 'error state' : 'games'}</p>`, { headers: { 'Content-Type': 'text/html' } });
    });
    return { next, response: withPageDeadline(AbortSignal.timeout(10_000), () => guestPageResponse(guestContext(path), next as unknown as MiddlewareNext)) };
  };
  return { request, guestPageResponse, withPageDeadline, notePageFault, PlatformError, cachedCall };
}

describe("the guest page cache and the platform's failures", () => {
  beforeEach(() => {
    vi.unstubAllEnvs();
  });

  it('does not keep a page that met a platform failure, and tells shared caches not to keep it either', async () => {
    const { request } = await site();
    const failed = request('/', { fails: true });
    const first = await failed.response;
    expect(await first.text()).toBe('<p>error state</p>');
    expect(first.headers.get('Cache-Control')).toBe('no-store');

    // The next guest gets a fresh render, which is kept once the platform answers.
    const recovered = request('/', { fails: false });
    const second = await recovered.response;
    expect(recovered.next).toHaveBeenCalledTimes(1);
    expect(await second.text()).toBe('<p>games</p>');
    expect(second.headers.get('X-Page-Cache')).toBe('miss');

    const third = request('/', { fails: false });
    expect((await third.response).headers.get('X-Page-Cache')).toBe('hit');
    expect(third.next).not.toHaveBeenCalled();
  });

  it('keeps a page whose platform calls were only refused (the platform said no)', async () => {
    const { request, guestPageResponse, withPageDeadline, notePageFault, PlatformError } = await site();
    const next = vi.fn(async () => {
      notePageFault(new PlatformError('rejected', 'not for this player', { status: 200, errorCode: 'E1' }));
      return new Response('<p>games</p>', { headers: { 'Content-Type': 'text/html' } });
    });
    const first = await withPageDeadline(AbortSignal.timeout(10_000), () => guestPageResponse(guestContext('/help'), next as unknown as MiddlewareNext));
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    expect((await request('/help', { fails: false }).response).headers.get('X-Page-Cache')).toBe('hit');
  });

  it('does not keep a page that read a failed shared load another request started, however the page caught it', async () => {
    const { request, guestPageResponse, withPageDeadline, PlatformError, cachedCall } = await site();
    // Another request (outside this page) starts the shared load, which fails and is remembered.
    const started = cachedCall('banners:EN:promotions', 60_000, () => Promise.reject(new PlatformError('network', 'fetch failed')));
    await expect(started).rejects.toThrow('fetch failed');
    const next = vi.fn(async () => {
      // This page reads the remembered failure and catches it itself, as a promotion's page does.
      const banners = await cachedCall('banners:EN:promotions', 60_000, () => Promise.resolve(['a banner'])).catch(() => undefined);
      return new Response(`<p>${banners === undefined ? 'error state' : 'banners'}</p>`, { headers: { 'Content-Type': 'text/html' } });
    });
    const first = await withPageDeadline(AbortSignal.timeout(10_000), () => guestPageResponse(guestContext('/promotions'), next as unknown as MiddlewareNext));
    expect(await first.text()).toBe('<p>error state</p>');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const again = request('/promotions', { fails: false });
    expect((await again.response).headers.get('X-Page-Cache')).toBe('miss');
    expect(again.next).toHaveBeenCalledTimes(1);
  });
});
