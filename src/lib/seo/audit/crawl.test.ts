import { describe, expect, it } from 'vitest';
import { crawl, internalUrl, isIndexable } from './crawl';
import { fakeFetcher, html, SITE } from './fake-site';

const start = [{ url: `${SITE}/`, source: 'start' as const }];
const allowAll = () => true;

describe('crawl', () => {
  it('follows the links of whole pages, once each, and records who links where', async () => {
    const requests: string[] = [];
    const result = await crawl({
      site: SITE,
      start,
      isAllowed: allowAll,
      fetcher: fakeFetcher(
        {
          '/': html({ canonical: `${SITE}/`, links: ['/a', '/a#top', 'https://elsewhere.example/', 'mailto:x@y.z', '/b'] }),
          '/a': html({ canonical: `${SITE}/a`, links: ['/'] }),
          '/b': { location: '/a' },
        },
        requests,
      ),
    });
    expect(requests.sort()).toEqual(['/', '/a', '/b']);
    expect(result.records.get(`${SITE}/a`)?.referrers).toEqual([`${SITE}/`, `${SITE}/b`]);
    expect(result.records.get(`${SITE}/b`)).toMatchObject({ status: 301, location: `${SITE}/a` });
    expect(isIndexable(result.records.get(`${SITE}/a`)!)).toBe(true);
  });

  it('reads only the head of a page with a query, and follows its links only if it is a page of its own', async () => {
    const requests: string[] = [];
    await crawl({
      site: SITE,
      start,
      isAllowed: allowAll,
      fetcher: fakeFetcher(
        {
          '/': html({ canonical: `${SITE}/`, links: ['/rng?page=PG', '/promo?id=3'] }),
          '/rng?page=PG': html({ canonical: `${SITE}/rng`, links: ['/never-followed'] }),
          '/rng': html({ canonical: `${SITE}/rng` }),
          '/promo?id=3': html({ canonical: `${SITE}/promo?id=3`, links: ['/followed'] }),
          '/followed': html({ canonical: `${SITE}/followed` }),
        },
        requests,
      ),
    });
    expect(requests).toContain('/rng');
    expect(requests).toContain('/followed');
    expect(requests).not.toContain('/never-followed');
  });

  it('fetches hreflang alternates, and leaves alone what robots.txt disallows', async () => {
    const requests: string[] = [];
    const result = await crawl({
      site: SITE,
      start,
      isAllowed: (path) => !path.startsWith('/language'),
      concurrency: 2,
      fetcher: fakeFetcher(
        {
          '/': html({ canonical: `${SITE}/`, alternates: [{ hreflang: 'de', href: `${SITE}/de/` }], links: ['/language?code=DE'] }),
          '/de/': html({ lang: 'de', canonical: `${SITE}/de/` }),
        },
        requests,
      ),
    });
    expect(requests.sort()).toEqual(['/', '/de/']);
    expect([...result.disallowed]).toEqual([`${SITE}/language?code=DE`]);
    expect(result.records.get(`${SITE}/de/`)?.sources).toEqual(new Set(['alternate']));
  });

  it('stops at its page limit and says so', async () => {
    const links = Array.from({ length: 20 }, (_, i) => `/p${i}`);
    const result = await crawl({ site: SITE, start, isAllowed: allowAll, maxPages: 5, fetcher: fakeFetcher({ '/': html({ links }) }) });
    expect(result.records.size).toBe(5);
    expect(result.truncated).toBe(true);
  });

  it("keeps only this site's pages, without fragments", () => {
    expect(internalUrl('/a#x', `${SITE}/b`, SITE)).toBe(`${SITE}/a`);
    expect(internalUrl('c?d=1', `${SITE}/en/b`, SITE)).toBe(`${SITE}/en/c?d=1`);
    expect(internalUrl('https://other.example/', SITE, SITE)).toBeNull();
    expect(internalUrl('tel:+63', SITE, SITE)).toBeNull();
    expect(internalUrl('', SITE, SITE)).toBeNull();
  });
});
