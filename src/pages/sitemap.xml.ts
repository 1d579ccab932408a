import type { APIRoute } from 'astro';
import { siteConfig } from '../lib/config.server';
import { buildSitemap } from '../lib/seo/sitemap';
import { sitemapPages } from '../lib/seo/sitemap-pages.server';

/**
 * /sitemap.xml (rendered on request like every page): the indexable pages in every locale
 * where they exist, with their hreflang alternates. Shared caches may keep it five minutes:
 * new help articles or promotions appear within that.
 */
export const GET: APIRoute = async () => {
  const xml = buildSitemap(siteConfig().siteUrl, await sitemapPages());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
