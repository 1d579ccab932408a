/**
 * The route table: for every address the site answers, who may open it, whether search
 * engines may index it and how it may be cached. The middleware enforces it (src/middleware.ts),
 * the SEO head and the sitemap read it (src/lib/seo/indexing.ts), and a test holds every file
 * under src/pages to having a row (route-table.test.ts). See docs/architecture.md "The route table".
 *
 * Page routes are written without the locale prefix (`/help/[slug]` serves `/help/x` and
 * `/en/help/x`); `[name]` stands for one path segment, `[...name]` for any number (none too).
 */

/**
 * - `public`: anyone (with LOGIN_REQUIRED, a guest still logs in first unless the row is `open`).
 * - `member`: a logged-in real account; a guest goes to /login?next=…, a trial account gets
 *   the in_need_true_account message (docs/product: type 4 is blocked from the member centre).
 * - `agent`: a logged-in agent; a guest goes to /login?next=…, any other account gets a
 *   refusal page in the page's language, a trial account the in_need_true_account message.
 */
export type Access = 'public' | 'member' | 'agent';

/**
 * - `index`: a page of its own in every locale; the sitemap lists it everywhere.
 * - `entries`: indexable, one page per entry of a source (help articles, landing pages,
 *   promotions); the sitemap lists the entries in the locales where each exists.
 * - `noindex`: crawlers may fetch it (robots.txt never blocks it, or they could not see the
 *   `noindex`) and follow its links, but it is kept out of results: it is about one
 *   visitor's session, a game or agent tool, a system screen or an error.
 * - `redirect`: never renders a page of its own (an old or alternative address).
 */
export type Indexing = 'index' | 'entries' | 'noindex' | 'redirect';

/**
 * - `shared`: the same copy for everyone; the table adds no header.
 * - `private`: `Cache-Control: private, no-store` always (one visitor's session or account).
 * - `signedIn`: `private, no-store` when the request carries a session, since a player's copy
 *   differs (their lists start loading, their launch); a guest's copy stays shareable.
 */
export type Caching = 'shared' | 'private' | 'signedIn';

export interface PageRoute {
  readonly access: Access;
  readonly indexing: Indexing;
  readonly caching: Caching;
  /** Open to guests when LOGIN_REQUIRED asks every other page for a login (docs/product `loginedToHomePage`). */
  readonly openWithoutLogin?: true;
}

const page = (access: Access, indexing: Indexing, caching: Caching, openWithoutLogin = false): PageRoute =>
  openWithoutLogin ? { access, indexing, caching, openWithoutLogin: true } : { access, indexing, caching };

/** Every page, by route. */
export const PAGE_ROUTES = {
  '/': page('public', 'index', 'shared'),
  // Landing target for sign-ups from ads and affiliates: it must be findable. A logged-in
  // visitor is sent home (a redirect that depends on the cookie, hence private).
  '/register': page('public', 'index', 'signedIn', true),
  '/register.html': page('public', 'redirect', 'shared', true),
  // Game lists: a player's copy differs from a guest's.
  '/rng': page('public', 'index', 'signedIn'),
  '/live': page('public', 'index', 'signedIn'),
  '/fish': page('public', 'index', 'signedIn'),
  '/sports': page('public', 'index', 'signedIn'),
  '/esports': page('public', 'index', 'signedIn'),
  '/pvp': page('public', 'index', 'signedIn'),
  '/elott': page('public', 'index', 'signedIn'),
  '/cockfight': page('public', 'index', 'signedIn'),
  '/lottery': page('public', 'index', 'signedIn'),
  '/vnlottery': page('public', 'index', 'signedIn'),
  // The help page is open without a login (the register form's terms link opens its #term
  // dialog), and so is the terms article; the other articles stay behind the login.
  '/help': page('public', 'index', 'shared', true),
  '/help/terms': page('public', 'entries', 'shared', true),
  '/help/[slug]': page('public', 'entries', 'shared'),
  '/landing/[slug]': page('public', 'entries', 'shared'),
  '/promotions': page('public', 'index', 'shared'),
  '/promoDetail': page('public', 'entries', 'signedIn'),
  '/vip': page('public', 'index', 'signedIn'),
  // The points mall: the catalogue for everyone, a member's points and forms on top (docs/decisions/0038).
  '/pointMall': page('public', 'index', 'signedIn'),
  '/down': page('public', 'index', 'shared', true),
  '/join': page('public', 'index', 'shared'),
  '/noticePage': page('public', 'index', 'shared'),
  // The operator's help topics (no header; open to guests even when a login is required).
  '/helpmc': page('public', 'index', 'shared', true),
  // Sessions and accounts. /agentHome is where agents log in, so guests may open it.
  '/login': page('public', 'noindex', 'private', true),
  '/forget': page('public', 'noindex', 'shared'),
  '/agentHome': page('public', 'noindex', 'private'),
  // A game in a frame, and pages that launch one.
  '/game': page('public', 'noindex', 'private'),
  '/fbsports': page('public', 'noindex', 'private'),
  // The game list without the site's navigation, for embedding: /rng, /live… are the indexable ones.
  '/seamless': page('public', 'noindex', 'signedIn'),
  // Maintenance and region screens, not found, and the refusal of a member or agent page.
  '/system-status': page('public', 'noindex', 'shared'),
  '/404': page('public', 'noindex', 'shared', true),
  '/refused': page('public', 'noindex', 'private'),
  '/games/[games]': page('public', 'redirect', 'shared'),
  // The member and agent centres: denied by default, whatever pages land under them.
  '/member': page('member', 'noindex', 'private'),
  '/member/withdraw': page('member', 'noindex', 'private'),
  '/member/transfer-upline': page('member', 'noindex', 'private'),
  '/member/[...path]': page('member', 'noindex', 'private'),
  '/member/wallet': page('member', 'noindex', 'private'),
  '/member/deposit': page('member', 'noindex', 'private'),
  '/member/messages': page('member', 'noindex', 'private'),
  '/member/feedback': page('member', 'noindex', 'private'),
  '/member/rewards': page('member', 'noindex', 'private'),
  '/member/missions': page('member', 'noindex', 'private'),
  '/member/referral': page('member', 'noindex', 'private'),
  '/member/bets': page('member', 'noindex', 'private'),
  '/member/transactions': page('member', 'noindex', 'private'),
  '/member/profit': page('member', 'noindex', 'private'),
  '/member/bonuses': page('member', 'noindex', 'private'),
  '/member/safer-gambling': page('member', 'noindex', 'private'),
  '/agent/[...path]': page('agent', 'noindex', 'private'),
  '/agent': page('agent', 'noindex', 'private'),
  '/agent/team': page('agent', 'noindex', 'private'),
  '/agent/announcement': page('agent', 'noindex', 'private'),
  '/agent/register': page('agent', 'noindex', 'private'),
  '/agent/loss': page('agent', 'noindex', 'private'),
  '/agent/bets': page('agent', 'noindex', 'private'),
  '/agent/transactions': page('agent', 'noindex', 'private'),
  // Agent pay (docs/decisions/0043-agent-pay.md); the four gated pages answer 404 while their feature is off.
  '/agent/income': page('agent', 'noindex', 'private'),
  '/agent/dividend': page('agent', 'noindex', 'private'),
  '/agent/daily-wages': page('agent', 'noindex', 'private'),
  '/agent/hourly-salary': page('agent', 'noindex', 'private'),
  '/agent/realtime-salary': page('agent', 'noindex', 'private'),
} as const satisfies Record<string, PageRoute>;

export type RoutePattern = keyof typeof PAGE_ROUTES;

/**
 * Addresses that are not pages: the proxy, tools, endpoints, built assets and the files of
 * public/. The middleware leaves them alone (no locale, no login, no page deadline).
 */
export const NON_PAGE_ROUTES = [
  '/wps/[...path]',
  '/lgw/[...path]',
  '/platform-dev/[...path]',
  '/healthz',
  '/language',
  '/strings/[area]',
  '/robots.txt',
  '/sitemap.xml',
  '/_astro/[...file]',
  '/_image',
  '/badges/[...file]',
  '/favicon.svg',
  '/og-image.png',
  '/logo.png',
] as const;

const isRest = (segment: string): boolean => /^\[\.\.\.[^\]]+\]$/.test(segment);
const isParam = (segment: string): boolean => /^\[[^\]]+\]$/.test(segment);
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern as a regular expression over a path without locale prefix or query. */
export function patternMatcher(pattern: string): RegExp {
  if (pattern === '/') return /^\/$/;
  const source = pattern
    .split('/')
    .slice(1)
    .map((segment) => (isRest(segment) ? '(?:/[^?#]*)?' : `/${isParam(segment) ? '[^/]+' : escapeRegExp(segment)}`))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Static routes before dynamic ones, one-segment parameters before rest parameters. */
const specificity = (pattern: string): number => pattern.split('/').reduce((sum, segment) => sum + (isRest(segment) ? 100 : isParam(segment) ? 1 : 0), 0);

const bySpecificity = <T extends string>(patterns: readonly T[]): [T, RegExp][] =>
  [...patterns].sort((a, b) => specificity(a) - specificity(b) || a.localeCompare(b)).map((pattern) => [pattern, patternMatcher(pattern)]);

const PAGE_MATCHERS = bySpecificity(Object.keys(PAGE_ROUTES) as RoutePattern[]);
const NON_PAGE_MATCHERS = bySpecificity(NON_PAGE_ROUTES);

/** A path without a trailing slash (the root stays `/`). */
const trimmed = (path: string): string => path.replace(/\/+$/, '') || '/';

/** The page route a path (without locale prefix or query) belongs to, or undefined. */
export function routeOf(bare: string): RoutePattern | undefined {
  const path = trimmed(bare);
  return PAGE_MATCHERS.find(([, regexp]) => regexp.test(path))?.[0];
}

/** Whether a request path (as sent, locale prefix included) is a page rather than an endpoint or asset. */
export function isPagePath(pathname: string): boolean {
  return !NON_PAGE_MATCHERS.some(([, regexp]) => regexp.test(pathname));
}

/** The route of a path without locale prefix, with its row. */
export interface RouteMatch {
  readonly pattern: RoutePattern;
  readonly rule: PageRoute;
}

export function matchRoute(bare: string): RouteMatch | null {
  const pattern = routeOf(bare);
  return pattern ? { pattern, rule: PAGE_ROUTES[pattern] } : null;
}

/**
 * Whether a guest may open a page when LOGIN_REQUIRED is on. A path no row claims (an
 * unknown address) is not open: only the not-found page it ends on is.
 */
export const openWithoutLogin = (match: RouteMatch | null): boolean => match?.rule.openWithoutLogin === true;

/** The `Cache-Control` a page's response must carry, or null when the table asks for none. */
export function cacheControlFor(match: RouteMatch | null, signedIn: boolean): string | null {
  const caching = match?.rule.caching;
  return caching === 'private' || (caching === 'signedIn' && signedIn) ? 'private, no-store' : null;
}

/**
 * The route of a file under src/pages (as `import.meta.glob` names it): localized pages under
 * `[...locale]/` as page routes (`/src/pages/[...locale]/help/[slug].astro` → `/help/[slug]`,
 * `index.astro` → `/`, `register.html.ts` → `/register.html`), the rest as the path they serve
 * (`/src/pages/wps/[...path].ts` → `/wps/[...path]`, `/src/pages/404.astro` → `/404`).
 */
export function routeOfFile(file: string): string {
  const localized = /^\/src\/pages\/\[\.\.\.locale\]\/(.+)\.(?:astro|ts)$/.exec(file);
  const root = /^\/src\/pages\/(.+)\.(?:astro|ts)$/.exec(file);
  const path = localized?.[1] ?? root?.[1];
  if (path === undefined) return file;
  return `/${path}`.replace(/(^|\/)index$/, '') || '/';
}

/**
 * The headers the table asks of a page's response: its `Cache-Control`, and `Vary: Cookie`
 * wherever the copy depends on the session, so a cache that keeps a guest's copy never hands
 * it to a player (or the other way round).
 */
export function cacheHeadersFor(match: RouteMatch | null, signedIn: boolean): Record<string, string> {
  const cacheControl = cacheControlFor(match, signedIn);
  const byCookie = match !== null && match.rule.caching !== 'shared';
  return { ...(cacheControl ? { 'Cache-Control': cacheControl } : {}), ...(byCookie ? { Vary: 'Cookie' } : {}) };
}
