import { USERNAME_HINT_COOKIE } from './cookies';
import { sessionFromHint, type SessionState } from '../stores/session';

/** Anything with Astro's `cookies.get`. */
interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * The session as the page's scripts will see it, from the request: the readable `username`
 * hint cookie, the same one `restoreSession` reads in the browser. Rendering the header from it
 * on the server means the HTML already holds what hydration will show (the logged-in strip and
 * its size), so nothing moves and React finds the markup it expects (docs/architecture.md,
 * "No flash, no shift").
 */
export function serverSession(cookies: CookieReader): SessionState {
  return sessionFromHint(cookies.get(USERNAME_HINT_COOKIE)?.value);
}
