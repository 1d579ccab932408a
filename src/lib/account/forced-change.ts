import { PASSWORD_CHANGE_COOKIE, readCookie, USERNAME_HINT_COOKIE } from '../session/cookies';

/**
 * A forced password change holds for the whole session, not only on the page where the player
 * logged in (docs/architecture.md "Accounts"). Whether the change is due can be decided only
 * at login: the default password is compared with what was typed, and SMS or third-party logins
 * are never forced. That decision is written into the session as a readable cookie beside the
 * `username` hint; every page's modal host reads it on load and opens the change, which cannot
 * be dismissed. The proxy removes it with the session (logout, expiry, a new login) and once
 * the platform has accepted a new password (src/lib/proxy/proxy.server.ts).
 */

/** Whether this session must change its password now, from `document.cookie`-style text. */
export function passwordChangeDue(cookieText: string): boolean {
  return readCookie(cookieText, PASSWORD_CHANGE_COOKIE) === '1' && Boolean(readCookie(cookieText, USERNAME_HINT_COOKIE));
}

/** Marks the session: a cookie of the browser session like `sid`, for the whole site. */
export function markPasswordChangeDue(doc: { cookie: string } = document, protocol: string = location.protocol): void {
  doc.cookie = `${PASSWORD_CHANGE_COOKIE}=1; Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}
