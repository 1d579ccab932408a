import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from '../sitemap';
import { hreflangAlternates, pageLocales } from '../urls';
import { auditProblems, type Problem } from './checks';
import { crawl } from './crawl';
import { fakeFetcher, html, SITE, type FakePage } from './fake-site';
import { parseRobots } from './robots-rules';
import { parseSitemap } from './parse-sitemap';

const locales = pageLocales(['TY', 'EN']);
const set = (path: string) => hreflangAlternates(SITE, path, locales);

/** A correct two-language site: home and one article, each in Filipino and English, and a login page. */
function goodSite(): Record<string, FakePage> {
  return {
    '/': html({
      lang: 'fil',
      title: 'Tahanan',
      description: 'Ang tahanan',
      canonical: `${SITE}/`,
      alternates: set('/'),
      links: ['#main', '/help/terms', '/login'],
      body: '<main id="main"><img src="/a.png" alt=""></main>',
    }),
    '/en/': html({
      title: 'Home',
      description: 'The home',
      canonical: `${SITE}/en/`,
      alternates: set('/'),
      links: ['/en/help/terms', '/en/login?next=%2Fen%2F'],
    }),
    '/help/terms': html({
      lang: 'fil',
      title: 'Mga tuntunin',
      description: 'Ang mga tuntunin',
      canonical: `${SITE}/help/terms`,
      alternates: set('/help/terms'),
    }),
    '/en/help/terms': html({ title: 'Terms', description: 'The terms', canonical: `${SITE}/en/help/terms`, alternates: set('/help/terms') }),
    '/login': html({ lang: 'fil', title: 'Mag-log in', canonical: `${SITE}/login`, robots: 'noindex, follow' }),
    '/en/login?next=%2Fen%2F': html({ title: 'Log in', canonical: `${SITE}/en/login`, robots: 'noindex, follow' }),
    '/en/login': html({ title: 'Log in', canonical: `${SITE}/en/login`, robots: 'noindex, follow' }),
  };
}

async function audit(pages: Record<string, FakePage>, sitemapPaths = ['/', '/help/terms']) {
  const xml = buildSitemap(
    SITE,
    sitemapPaths.map((path) => ({ path, locales })),
  );
  const sitemap = parseSitemap(xml);
  const rules = parseRobots(buildRobots(SITE));
  const result = await crawl({
    site: SITE,
    start: [
      { url: `${SITE}/`, source: 'start' },
      { url: `${SITE}/en/`, source: 'start' },
      ...sitemap.urls.map((u) => ({ url: u.loc, source: 'sitemap' as const })),
    ],
    fetcher: fakeFetcher(pages),
    isAllowed: () => true,
  });
  return auditProblems({ site: SITE, crawl: result, sitemap, robots: { status: 200, rules } });
}

/** Problems as sorted lines (the crawl's order depends on which request answers first). */
const summary = (problems: readonly Problem[]) =>
  problems.map((p) => `${p.kind} ${p.url.replace(SITE, '')}: ${p.message}${p.from ? ` (from ${p.from.join(', ')})` : ''}`.replaceAll(SITE, '')).sort();

describe('auditProblems', () => {
  it('finds nothing wrong with a correct site', async () => {
    expect(summary(await audit(goodSite()))).toEqual([]);
  });

  it('reports broken links with where they are, and anchors to missing ids', async () => {
    const pages = goodSite();
    pages['/en/help/terms'] = html({
      title: 'Terms',
      description: 'The terms',
      canonical: `${SITE}/en/help/terms`,
      alternates: set('/help/terms'),
      links: ['/en/gone', '#nowhere'],
    });
    expect(summary(await audit(pages))).toEqual([
      'broken link /en/gone: answers 404 (from /en/help/terms)',
      'missing anchor /en/help/terms: link to #nowhere, and no element has that id',
    ]);
  });

  it('reports duplicate and missing titles and descriptions among indexable pages only', async () => {
    const pages = goodSite();
    pages['/en/help/terms'] = html({ title: 'Home', canonical: `${SITE}/en/help/terms`, alternates: set('/help/terms') });
    const problems = await audit(pages);
    expect(summary(problems)).toEqual(['description /en/help/terms: no meta description', 'duplicate title "Home": on 2 pages']);
    expect(problems[1]!.urls).toEqual([`${SITE}/en/`, `${SITE}/en/help/terms`]);
  });

  it('reports hreflang without return links, without x-default, and lang that disagrees', async () => {
    const pages = goodSite();
    pages['/en/'] = html({ lang: 'en-GB', title: 'Home', description: 'The home', canonical: `${SITE}/en/`, alternates: set('/').slice(0, 2) });
    expect(summary(await audit(pages))).toEqual([
      'hreflang /: no return link: the hreflang set differs on /en/',
      'hreflang /en/: no return link: the hreflang set differs on /',
      'hreflang /en/: no x-default',
      'lang /en/: <html lang="en-GB"> but its hreflang is en',
      "sitemap /en/: the sitemap's alternates differ from the page's hreflang",
    ]);
  });

  it('reports alternates and sitemap entries that are not indexable pages', async () => {
    const pages = goodSite();
    pages['/en/help/terms'] = html({ title: 'Terms', description: 'The terms', canonical: `${SITE}/en/help/terms`, robots: 'noindex' });
    const problems = summary(await audit(pages));
    expect(problems).toContain('hreflang /help/terms: alternate /en/help/terms is noindex');
    expect(problems).toContain('sitemap /en/help/terms: listed in the sitemap but is noindex');
  });

  it('reports canonicals that are missing, relative or off the site, and images without alt', async () => {
    const pages = goodSite();
    pages['/login'] = html({ lang: 'fil', title: 'Mag-log in', robots: 'noindex', body: '<img src="/x.png">' });
    pages['/en/login'] = html({ title: 'Log in', canonical: '/en/login', robots: 'noindex' });
    pages['/en/login?next=%2Fen%2F'] = html({ title: 'Log in', canonical: 'http://localhost:4321/en/login', robots: 'noindex' });
    pages['/'] = { body: pages['/']!.body!.replace('<body>', '<body><a href="/en/login">x</a>') };
    expect(summary(await audit(pages))).toEqual([
      'canonical /en/login: canonical is not absolute: /en/login',
      'canonical /en/login?next=%2Fen%2F: canonical is not on SITE_URL: http://localhost:4321/en/login',
      'canonical /login: no <link rel="canonical">',
      'image alt /login: <img> without alt: /x.png',
    ]);
  });

  it('reports indexable pages the sitemap forgot, and a robots.txt without the sitemap', async () => {
    const problems = await audit(goodSite(), ['/']);
    expect(summary(problems)).toEqual([
      'sitemap /en/help/terms: indexable but not in the sitemap (from /en/, /help/terms)',
      'sitemap /help/terms: indexable but not in the sitemap (from /, /en/help/terms)',
    ]);
    const result = await crawl({ site: SITE, start: [], fetcher: fakeFetcher({}), isAllowed: () => true });
    expect(
      summary(auditProblems({ site: SITE, crawl: result, sitemap: null, robots: { status: 200, rules: parseRobots('User-agent: *\nDisallow:') } })),
    ).toEqual(['robots /robots.txt: no "Sitemap: /sitemap.xml"', 'sitemap /sitemap.xml: could not be read']);
  });
});
