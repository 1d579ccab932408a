/**
 * Which pages search engines may index: one decision per route, read by the page head
 * (src/components/Seo.astro adds `noindex, follow`) and by the sitemap (which lists only
 * indexable pages), so the two cannot disagree. A test holds every page file under
 * src/pages/[...locale]/ to having a decision here.
 *
 * - `index`: a page of its own in every locale; the sitemap lists it everywhere.
 * - `entries`: indexable, one page per entry of a source (help articles, landing pages,
 *   promotions); the sitemap lists the entries in the locales where each exists.
 * - `noindex`: crawlers may fetch it (robots.txt never blocks it, or they could not see the
 *   `noindex`) and follow its links, but it is kept out of results: it is about one
 *   visitor's session, a game or agent tool, a system screen or an error.
 * - `redirect`: never renders a page of its own (an old or alternative address).
 */
export type Indexing = 'index' | 'entries' | 'noindex' | 'redirect';

export const ROUTE_INDEXING = {
  '/': 'index',
  // Landing target for sign-ups from ads and affiliates: it must be findable.
  '/register': 'index',
  '/rng': 'index',
  '/live': 'index',
  '/fish': 'index',
  '/sports': 'index',
  '/esports': 'index',
  '/pvp': 'index',
  '/elott': 'index',
  '/cockfight': 'index',
  '/lottery': 'index',
  '/vnlottery': 'index',
  '/help': 'index',
  '/help/[slug]': 'entries',
  '/landing/[slug]': 'entries',
  '/promotions': 'index',
  '/promoDetail': 'entries',
  '/vip': 'index',
  '/down': 'index',
  '/join': 'index',
  '/noticePage': 'index',
  // The operator's help topics (no header; open to guests even when a login is required).
  '/helpmc': 'index',
  // Sessions and accounts.
  '/login': 'noindex',
  '/forget': 'noindex',
  '/agentHome': 'noindex',
  // A game in a frame, and pages that launch one.
  '/game': 'noindex',
  '/fbsports': 'noindex',
  // The game list without the site's navigation, for embedding: /rng, /live… are the indexable ones.
  '/seamless': 'noindex',
  // Maintenance and region screens, and not found.
  '/system-status': 'noindex',
  '/404': 'noindex',
  '/games/[games]': 'redirect',
  '/register.html': 'redirect',
} as const satisfies Record<string, Indexing>;

export type RoutePattern = keyof typeof ROUTE_INDEXING;

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

const PARAM = /\[[^\]]+\]/g;
const hasParam = (pattern: string): boolean => pattern.includes('[');

/** A route pattern as a matcher: `[slug]` stands for one path segment. */
const matcher = (pattern: string): RegExp =>
  new RegExp(`^${pattern.split(PARAM).map((part) => part.replace(/[.*+?^${}()|\\]/g, '\\$&')).join('[^/]+')}$`);

const MATCHERS: readonly [RoutePattern, RegExp][] = (Object.keys(ROUTE_INDEXING) as RoutePattern[])
  // Static patterns first, so `/help` is never taken for a dynamic one.
  .sort((a, b) => Number(hasParam(a)) - Number(hasParam(b)) || a.localeCompare(b))
  .map((pattern) => [pattern, matcher(pattern)]);

/** The route a page path (without locale prefix or query) belongs to, or undefined. */
export function routeOf(bare: string): RoutePattern | undefined {
  return MATCHERS.find(([, regexp]) => regexp.test(bare))?.[0];
}

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
 * The route of a page file under src/pages (as `import.meta.glob` names it), or null when the
 * file is not a localized page (endpoints at the root, the proxy). `/src/pages/[...locale]/help/[slug].astro`
 * → `/help/[slug]`; `index.astro` → `/`; `register.html.ts` → `/register.html`.
 */
export function routeOfPageFile(file: string): string | null {
  if (file === '/src/pages/404.astro') return '/404';
  const match = /^\/src\/pages\/\[\.\.\.locale\]\/(.+)\.(?:astro|ts)$/.exec(file);
  if (!match) return null;
  const route = `/${match[1]}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

/**
 * The routes the sitemap lists in every locale: those decided `index` whose page exists in
 * this build (`pageFiles` from `import.meta.glob`). Decisions for pages still being built
 * elsewhere wait here until their file lands.
 */
export function staticSitemapRoutes(pageFiles: readonly string[]): RoutePattern[] {
  const existing = new Set(pageFiles.map(routeOfPageFile));
  return (Object.keys(ROUTE_INDEXING) as RoutePattern[]).filter(
    (route) => ROUTE_INDEXING[route] === 'index' && existing.has(route),
  );
}
