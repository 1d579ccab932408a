import { SESSION_COOKIE } from './cookies';
import { safeLocalPath } from '../routes/safe-path';
import { stripLocale } from '../i18n/paths';

/** Anything with Astro's `cookies.has`. */
interface CookieJar {
  has(name: string): boolean;
}

/**
 * Whether the request carries a session. The token cookie is HttpOnly and only the proxy sets
 * it, so its presence is the server's sign of a login; an expired token is found out at the
 * first platform call, which clears the cookie (the page then returns to the guest state).
 */
export const hasSessionCookie = (cookies: CookieJar): boolean => cookies.has(SESSION_COOKIE);

/**
 * For a page whose copy differs for a player (their lists, their launch): whether the request
 * carries a session, marking the response `private, no-store` when it does, so no shared cache
 * keeps a player's copy.
 */
export function signedInPage(cookies: CookieJar, response: { headers: Headers }): boolean {
  const signedIn = hasSessionCookie(cookies);
  if (signedIn) response.headers.set('Cache-Control', 'private, no-store');
  return signedIn;
}

/**
 * docs/product.md §2 `loginedToHomePage`: the pages a guest may still open, with everything under them.
 * /download is the name docs/product.md §2 gives the download page group; /down is its route (/download
 * redirects there, src/lib/routes/aliases.ts).
 */
const OPEN_PAGES = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];

/**
 * Open as themselves only: the terms a guest must accept to register (the register form links
 * /help#term, the help page's dialog, and the article is /help/terms), and the not-found page,
 * which Astro renders by rewriting to /404 (that passes through the guard again, and a wrong
 * address is not a reason to log in). The other help articles stay behind the login.
 */
const OPEN_EXACT = ['/help', '/help/terms', '/404'];

/** Whether a page (any language) needs a session when login is required. */
export function needsSession(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (OPEN_EXACT.includes(path)) return false;
  return !OPEN_PAGES.some((open) => path === open || path.startsWith(`${open}/`));
}

/** Where a login goes next: a same-site `next` path, otherwise home. */
export const afterLoginTarget = (next: string | null, home: string): string => (next ? (safeLocalPath(next) ?? home) : home);
