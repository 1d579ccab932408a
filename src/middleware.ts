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
import { hasSessionCookie, needsSession } from './lib/session/guard';
import { withHtmlCharset } from './lib/html/charset';
import { loginHrefWithNext } from './lib/routes/safe-path';
import { ASKED_LANGUAGE_PARAM } from './lib/content/fallback';
import { firstVisitLoginTarget } from './lib/i18n/accept-language';

const LOCALE_PREFIXES = PUBLISHED_LOCALES.map((info) => info.path);

/** Paths that are not pages: the proxy, tools, built assets, robots.txt, the sitemap and the brand images. */
const NON_PAGE = /^\/(?:wps|lgw|platform-dev|healthz|language|strings|_astro|_image|badges|favicon\.svg|robots\.txt|sitemap\.xml|og-image\.png|logo\.png)(?:\/|$)/;

/** A redirect that depends on the visitor's cookies: never let a shared cache keep it. */
const privateRedirect = (location: string): Response =>
  new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });

/** Locale, translation and client IP for every request. */
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
  return next();
});

/**
 * Remembered language: a visitor who chose another language and opens an unprefixed (TY)
 * page is sent to the same page in that language. With LOGIN_REQUIRED, a visitor who never
 * chose one is sent from the unprefixed login page to their browser's language.
 */
const rememberedLanguage = defineMiddleware((context, next) => {
  const { url, request, cookies } = context;
  if (request.method !== 'GET' || NON_PAGE.test(url.pathname)) return next();
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
  NON_PAGE.test(context.url.pathname) ? next() : withPageDeadline(createDeadline(siteConfig().pageDataTimeoutMs), next),
);

/** Maintenance and region restriction replace every page (docs/product.md §2, §4). */
const systemScreens = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  if (NON_PAGE.test(url.pathname) || request.method !== 'GET') return next();
  const { locale, clientIp } = context.locals;
  context.locals.status = await loadStatus(locale.code, url.host, clientIp).catch(() => null);
  const state = systemState(context.locals.status);
  const screenPath = localizedPath('/system-status', locale);
  if (state !== 0 && url.pathname !== screenPath) return context.rewrite(screenPath);
  return next();
});

/**
 * docs/product.md §2 `loginedToHomePage` (LOGIN_REQUIRED=1): a guest opening any page but the open ones
 * goes to /login, which brings them back afterwards.
 */
const loginGuard = defineMiddleware((context, next) => {
  const { url, request } = context;
  if (!siteConfig().loginRequired || request.method !== 'GET' || NON_PAGE.test(url.pathname)) return next();
  if (!needsSession(url.pathname) || hasSessionCookie(context.cookies)) return next();
  const login = localizedPath('/login', context.locals.locale);
  return privateRedirect(loginHrefWithNext(login, `${url.pathname}${url.search}`));
});

/** Every page, the 404 and the system screens included, says it is UTF-8 (lib/html/charset). */
const htmlCharset = defineMiddleware(async (_context, next) => withHtmlCharset(await next()));

export const onRequest = sequence(htmlCharset, requestContext, rememberedLanguage, pageDeadline, systemScreens, loginGuard);
