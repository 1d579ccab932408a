import type { AstroCookies } from 'astro';
import { sessionMember, type SessionMember } from '../account/session-member.server';
import type { SessionState } from '../stores/session';
import { hasSessionCookie } from './guard';
import { serverSession } from './server-session';

/**
 * The visitor's session, resolved once per request by the middleware and handed to pages as
 * `Astro.locals.session` (docs/architecture.md "The route table"): pages read it instead of
 * looking at the cookies themselves. `member()` asks the platform who the session belongs to
 * at most once per request, and only when something needs it (a member or agent page, the
 * agent page, the VIP table), so a plain page costs no extra platform call.
 */
export interface RequestSession {
  /** Whether the request carries the (HttpOnly) session cookie: the server's sign of a login. */
  readonly signedIn: boolean;
  /** The session as the page's scripts will see it (the readable username hint). */
  readonly hint: SessionState;
  /** The account behind the session cookie, asked of the platform once. */
  member(): Promise<SessionMember>;
}

export function requestSession(cookies: AstroCookies, language: string, clientIp: string | undefined): RequestSession {
  let member: Promise<SessionMember> | undefined;
  const signedIn = hasSessionCookie(cookies);
  return {
    signedIn,
    hint: serverSession(cookies),
    member: () => (member ??= signedIn ? sessionMember(cookies, language, clientIp) : Promise.resolve({ kind: 'guest' })),
  };
}

/** A request without a session (component tests, and anything rendered outside a request). */
export const GUEST_SESSION: RequestSession = { signedIn: false, hint: { status: 'guest' }, member: () => Promise.resolve({ kind: 'guest' }) };
