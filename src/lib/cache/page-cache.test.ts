import { describe, expect, it } from 'vitest';
import { type CachedPage, createPageCache, fromCachedPage, isCacheable } from './page-cache';

const page = (body: string): CachedPage => ({ status: 200, headers: [['content-type', 'text/html']], body });

/** A cache on a clock the test moves, and a render that counts its calls. */
function setup(maxEntries = 10) {
  let time = 0;
  const cache = createPageCache({ freshMs: 5_000, staleMs: 60_000, maxEntries, now: () => time });
  let renders = 0;
  const render =
    (body = `render ${renders + 1}`) =>
    async () => {
      renders += 1;
      return { page: page(body), uncached: null };
    };
  return { cache, render, advance: (ms: number) => (time += ms), renders: () => renders };
}

describe('createPageCache', () => {
  it('renders a page once and answers it from memory while it is fresh', async () => {
    const { cache, render, renders, advance } = setup();
    expect(await cache.serve('/', render())).toMatchObject({ state: 'miss', page: { body: 'render 1' } });
    advance(4_999);
    expect(await cache.serve('/', render())).toMatchObject({ state: 'hit', page: { body: 'render 1' } });
    expect(renders()).toBe(1);
  });

  it('renders it again once fresh time is over, and keeps the new page', async () => {
    const { cache, render, advance } = setup();
    await cache.serve('/', render());
    advance(5_000);
    expect(await cache.serve('/', render())).toMatchObject({ state: 'miss', page: { body: 'render 2' } });
    expect(await cache.serve('/', render())).toMatchObject({ state: 'hit', page: { body: 'render 2' } });
  });

  it('answers the stale page to others while one request renders it again', async () => {
    const { cache, advance } = setup();
    await cache.serve('/', async () => ({ page: page('old'), uncached: null }));
    advance(6_000);
    let finish: (value: { page: CachedPage | null; uncached: null }) => void = () => {};
    const slow = cache.serve('/', () => new Promise<{ page: CachedPage | null; uncached: null }>((resolve) => (finish = resolve)));
    expect(await cache.serve('/', async () => ({ page: page('unexpected'), uncached: null }))).toMatchObject({ state: 'stale', page: { body: 'old' } });
    finish({ page: page('new'), uncached: null });
    expect(await slow).toMatchObject({ state: 'miss', page: { body: 'new' } });
  });

  it('renders a page wanted by many at once a single time', async () => {
    const { cache, render, renders } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => cache.serve('/help', render())));
    expect(renders()).toBe(1);
    expect(answers.map((answer) => ('page' in answer ? answer.page.body : null))).toEqual(['render 1', 'render 1', 'render 1']);
  });

  it('keeps nothing of an uncacheable answer, which goes to its own request only', async () => {
    const { cache } = setup();
    const answer = await cache.serve('/', async () => ({ page: null, uncached: 'the response itself' }));
    expect(answer).toEqual({ uncached: 'the response itself' });
    expect(cache.size).toBe(0);
  });

  it('keys pages apart and drops the least recently used past its size', async () => {
    const { cache, render, renders } = setup(2);
    await cache.serve('/a', render('a'));
    await cache.serve('/b', render('b'));
    await cache.serve('/a', render()); // /a is now the most recently used
    await cache.serve('/c', render('c'));
    expect(cache.size).toBe(2);
    expect(await cache.serve('/a', render())).toMatchObject({ state: 'hit', page: { body: 'a' } });
    expect(await cache.serve('/b', render('b again'))).toMatchObject({ state: 'miss', page: { body: 'b again' } });
    expect(renders()).toBe(4);
  });

  it('does not keep a failed render', async () => {
    const { cache, render } = setup();
    await expect(cache.serve('/', () => Promise.reject(new Error('platform down')))).rejects.toThrow('platform down');
    expect(await cache.serve('/', render('fine'))).toMatchObject({ state: 'miss', page: { body: 'fine' } });
  });
});

describe('what may be kept', () => {
  const html = { 'Content-Type': 'text/html; charset=utf-8' };
  it('keeps a 200 HTML page that sets no cookie, nothing else', () => {
    expect(isCacheable(new Response('<p>', { headers: html }))).toBe(true);
    expect(isCacheable(new Response('<p>', { status: 404, headers: html }))).toBe(false);
    expect(isCacheable(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))).toBe(false);
    expect(isCacheable(new Response('<p>', { headers: { ...html, 'Set-Cookie': 'a=1' } }))).toBe(false);
  });

  it('says how a kept page was answered', async () => {
    const response = fromCachedPage(page('<p>kept</p>'), 'hit');
    expect(response.headers.get('X-Page-Cache')).toBe('hit');
    expect(await response.text()).toBe('<p>kept</p>');
  });
});
