import { atom } from 'nanostores';
import { readCookie, USERNAME_HINT_COOKIE } from '../session/cookies';

/**
 * Whether someone is logged in, as far as the page knows. The token itself is in an HttpOnly
 * cookie no script can read; the readable `username` hint cookie, set by the proxy at login
 * and cleared at logout or expiry, tells the page without a request.
 */
export type SessionState = { status: 'guest' } | { status: 'member'; username: string };

export const $session = atom<SessionState>({ status: 'guest' });

/** The session a `username` hint cookie's value stands for: the server and the browser read it alike. */
export const sessionFromHint = (username: string | undefined): SessionState => (username ? { status: 'member', username } : { status: 'guest' });

/** Reads the hint cookie; call on the client when an island starts. */
export function restoreSession(cookieText: string = document.cookie): SessionState {
  const state = sessionFromHint(readCookie(cookieText, USERNAME_HINT_COOKIE));
  $session.set(state);
  return state;
}

export const setMember = (username: string): void => $session.set({ status: 'member', username });
export const setGuest = (): void => $session.set({ status: 'guest' });
