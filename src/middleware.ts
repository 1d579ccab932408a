import { defineMiddleware, sequence } from 'astro:middleware';
import { localeByPath, localeByCode, DEFAULT_LOCALE_INFO } from './lib/i18n/locales';
import { getT } from './lib/i18n/i18n.server';
import { LANGUAGE_COOKIE } from './lib/session/cookies';
import { clientIpFrom } from './lib/security/client-ip';
import { siteConfig } from './lib/config.server';
import { loadStatus } from './lib/platform/public-data.server';
import { withPageDeadline } from './lib/platform/server-client.server';
import { createDeadline } from './lib/platform/deadline';
import { systemState } from './lib/system/state';
import { localizedPath, stripLocale } from './lib/i18n/paths';
import { aliasTarget } from './lib/routes/aliases';
import { PUBLISHED_LOCALES } from './lib/i18n/locales';
import { requestSession } from './lib/session/request-session.server';
import { cacheHeadersFor, isPagePath, matchRoute, openWithoutLogin } from './lib/routes/route-table';
import { decideRouteAccess, needsViewer, type Viewer } from './lib/routes/access';
import { forgetEndedSession, rememberedSessionEnd } from './lib/session/forget.server';
import { withEndedNote, type SessionEnd } from './lib/session/ended';
import { isValidLocaleParam } from './lib/routes/locale-param';
import { withHeaders } from './lib/html/headers';
import { withHtmlCharset } from './lib/html/charset';
import { loginHrefWithNext } from './lib/routes/safe-path';
import { ASKED_LANGUAGE_PARAM } from './lib/content/fallback';
import { firstVisitLoginTarget } from './lib/i18n/accept-language';
import { traceRequest } from './lib/log/page-trace.server';
import { guestPageResponse } from './lib/cache/guest-page.server';

const LOCALE_PREFIXES = PUBLISHED_LOCALES.map((info) => info.path);

/** Paths that are not pages (the proxy, tools, built assets, public files): the route table's NON_PAGE_ROUTES. */
const notPage = (url: URL): boolean => !isPagePath(url.pathname);

/** A redirect that depends on the visitor's cookies: never let a shared cache keep it. */
const privateRedirect = (location: string): Response =>
  new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });

/**
 * Locale, translation, client IP, the route table's row and the session for every request:
 * pages read them from `Astro.locals` instead of working them out again.
 */
const requestContext = defineMiddleware((context, next) => {
  const locale = localeByPath(context.currentLocale);
  context.locals.locale = locale;
  context.locals.t = getT(locale.code);
  context.locals.status = null;
  let socketIp: string | undefined;
  try {
    socketIp = context.clientAddress;
  } catch {
    socketIp = undefined; // no client while prerendering
  }
  context.locals.clientIp = clientIpFrom(context.request.headers.get('X-Forwarded-For'), socketIp, siteConfig().trustedProxyHops);
  context.locals.route = matchRoute(stripLocale(context.url.pathname));
  context.locals.session = requestSession(context.cookies, locale.code, context.locals.clientIp);
  return next();
});

/**
 * Remembered language: a visitor who chose another language and opens an unprefixed (TY)
 * page is sent to the same page in that language. With LOGIN_REQUIRED, a visitor who never
 * chose one is sent from the unprefixed login page to their browser's language.
 */
const rememberedLanguage = defineMiddleware((context, next) => {
  const { url, request, cookies } = context;
  if (request.method !== 'GET' || notPage(url)) return next();
  const alias = aliasTarget(url.pathname, LOCALE_PREFIXES);
  if (alias) return context.redirect(`${alias}${url.search}`, 301);
  const remembered = localeByCode(cookies.get(LANGUAGE_COOKIE)?.value);
  // `?asked=` marks content already sent here from the remembered language, which lacks it
  // (src/lib/content/fallback.ts): sending it back would loop.
  const fellBack = url.searchParams.has(ASKED_LANGUAGE_PARAM);
  if (remembered && !fellBack && remembered.code !== context.locals.locale.code && context.locals.locale === DEFAULT_LOCALE_INFO) {
    const target = localizedPath(stripLocale(url.pathname), remembered);
    if (target !== url.pathname) return privateRedirect(`${target}${url.search}`);
  }
  if (!remembered && siteConfig().loginRequired) {
    // Every guest starts on /login here, before they could choose: their browser's language decides.
    const target = firstVisitLoginTarget(url, request.headers.get('Accept-Language'));
    if (target) return privateRedirect(target);
  }
  return next();
});

/**
 * One budget per page for waiting on the platform: the status call below, the viewer's account
 * and the page's data all send with this deadline (docs/operations.md "When the platform hangs").
 */
const pageDeadline = defineMiddleware((context, next) =>
  notPage(context.url) ? next() : withPageDeadline(createDeadline(siteConfig().pageDataTimeoutMs), next),
);

/** Maintenance and region restriction replace every page (docs/product.md §2, §4). */
const systemScreens = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  if (notPage(url) || request.method !== 'GET') return next();
  const { locale, clientIp } = context.locals;
  context.locals.status = await loadStatus(locale.code, url.host, clientIp).catch(() => null);
  const state = systemState(context.locals.status);
  const screenPath = localizedPath('/system-status', locale);
  if (state !== 0 && url.pathname !== screenPath) return context.rewrite(screenPath);
  return next();
});

/**
 * The route table, enforced (docs/architecture.md "The route table"): who may open the page,
 * a locale prefix that is not one of ours is not found, and the response's caching.
 * - LOGIN_REQUIRED (docs/product `loginedToHomePage`): a guest opening any page but the open
 *   rows goes to /login, which brings them back afterwards.
 * - Member and agent pages: a guest goes to /login?next=…; an account the row does not admit
 *   gets the refusal page (/refused) in the asked page's place and language.
 */
const routeTable = defineMiddleware(async (context, next) => {
  const { url, request, locals } = context;
  if (notPage(url)) return next();
  const { route, session, locale } = locals;
  // Why the last session ended, when the platform said so to this request or to an earlier one
  // (a call of the open page that met the end first and forgot the session: src/lib/session/ended.ts).
  const login = (ended?: SessionEnd): Response =>
    privateRedirect(
      withEndedNote(loginHrefWithNext(localizedPath('/login', locale), `${url.pathname}${url.search}`), ended ?? rememberedSessionEnd(context.cookies)),
    );
  if (siteConfig().loginRequired && request.method === 'GET' && !openWithoutLogin(route) && !session.signedIn) return login();
  if (route && needsViewer(route, session.signedIn)) {
    const viewer = await viewerOf(session);
    const decision = decideRouteAccess(route, viewer);
    if (decision.kind === 'login') {
      // A cookie the platform no longer knows (logged out elsewhere, expired): forget it, or /login,
      // seeing it, sends the visitor straight back here.
      const ended = viewer.kind === 'guest' ? viewer.ended : undefined;
      if (session.signedIn) forgetEndedSession(context.cookies, url, ended);
      return login(ended);
    }
    if (decision.kind === 'refuse') {
      locals.refusal = decision.refusal;
      return withHeaders(await next(localizedPath('/refused', locale)), cacheHeadersFor(route, session.signedIn));
    }
  }
  // `/anything/help` reaches the `[...locale]` pages with a locale that is none of ours.
  const response = isValidLocaleParam(context.params['locale']) ? await next() : await context.rewrite('/404');
  return withHeaders(response, cacheHeadersFor(route, session.signedIn));
});

/**
 * Innermost: a guest's public page from the guest page cache, once the maintenance, region,
 * login and access checks above have let the request through (src/lib/cache/guest-page.server.ts).
 */
const guestPageCache = defineMiddleware((context, next) => (notPage(context.url) ? next() : guestPageResponse(context, next)));

/** Outermost: what anything below throws is logged with the request id (docs/operations.md "Logs"). */
const requestTrace = defineMiddleware((context, next) => traceRequest(context.request, next));

/** Who the session belongs to, as access needs it (asked of the platform once per request). */
async function viewerOf(session: App.Locals['session']): Promise<Viewer> {
  const member = await session.member();
  return member.kind === 'member' ? { kind: 'member', type: member.member.type, account: member.member.account, restricted: member.member.restricted } : member;
}

/** Every page, the 404 and the system screens included, says it is UTF-8 (lib/html/charset). */
const htmlCharset = defineMiddleware(async (_context, next) => withHtmlCharset(await next()));

export const onRequest = sequence(requestTrace, htmlCharset, requestContext, rememberedLanguage, pageDeadline, systemScreens, routeTable, guestPageCache);
