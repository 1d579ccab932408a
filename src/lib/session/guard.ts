import { SESSION_COOKIE } from './cookies';
import { safeLocalPath } from '../routes/safe-path';

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

/** Where a login goes next: a same-site `next` path, otherwise home. */
export const afterLoginTarget = (next: string | null, home: string): string => (next ? (safeLocalPath(next) ?? home) : home);
