import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { isAllowed, parseRobots } from './audit/robots-rules';
import { isIndexableRoute, ROUTE_INDEXING, routeOf, routeOfPageFile, staticSitemapRoutes } from './indexing';
import { buildRobots } from './sitemap';

const PAGES = join(process.cwd(), 'src', 'pages');

/** Page files as import.meta.glob names them: `/src/pages/[...locale]/help/[slug].astro`. */
function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return /\.(astro|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [`/src/pages/${relative(PAGES, path)}`] : [];
  });
}

describe('indexing decisions', () => {
  it('has a decision for every page of the site', () => {
    const routes = pageFiles()
      .map(routeOfPageFile)
      .filter((route): route is string => route !== null);
    expect(routes).toContain('/login');
    const undecided = routes.filter((route) => !(route in ROUTE_INDEXING));
    expect(undecided, 'add these routes to ROUTE_INDEXING in src/lib/seo/indexing.ts').toEqual([]);
  });

  it('keeps sessions, games, agent tools and system screens out of results, and the sign-up page in', () => {
    for (const path of ['/login', '/forget', '/game', '/agentHome', '/seamless', '/system-status', '/404', '/fbsports']) {
      expect(isIndexableRoute(path), path).toBe(false);
    }
    for (const path of ['/', '/register', '/rng', '/lottery', '/help', '/help/terms', '/landing/welcome', '/promoDetail']) {
      expect(isIndexableRoute(path), path).toBe(true);
    }
  });

  it('matches dynamic routes one segment at a time, static routes first', () => {
    expect(routeOf('/help')).toBe('/help');
    expect(routeOf('/help/faq')).toBe('/help/[slug]');
    expect(routeOf('/help/terms/more')).toBeUndefined();
    expect(routeOf('/games/rng')).toBe('/games/[games]');
  });

  it('names routes from page files', () => {
    expect(routeOfPageFile('/src/pages/[...locale]/index.astro')).toBe('/');
    expect(routeOfPageFile('/src/pages/[...locale]/help/index.astro')).toBe('/help');
    expect(routeOfPageFile('/src/pages/[...locale]/help/[slug].astro')).toBe('/help/[slug]');
    expect(routeOfPageFile('/src/pages/[...locale]/register.html.ts')).toBe('/register.html');
    expect(routeOfPageFile('/src/pages/404.astro')).toBe('/404');
    expect(routeOfPageFile('/src/pages/sitemap.xml.ts')).toBeNull();
  });

  it('lists in the sitemap only indexable pages that exist in this build', () => {
    const routes = staticSitemapRoutes([
      '/src/pages/[...locale]/index.astro',
      '/src/pages/[...locale]/login.astro',
      '/src/pages/[...locale]/rng.astro',
      '/src/pages/[...locale]/help/[slug].astro',
      '/src/pages/[...locale]/register.html.ts',
    ]);
    expect(routes).toEqual(['/', '/rng']);
  });

  it('never lets robots.txt hide a page, noindex ones included (crawlers must see the noindex)', () => {
    const rules = parseRobots(buildRobots('https://www.example.com'));
    for (const route of Object.keys(ROUTE_INDEXING)) {
      const path = route.replace(/\[[^\]]+\]/g, 'sample');
      for (const locale of ALL_LOCALES) expect(isAllowed(rules, localizedPath(path, locale)), `${locale.code} ${path}`).toBe(true);
    }
    expect(isAllowed(rules, '/language?code=EN&next=%2Fen%2F')).toBe(false);
    expect(isAllowed(rules, '/wps/member/info')).toBe(false);
  });
});
