import type { APIRoute } from 'astro';
import { siteConfig } from '../lib/config.server';
import { buildRobots } from '../lib/seo/sitemap';

/** /robots.txt: what crawlers may fetch, and where the sitemap is (absolute, on SITE_URL). */
export const GET: APIRoute = () =>
  new Response(buildRobots(siteConfig().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
