/**
 * Why a session ended, carried from whichever request first learns it to the login page that says
 * it (docs/architecture.md "The token never reaches a script"; docs/decisions/0067-session-end-reason-cookie.md).
 *
 * The platform says why only in the 401 of the first call after the end (`value: { ended:
 * 'sessionLimit' }`, src/contract/refusals.ts), and the site forgets the session's cookies at that
 * same 401, wherever it comes: the route table's member check, a page's own data call, or a call of
 * the open page through the proxy (the reality check, the header's balance). The next request has
 * no session left to ask about, so the reason must travel with the forgetting: a short-lived
 * HttpOnly cookie, read when the visitor is next sent to the login page and dropped there (or at the
 * next login). Without it, a player whose open page met the end first was sent to log in without
 * being told why (issue 34 item 18).
 */

/** Why the platform ended a session, when it says (UNAUTHORIZED's value, src/contract/refusals.ts). */
export type SessionEnd = 'sessionLimit';

/** The cookie that keeps the reason between the 401 that learns it and the login page that says it. */
export const SESSION_ENDED_COOKIE = 'sessionEnded';

/** The login page's `ended` parameter for each reason (src/pages/[...locale]/login.astro). */
const ENDED_PARAM: Readonly<Record<SessionEnd, string>> = { sessionLimit: 'session-limit' };

/**
 * As long as the platform itself remembers why (platform/security/sessions.ts `pruneSessions`
 * keeps a session ended by its time limit a day): the note is never kept longer than it is true.
 */
export const SESSION_ENDED_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The reason in a 401's `value`, or in the cookie (the same spelling), if it is one we know. */
export const sessionEndOf = (value: unknown): SessionEnd | undefined => {
  const ended = typeof value === 'object' && value !== null ? (value as { ended?: unknown }).ended : value;
  return ended === 'sessionLimit' ? 'sessionLimit' : undefined;
};

/** The reason a login page's address names (`ended=session-limit`), if any. */
export const sessionEndOfParam = (param: string | null): SessionEnd | undefined =>
  (Object.keys(ENDED_PARAM) as SessionEnd[]).find((reason) => ENDED_PARAM[reason] === param);

/** `href` (a login address) with the reason added for the login page to say; unchanged without one. */
export function withEndedNote(href: string, ended: SessionEnd | undefined): string {
  if (!ended) return href;
  return `${href}${href.includes('?') ? '&' : '?'}ended=${ENDED_PARAM[ended]}`;
}

/** The first reason any of several answers gives (a page that asked more than one call). */
export const endedOf = (...answers: ReadonlyArray<{ readonly kind: string; readonly ended?: SessionEnd } | null | undefined>): SessionEnd | undefined =>
  answers.find((answer) => answer?.ended)?.ended;

/**
 * The guest a 401 leaves, with the reason the platform gave (UNAUTHORIZED's value): every page,
 * launch and post that meets the end passes it on to the login page. Takes any error with the
 * platform's details (src/contract/envelope.ts PlatformError) without importing it: this file is
 * loaded by server.mjs with Node's type stripping, through ./cookies.ts.
 */
export function guestAfter(error: { readonly details: { readonly value?: unknown } }): { kind: 'guest'; ended?: SessionEnd } {
  const ended = sessionEndOf(error.details.value);
  return ended ? { kind: 'guest', ended } : { kind: 'guest' };
}
