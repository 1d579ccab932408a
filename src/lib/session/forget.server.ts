import type { AstroCookies } from 'astro';
import { siteConfig } from '../config.server';
import type { LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { loginHrefWithNext } from '../routes/safe-path';
import { cookiesAreSecure, forgetSessionCookies } from './cookies';

/**
 * Forgets a session the platform no longer knows (ended by "log out everywhere else", a password
 * change, expiry), as the proxy does on a 401: without this the login page, seeing the cookie,
 * would send the player straight back here (docs/architecture.md "The token never reaches a script").
 */
export function forgetEndedSession(cookies: AstroCookies, url: URL): void {
  forgetSessionCookies(cookies, cookiesAreSecure(siteConfig().siteUrl, url));
}

/**
 * Where a member page sends a visitor whose session turned out to be over: the login page, back
 * here afterwards, with the ended session forgotten first (else /login sends them straight back).
 */
export function loginAfterEndedSession(cookies: AstroCookies, url: URL, locale: LocaleInfo): string {
  forgetEndedSession(cookies, url);
  return loginHrefWithNext(localizedPath('/login', locale), url.pathname);
}
