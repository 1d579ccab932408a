import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, localeByCode } from '../i18n/locales';
import { seoHead, type SeoInput } from './head';

const SITE = 'https://www.example.com';
const at = (code: string) => localeByCode(code)!;
const input = (overrides: Partial<SeoInput> = {}): SeoInput => ({
  siteUrl: SITE,
  pathname: '/en/rng',
  search: '',
  locale: at('EN'),
  title: 'Slots | Lucky Star',
  description: 'Spin hundreds of slots.',
  siteName: 'Lucky Star',
  imageAlt: 'Lucky Star: a white star on red',
  ...overrides,
});
const meta = (tags: readonly { key: string; content: string }[], key: string) => tags.filter((t) => t.key === key).map((t) => t.content);

describe('seoHead', () => {
  it('gives an indexable page its canonical and the full hreflang set with x-default', () => {
    const head = seoHead(input());
    expect(head.canonical).toBe('https://www.example.com/en/rng');
    expect(head.robots).toBeNull();
    expect(head.alternates).toHaveLength(ALL_LOCALES.length + 1);
    expect(head.alternates).toContainEqual({ hreflang: 'en', href: 'https://www.example.com/en/rng' });
    expect(head.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.example.com/rng' });
  });

  it('keeps noindex routes out of results but lets crawlers follow their links, with no alternates', () => {
    const head = seoHead(input({ pathname: '/en/login', search: '?next=%2Fen%2Frng' }));
    expect(head.robots).toBe('noindex, follow');
    expect(head.alternates).toEqual([]);
    expect(head.canonical).toBe('https://www.example.com/en/login');
  });

  it('honours a page that asks for noindex on this request', () => {
    expect(seoHead(input({ pathname: '/lottery', locale: at('TY'), noindex: true })).robots).toBe('noindex, follow');
  });

  it('drops a query that is not part of the address from the canonical, and lists no alternates on such a copy', () => {
    const head = seoHead(input({ search: '?page=PG' }));
    expect(head.canonical).toBe('https://www.example.com/en/rng');
    expect(head.alternates).toEqual([]);
    expect(head.robots).toBeNull();
  });

  it('keeps the query that is part of the address (canonicalSearch) in the canonical and the alternates', () => {
    const head = seoHead(input({ pathname: '/en/promoDetail', search: '?id=3', canonicalSearch: '?id=3', locales: ['EN', 'TY'] }));
    expect(head.canonical).toBe('https://www.example.com/en/promoDetail?id=3');
    expect(head.alternates).toEqual([
      { hreflang: 'fil', href: 'https://www.example.com/promoDetail?id=3' },
      { hreflang: 'en', href: 'https://www.example.com/en/promoDetail?id=3' },
      { hreflang: 'x-default', href: 'https://www.example.com/promoDetail?id=3' },
    ]);
  });

  it("points the canonical at another language when the page shows that language's content", () => {
    const head = seoHead(
      input({ pathname: '/promoDetail', search: '?id=4', locale: at('TY'), canonicalSearch: '?id=4', canonicalLocale: 'EN', locales: ['EN'] }),
    );
    expect(head.canonical).toBe('https://www.example.com/en/promoDetail?id=4');
    expect(head.alternates).toEqual([]);
    const english = seoHead(input({ pathname: '/en/promoDetail', search: '?id=4', canonicalSearch: '?id=4', canonicalLocale: 'EN', locales: ['EN'] }));
    expect(english.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.com/en/promoDetail?id=4' },
      { hreflang: 'x-default', href: 'https://www.example.com/en/promoDetail?id=4' },
    ]);
  });

  it('lists no alternates on a version the page does not exist in', () => {
    expect(seoHead(input({ pathname: '/de/help/terms', locale: at('DE'), locales: ['TY', 'EN'] })).alternates).toEqual([]);
  });

  it('describes the page for link previews, in its language, with the 1200×630 brand image', () => {
    const head = seoHead(input({ pathname: '/ar/', locale: at('AR'), locales: ['TY', 'EN', 'AR'] }));
    expect(meta(head.openGraph, 'og:url')).toEqual(['https://www.example.com/ar/']);
    expect(meta(head.openGraph, 'og:locale')).toEqual(['ar_AR']);
    expect(meta(head.openGraph, 'og:locale:alternate')).toEqual(['fil_PH', 'en_US']);
    expect(meta(head.openGraph, 'og:image')).toEqual(['https://www.example.com/og-image.png']);
    expect(meta(head.openGraph, 'og:image:width')).toEqual(['1200']);
    expect(meta(head.openGraph, 'og:image:height')).toEqual(['630']);
    expect(meta(head.openGraph, 'og:image:alt')).toEqual(['Lucky Star: a white star on red']);
    expect(meta(head.twitter, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(head.twitter, 'twitter:title')).toEqual(['Slots | Lucky Star']);
  });

  it('describes the organisation and the site search on each home page only', () => {
    const home = JSON.parse(seoHead(input({ pathname: '/en/' })).jsonLd!);
    expect(home['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home['@graph'][1].potentialAction.target.urlTemplate).toBe('https://www.example.com/en/help?q={search_term_string}');
    expect(seoHead(input()).jsonLd).toBeNull();
  });

  it('adds a BreadcrumbList when the page passes breadcrumbs', () => {
    const head = seoHead(
      input({
        pathname: '/en/help/terms',
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Terms', path: '/help/terms' },
        ],
      }),
    );
    const graph = JSON.parse(head.jsonLd!)['@graph'];
    expect(graph).toHaveLength(1);
    expect(graph[0].itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Terms', item: 'https://www.example.com/en/help/terms' });
  });
});
