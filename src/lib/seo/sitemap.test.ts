import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, localeByCode } from '../i18n/locales';
import { parseSitemap } from './audit/parse-sitemap';
import { entriesToPages, promotionPages, splitEntryId, writtenLocales } from './entries';
import { buildRobots, buildSitemap, escapeXml } from './sitemap';
import { hreflangAlternates } from './urls';

const SITE = 'https://www.example.com';
const codes = (...list: string[]) => list.map((code) => localeByCode(code)!);

describe('sitemap', () => {
  it('lists each page once per locale, with the same alternates the page head has', () => {
    const xml = buildSitemap(SITE, [
      { path: '/', locales: ALL_LOCALES },
      { path: '/help/terms', locales: codes('TY', 'EN'), lastmod: { TY: '2026-11-01', EN: '2026-10-02' } },
    ]);
    const parsed = parseSitemap(xml);
    expect(parsed.errors).toEqual([]);
    expect(parsed.urls).toHaveLength(ALL_LOCALES.length + 2);
    const terms = parsed.urls.find((url) => url.loc === 'https://www.example.com/en/help/terms')!;
    expect(terms.alternates).toEqual(hreflangAlternates(SITE, '/help/terms', codes('TY', 'EN')));
    expect(xml).toContain('<lastmod>2026-10-02</lastmod>');
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
  });

  it('escapes queries in URLs and lists a page named twice only once', () => {
    const xml = buildSitemap(SITE, [
      { path: '/promoDetail', search: '?id=3&x=1', locales: codes('EN') },
      { path: '/promoDetail', search: '?id=3&x=1', locales: codes('EN') },
    ]);
    expect(xml).toContain('<loc>https://www.example.com/en/promoDetail?id=3&amp;x=1</loc>');
    expect(parseSitemap(xml).urls).toHaveLength(1);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('turns content entries into pages in the locales where they were written', () => {
    const updated = new Date('2026-11-01T00:00:00Z');
    const pages = entriesToPages('/help', [
      { id: 'en/terms', data: { updated } },
      { id: 'ty/terms', data: { updated } },
      { id: 'en/faq', data: {} },
      { id: 'xx/faq', data: {} },
      { id: 'orphan', data: {} },
    ]);
    expect(pages.map((page) => [page.path, page.locales.map((info) => info.code)])).toEqual([
      ['/help/faq', ['EN']],
      ['/help/terms', ['TY', 'EN']],
    ]);
    expect(pages[1]!.lastmod).toEqual({ TY: '2026-11-01', EN: '2026-11-01' });
    expect(splitEntryId('pt-br/deposits')).toEqual({ language: 'pt-br', slug: 'deposits' });
  });

  it('knows where a page exists from where its copy is written', () => {
    const entries = [
      { id: 'en/vip', data: {} },
      { id: 'ty/vip', data: {} },
      { id: 'en/join', data: {} },
      { id: 'vi/terms', data: {} },
    ];
    expect(writtenLocales(entries, 'vip').map((info) => info.code)).toEqual(['TY', 'EN']);
    expect(writtenLocales(entries, 'join').map((info) => info.code)).toEqual(['EN']);
    expect(writtenLocales(entries).map((info) => info.code)).toEqual(['TY', 'EN', 'VI']);
  });

  it('lists each promotion once, in the languages it is written in', () => {
    const pages = promotionPages([
      { id: 3, languages: ['EN', 'TY'] },
      { id: 4, languages: ['EN'] },
      { id: 3, languages: ['EN', 'TY'] },
      { id: 5, languages: ['XX'] },
    ]);
    expect(pages.map((page) => [page.path, page.search, page.locales.map((info) => info.code)])).toEqual([
      ['/promoDetail', '?id=3', ['TY', 'EN']],
      ['/promoDetail', '?id=4', ['EN']],
    ]);
    const xml = buildSitemap(SITE, pages);
    expect(parseSitemap(xml).urls.find((url) => url.loc === 'https://www.example.com/en/promoDetail?id=4')?.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.com/en/promoDetail?id=4' },
      { hreflang: 'x-default', href: 'https://www.example.com/en/promoDetail?id=4' },
    ]);
  });
});

describe('robots.txt', () => {
  it('closes only what is not a page and names the sitemap by its absolute URL', () => {
    expect(buildRobots(SITE)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /wps/',
        'Disallow: /lgw/',
        'Disallow: /platform-dev/',
        'Disallow: /strings/',
        'Disallow: /language',
        '',
        'Sitemap: https://www.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
