import { SESSION_ENDED_COOKIE, SESSION_ENDED_MAX_AGE_SECONDS, type SessionEnd } from './ended.ts';

/**
 * Names and options of the cookies that carry the session (docs/architecture.md "The BFF proxy").
 * server.mjs loads this file with Node's type stripping (through src/lib/security/body-cap.ts):
 * its imports name their `.ts` files.
 * The token cookie is HttpOnly: no script can read it. The hint cookies are readable on
 * purpose: they tell the page, before any request, that someone is logged in and who.
 */
export const SESSION_COOKIE = 'sid';
/** Readable hint: the logged-in username (the original kept it in session storage). */
export const USERNAME_HINT_COOKIE = 'username';
/**
 * Readable hint that this session must change its password before anything else (a login with
 * the operator's default password, or an expired one with PWDEXPFORCECHANGE3). The page that
 * decides it at login writes it (src/lib/account/forced-change.ts); every page reads it and
 * opens the forced change; the proxy removes it with the session and when a change succeeds.
 */
export const PASSWORD_CHANGE_COOKIE = 'passwordChange';
/** Readable hint that the account is an agent type (docs/product.md §6 agent types). */
export const IS_AGENT_HINT_COOKIE = 'isAgent';
/** The cookies that go with a session: the token, its hints and the forced-change mark. */
export const SESSION_COOKIES = [SESSION_COOKIE, USERNAME_HINT_COOKIE, IS_AGENT_HINT_COOKIE, PASSWORD_CHANGE_COOKIE] as const;
/** The cookie operations forgetting a session needs (Astro's cookies, or a test's jar). */
export interface CookieWriter {
  delete(name: string, options: { path: string; secure: boolean }): void;
  set(name: string, value: string, options: CookieFlags & { maxAge: number }): void;
}

/**
 * Deletes a session's cookies (the proxy on logout or a 401; a page that finds the session ended).
 * When the platform said why it ended, the reason stays behind in its own cookie, for the login
 * page the visitor is sent to next (./ended.ts): the session is gone after this, and with it any
 * way to ask.
 */
export const forgetSessionCookies = (cookies: CookieWriter, secure: boolean, ended?: SessionEnd): void => {
  for (const name of SESSION_COOKIES) cookies.delete(name, { path: '/', secure });
  if (ended) cookies.set(SESSION_ENDED_COOKIE, ended, { ...sessionCookieFlags(secure), maxAge: SESSION_ENDED_MAX_AGE_SECONDS });
};
/** Readable, remembered language choice (platform code). */
export const LANGUAGE_COOKIE = 'language';

/** Session cookies live as long as the browser session; the platform expires the token itself. */
export interface CookieFlags {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
}

export const sessionCookieFlags = (secure: boolean): CookieFlags => ({ httpOnly: true, secure, sameSite: 'lax', path: '/' });
export const hintCookieFlags = (secure: boolean): CookieFlags => ({ httpOnly: false, secure, sameSite: 'lax', path: '/' });

/**
 * True when cookies must be `Secure`: the public `SITE_URL` (README "Configuration") is https, or
 * this request came over https (a TLS-terminating server in front of a plain-http `SITE_URL`).
 * The one rule for every cookie the server sets.
 */
export const cookiesAreSecure = (siteUrl: string, requestUrl?: URL): boolean => siteUrl.startsWith('https:') || requestUrl?.protocol === 'https:';

/** The remembered language: readable by the page, kept a year, `Secure` like the session's under https. */
export const languageCookieFlags = (secure: boolean) => ({ ...hintCookieFlags(secure), maxAge: 60 * 60 * 24 * 365 });

/** Reads one cookie from `document.cookie`-style text. */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
