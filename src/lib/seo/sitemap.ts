import type { LocaleInfo } from '../i18n/locales';
import { hreflangAlternates, pageUrl } from './urls';

/**
 * /sitemap.xml: every indexable page in every locale where it exists, each URL with the same
 * hreflang set its page head carries (built by the same `hreflangAlternates`), so that a
 * crawler that trusts either one learns the same thing.
 */

/** One page, in all of its language versions. */
export interface SitemapPage {
  /** Unlocalized path: `/help/terms`. */
  path: string;
  /** A query that is part of the page's address (`?id=3`); none by default. */
  search?: string;
  /** The locales where this page exists, in the site's order. */
  locales: readonly LocaleInfo[];
  /** Last change (ISO date), when the source knows it; per locale if they differ. */
  lastmod?: string | Readonly<Record<string, string>>;
}

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Text for XML content and double-quoted attributes. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const lastmodOf = (page: SitemapPage, locale: LocaleInfo): string | undefined =>
  typeof page.lastmod === 'string' ? page.lastmod : page.lastmod?.[locale.code];

export function buildSitemap(siteUrl: string, pages: readonly SitemapPage[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  const seen = new Set<string>();
  for (const page of pages) {
    const alternates = hreflangAlternates(siteUrl, page.path, page.locales, page.search);
    for (const locale of page.locales) {
      const loc = pageUrl(siteUrl, page.path, locale, page.search);
      // Two sources naming one page (a static route and an entry) must not list it twice.
      if (seen.has(loc)) continue;
      seen.add(loc);
      lines.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`);
      const lastmod = lastmodOf(page, locale);
      if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`);
      for (const alternate of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * robots.txt. Everything a visitor can open stays crawlable, noindex pages included (a crawler
 * that may not fetch a page never sees its `noindex`); only what is not a page is closed: the
 * platform proxy, the reference platform's dev tools, the islands' string bundles and the
 * language switch (a redirect per page and language).
 */
export const ROBOTS_DISALLOW = ['/wps/', '/lgw/', '/platform-dev/', '/strings/', '/language'] as const;

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
