import type { AstroCookies } from 'astro';
import { siteConfig } from '../config.server';
import { IS_AGENT_HINT_COOKIE } from '../proxy/proxy.server';
import { PASSWORD_CHANGE_COOKIE, SESSION_COOKIE, USERNAME_HINT_COOKIE } from './cookies';

/**
 * Forgets a session the platform no longer knows (ended by "log out everywhere else", a password
 * change, expiry), as the proxy does on a 401: without this the login page, seeing the cookie,
 * would send the player straight back here (docs/architecture.md "The token never reaches a script").
 */
export function forgetEndedSession(cookies: AstroCookies, url: URL): void {
  const secure = url.protocol === 'https:' || siteConfig().siteUrl.startsWith('https:');
  for (const name of [SESSION_COOKIE, USERNAME_HINT_COOKIE, IS_AGENT_HINT_COOKIE, PASSWORD_CHANGE_COOKIE]) cookies.delete(name, { path: '/', secure });
}
