import type { AstroCookies } from 'astro';
import { siteConfig } from '../config.server';
import type { LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { loginHrefWithNext } from '../routes/safe-path';
import { cookiesAreSecure, forgetSessionCookies } from './cookies';
import { SESSION_ENDED_COOKIE, sessionEndOf, withEndedNote, type SessionEnd } from './ended';

/**
 * Forgets a session the platform no longer knows (ended by "log out everywhere else", a password
 * change, expiry, the session-time limit), as the proxy does on a 401: without this the login
 * page, seeing the cookie, would send the player straight back here (docs/architecture.md "The
 * token never reaches a script"). The reason, when the platform gave one, stays behind (./ended.ts).
 */
export function forgetEndedSession(cookies: AstroCookies, url: URL, ended?: SessionEnd): void {
  forgetSessionCookies(cookies, cookiesAreSecure(siteConfig().siteUrl, url), ended);
}

/**
 * Why the visitor's last session ended, as an earlier request learnt it (the proxy's 401 for a
 * call of the open page, most often): the cookie of ./ended.ts.
 */
export const rememberedSessionEnd = (cookies: AstroCookies): SessionEnd | undefined => sessionEndOf(cookies.get(SESSION_ENDED_COOKIE)?.value);

/**
 * Where a page or a form's post sends a visitor whose session turned out to be over (a member
 * page's data, a game's launch, the points mall's form): the login page, back to `here`
 * afterwards (this page; a game's launch passes its query too, which names the game), with the
 * ended session forgotten first (else /login, seeing the cookie, sends them straight back, and
 * back again), and why it ended when this request's own call was told (`ended`) or an earlier
 * request was (docs/decisions/0067-session-end-reason-cookie.md).
 */
export function loginAfterEndedSession(cookies: AstroCookies, url: URL, locale: LocaleInfo, ended?: SessionEnd, here: string = url.pathname): string {
  const reason = ended ?? rememberedSessionEnd(cookies);
  forgetEndedSession(cookies, url, reason);
  return withEndedNote(loginHrefWithNext(localizedPath('/login', locale), here), reason);
}

/** Drops the remembered reason once the login page has said it (./ended.ts): it is said once. */
export function dropRememberedSessionEnd(cookies: AstroCookies, url: URL): void {
  if (cookies.has(SESSION_ENDED_COOKIE)) cookies.delete(SESSION_ENDED_COOKIE, { path: '/', secure: cookiesAreSecure(siteConfig().siteUrl, url) });
}
