import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, loginAndDismissWelcome } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import { ALL_LOCALES } from '../../src/lib/i18n/locales';
import { localizedPath } from '../../src/lib/i18n/paths';

/**
 * What search engines and link previews read (issue 6, SEO): the head of pages in Filipino,
 * English and a right-to-left language, noindex on session and game pages, the sitemap and
 * robots.txt. The test server has no SITE_URL, so the public origin is its own address.
 */
const SITE = MAIN_URL;
/** 33 languages + x-default. */
const ALL_VERSIONS = 34;
/** The help article the specs read, and the hreflang set it must carry: one entry per language it is written in, then x-default (Filipino). */
const ARTICLE = '/help/responsible-gaming';
const HELP = fileURLToPath(new URL('../../src/content/help/', import.meta.url));
const articleSet = ALL_LOCALES.filter((info) => existsSync(`${HELP}${info.path}/responsible-gaming.md`))
  .map((info) => `${info.tag} ${SITE}${localizedPath(ARTICLE, info)}`)
  .concat(`x-default ${SITE}${ARTICLE}`);

/** The seo area's strings (not part of the shared Catalogue type). */
const imageAlt = (language: string) => (catalogueOf(language) as { seo: { imageAlt: string } }).seo.imageAlt;

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test here). */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as { '@context': string; '@graph': JsonLdNode[] };
    expect(value['@context']).toBe('https://schema.org');
    return value['@graph'];
  });
}

const content = (page: Page, selector: string) => page.locator(selector).getAttribute('content');
const href = (page: Page, hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href');

/** Console messages about the Content-Security-Policy while `run` goes on. */
async function cspComplaints(page: Page, run: () => Promise<unknown>): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await run();
  return complaints;
}

test('the Filipino home: canonical, every language with x-default, Open Graph, Organization and WebSite', async ({ page }) => {
  const complaints = await cspComplaints(page, async () => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain('script-src');
    await page.waitForLoadState('load');
  });
  // JSON-LD is data: the CSP neither blocks it nor complains about it.
  expect(complaints).toEqual([]);

  await expect(page).toHaveTitle(ty.site.homeTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(ALL_VERSIONS);
  expect(await href(page, 'fil')).toBe(`${SITE}/`);
  expect(await href(page, 'en')).toBe(`${SITE}/en/`);
  expect(await href(page, 'ar')).toBe(`${SITE}/ar/`);
  expect(await href(page, 'x-default')).toBe(`${SITE}/`);

  expect(await content(page, 'meta[property="og:title"]')).toBe(ty.site.homeTitle);
  expect(await content(page, 'meta[property="og:url"]')).toBe(`${SITE}/`);
  expect(await content(page, 'meta[property="og:locale"]')).toBe('fil_PH');
  expect(await content(page, 'meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
  expect(await content(page, 'meta[property="og:image:width"]')).toBe('1200');
  expect(await content(page, 'meta[property="og:image:height"]')).toBe('630');
  expect(await content(page, 'meta[property="og:image:alt"]')).toBe(imageAlt('ty'));
  expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  const image = await page.request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  const nodes = await jsonLd(page);
  expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  expect(nodes[0]).toMatchObject({ name: ty.site.name, url: `${SITE}/`, logo: `${SITE}/logo.png` });
  expect(nodes[1]).toMatchObject({
    url: `${SITE}/`,
    inLanguage: 'fil',
    potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${SITE}/help?q={search_term_string}` } },
  });
  expect((await page.request.get('/logo.png')).status()).toBe(200);
});

test('an English help article: the languages it is written in, and a BreadcrumbList', async ({ page }) => {
  await page.goto('/en/help/responsible-gaming');
  const url = `${SITE}/en/help/responsible-gaming`;
  expect(articleSet).toContain(`en ${url}`);
  expect(articleSet).toContain(`fil ${SITE}${ARTICLE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
  expect(alternates).toEqual(articleSet);
  expect(await content(page, 'meta[property="og:locale"]')).toBe('en_US');
  expect(await page.locator('meta[property="og:locale:alternate"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))).toContain('fil_PH');
  expect(await content(page, 'meta[property="og:image:alt"]')).toBe(imageAlt('en'));

  const [breadcrumbs, ...rest] = await jsonLd(page);
  expect(rest).toEqual([]);
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: en.nav.home, item: `${SITE}/en/` },
      { position: 2, item: `${SITE}/en/help` },
      { position: 3, item: url },
    ],
  });
});

test('an Arabic page: right to left, its own canonical and lang, in the same hreflang set', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/ar/`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(ALL_VERSIONS);
  expect(await href(page, 'ar')).toBe(`${SITE}/ar/`);
  expect(await href(page, 'x-default')).toBe(`${SITE}/`);
  expect(await content(page, 'meta[property="og:locale"]')).toBe('ar_AR');
  const nodes = await jsonLd(page);
  expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
  expect(nodes[1]).toMatchObject({ url: `${SITE}/ar/`, inLanguage: 'ar' });
  expect(nodes[1]!['potentialAction']).toMatchObject({ target: { urlTemplate: `${SITE}/ar/help?q={search_term_string}` } });

  // A copy of the page with a query that is not part of its address points to it and lists no versions.
  await page.goto('/ar/rng?page=PG');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/ar/rng`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('login and game pages are kept out of search results but their links are followed', async ({ page }) => {
  for (const path of ['/login', '/en/login?next=%2Fen%2Frng', '/en/forget', '/en/agentHome', '/en/seamless?type=LIVE']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(0);
  }
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'team_ana', 'TeamAna2026');
  await page.goto('/en/game?gameType=RNG&vendor=JILI&gameCode=JILI_BOXING_RICHES');
  await expect(page.locator('iframe')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // The sign-up page is a landing target: indexable.
  await page.goto('/en/register');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('/sitemap.xml is well-formed XML listing every version of a page with its alternates', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const xml = await response.text();
  // The browser's XML parser is strict: anything not well-formed yields a <parsererror>.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const XHTML = 'http://www.w3.org/1999/xhtml';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
        alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      })),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
  const locs = parsed.urls.map((url) => url.loc);
  expect(locs).toContain(`${SITE}/`);
  expect(locs).toContain(`${SITE}/ar/rng`);
  expect(locs).toContain(`${SITE}/en/help/responsible-gaming`);
  for (const kept of ['/login', '/en/login', '/en/game', '/seamless', '/en/forget', '/agentHome']) expect(locs).not.toContain(`${SITE}${kept}`);

  const home = parsed.urls.find((url) => url.loc === `${SITE}/en/`)!;
  expect(home.alternates).toHaveLength(ALL_VERSIONS);
  expect(home.alternates).toContain(`fil ${SITE}/`);
  expect(home.alternates).toContain(`x-default ${SITE}/`);
  // An article is listed where it is written, each version with the set its page carries.
  const article = parsed.urls.find((url) => url.loc === `${SITE}/help/responsible-gaming`)!;
  expect(article.alternates).toEqual(articleSet);
  const written = articleSet.filter((entry) => !entry.startsWith('x-default')).map((entry) => entry.split(' ')[1]);
  expect(locs.filter((loc) => loc.endsWith(ARTICLE)).sort()).toEqual(written.sort());
});

test('/robots.txt lets crawlers see every page and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  for (const closed of ['/wps/', '/lgw/', '/platform-dev/', '/strings/', '/language']) expect(text).toContain(`Disallow: ${closed}\n`);
  expect(text).not.toMatch(/Disallow: \/(login|game|forget|agentHome|seamless)\b/);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
