import { PAGE_ROUTES, routeOf, routeOfFile, type Indexing, type RoutePattern } from '../routes/route-table';

export type { Indexing, RoutePattern };
export { routeOf };

/**
 * Which pages search engines may index, read from the route table (src/lib/routes/route-table.ts)
 * by the page head (src/components/Seo.astro adds `noindex, follow`) and by the sitemap (which
 * lists only indexable pages), so the two cannot disagree with each other or with who may open
 * the page. The table's test holds every file under src/pages to having a row.
 */
export const ROUTE_INDEXING: Readonly<Record<RoutePattern, Indexing>> = Object.fromEntries(
  (Object.keys(PAGE_ROUTES) as RoutePattern[]).map((route) => [route, PAGE_ROUTES[route].indexing]),
) as Record<RoutePattern, Indexing>;

/**
 * `index` routes that are a language version of their own only where their copy is written
 * (a content collection's entries, `<language>/<slug>.md`; any entry when no slug): in the
 * other locales the page shows another language's copy and names that one canonical, so the
 * sitemap lists them only where written. Every other `index` route exists in every locale.
 */
export const WRITTEN_IN: Readonly<Partial<Record<RoutePattern, { collection: string; slug?: string }>>> = {
  '/help': { collection: 'help' },
  '/vip': { collection: 'pages', slug: 'vip' },
  '/join': { collection: 'pages', slug: 'join' },
};

/**
 * Whether a page may be indexed, from its route. A path no route claims (a page added
 * without a decision: the test above catches that) counts as indexable, like any page
 * that does not say otherwise.
 */
export function isIndexableRoute(bare: string): boolean {
  const route = routeOf(bare);
  return route === undefined || ROUTE_INDEXING[route] === 'index' || ROUTE_INDEXING[route] === 'entries';
}

/**
 * The page route of a localized page file under src/pages (as `import.meta.glob` names it), or
 * null when the file is not a localized page (endpoints at the root, the proxy).
 */
export function routeOfPageFile(file: string): string | null {
  if (file === '/src/pages/404.astro') return '/404';
  return file.startsWith('/src/pages/[...locale]/') ? routeOfFile(file) : null;
}

/**
 * The routes the sitemap lists in every locale: those decided `index` whose page exists in
 * this build (`pageFiles` from `import.meta.glob`). Decisions for pages still being built
 * elsewhere wait here until their file lands.
 */
export function staticSitemapRoutes(pageFiles: readonly string[]): RoutePattern[] {
  const existing = new Set(pageFiles.map(routeOfPageFile));
  return (Object.keys(ROUTE_INDEXING) as RoutePattern[]).filter((route) => ROUTE_INDEXING[route] === 'index' && existing.has(route));
}
