import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripLocale } from '../i18n/paths';
import {
  cacheControlFor,
  cacheHeadersFor,
  isPagePath,
  matchRoute,
  NON_PAGE_ROUTES,
  openWithoutLogin,
  PAGE_ROUTES,
  patternMatcher,
  routeOf,
  routeOfFile,
} from './route-table';

const PAGES = join(process.cwd(), 'src', 'pages');

/** Every file under src/pages, as import.meta.glob names them: `/src/pages/[...locale]/help/[slug].astro`. */
function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name.endsWith('.test.ts') ? [] : [`/src/pages/${relative(PAGES, path)}`];
  });
}

const ROWS = new Set<string>([...Object.keys(PAGE_ROUTES), ...NON_PAGE_ROUTES]);

describe('the route table', () => {
  it('has a row for every file under src/pages', () => {
    const files = pageFiles();
    expect(files).toContain('/src/pages/[...locale]/login.astro');
    expect(files).toContain('/src/pages/wps/[...path].ts');
    const missing = files.filter((file) => !ROWS.has(routeOfFile(file)));
    expect(missing, 'add a row for these files to src/lib/routes/route-table.ts').toEqual([]);
  });

  it('names routes from files, localized pages without their locale', () => {
    expect(routeOfFile('/src/pages/[...locale]/index.astro')).toBe('/');
    expect(routeOfFile('/src/pages/[...locale]/help/index.astro')).toBe('/help');
    expect(routeOfFile('/src/pages/[...locale]/help/[slug].astro')).toBe('/help/[slug]');
    expect(routeOfFile('/src/pages/[...locale]/register.html.ts')).toBe('/register.html');
    expect(routeOfFile('/src/pages/404.astro')).toBe('/404');
    expect(routeOfFile('/src/pages/wps/[...path].ts')).toBe('/wps/[...path]');
    expect(routeOfFile('/src/pages/robots.txt.ts')).toBe('/robots.txt');
  });

  it('matches one segment per parameter, any number for a rest parameter, static rows first', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/help')).toBe('/help');
    expect(routeOf('/help/')).toBe('/help');
    expect(routeOf('/help/terms')).toBe('/help/terms');
    expect(routeOf('/help/faq')).toBe('/help/[slug]');
    expect(routeOf('/help/faq/more')).toBeUndefined();
    expect(routeOf('/member')).toBe('/member');
    expect(routeOf('/member/x')).toBe('/member/[...path]');
    expect(routeOf('/member/wallet/records')).toBe('/member/[...path]');
    expect(routeOf('/agent/x')).toBe('/agent/[...path]');
    expect(routeOf('/agentHome')).toBe('/agentHome');
    expect(routeOf('/members')).toBeUndefined();
    expect(routeOf('/register.htmlx')).toBeUndefined();
    expect(patternMatcher('/wps/[...path]').test('/wps')).toBe(true);
    expect(patternMatcher('/wps/[...path]').test('/wpsx')).toBe(false);
  });

  it('tells endpoints and assets from pages', () => {
    for (const path of [
      '/wps/member/info',
      '/lgw/games/popular',
      '/healthz',
      '/language',
      '/strings/shell',
      '/robots.txt',
      '/sitemap.xml',
      '/_astro/a.js',
      '/badges/x.svg',
      '/favicon.svg',
      '/logo.png',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
    for (const path of ['/', '/en/', '/help/terms', '/en/member/x', '/agent/x', '/wpsx', '/en/robots.txt']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('denies the member and agent centres by default and keeps them out of caches and results', () => {
    expect(matchRoute('/member/anything')?.rule).toEqual({ access: 'member', indexing: 'noindex', caching: 'private' });
    expect(matchRoute('/agent/anything')?.rule).toEqual({ access: 'agent', indexing: 'noindex', caching: 'private' });
    for (const [pattern, rule] of Object.entries(PAGE_ROUTES)) {
      if (rule.access !== 'public') expect([pattern, rule.caching, rule.indexing]).toEqual([pattern, 'private', 'noindex']);
    }
  });

  it("says private, no-store for personal pages, and for a player's copy of a game list", () => {
    expect(cacheControlFor(matchRoute('/member/x'), false)).toBe('private, no-store');
    expect(cacheControlFor(matchRoute('/login'), false)).toBe('private, no-store');
    expect(cacheControlFor(matchRoute('/game'), false)).toBe('private, no-store');
    expect(cacheControlFor(matchRoute('/rng'), true)).toBe('private, no-store');
    expect(cacheControlFor(matchRoute('/rng'), false)).toBeNull();
    expect(cacheControlFor(matchRoute('/help'), true)).toBeNull();
    expect(cacheControlFor(null, true)).toBeNull();
    // A guest's copy of a game list may be cached, but only for guests.
    expect(cacheHeadersFor(matchRoute('/rng'), false)).toEqual({ Vary: 'Cookie' });
    expect(cacheHeadersFor(matchRoute('/agent/x'), true)).toEqual({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
    expect(cacheHeadersFor(matchRoute('/help'), true)).toEqual({});
  });

  it('leaves login, register, help centre, download, the help page, the terms and not-found open under LOGIN_REQUIRED, and nothing else', () => {
    // /download is an alias: the middleware sends it to /down (src/lib/routes/aliases.ts) before this.
    const open = [
      '/login',
      '/en/login',
      '/register',
      '/register.html',
      '/en/register.html',
      '/helpmc',
      '/down',
      '/down/',
      '/help',
      '/en/help',
      '/en/help/',
      '/help/terms',
      '/en/help/terms',
      '/cn/help/terms/',
      '/404',
    ];
    for (const path of open) expect(openWithoutLogin(matchRoute(stripLocale(path))), path).toBe(true);
    for (const path of [
      '/',
      '/en/',
      '/help/responsible-gaming',
      '/en/help/faq',
      '/help/terms-x',
      '/forget',
      '/agentHome',
      '/loginx',
      '/registered',
      '/member/x',
      '/agent/x',
    ]) {
      expect(openWithoutLogin(matchRoute(stripLocale(path))), path).toBe(false);
    }
    expect(openWithoutLogin(null)).toBe(false);
  });
});
