import type { AstroCookies } from 'astro';
import type { PlatformClient } from '../platform/client';
import { memberInfo, type MemberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import { pageDataClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { guestAfter, type SessionEnd } from '../session/ended';

/**
 * What a page learns by asking the platform something with the visitor's session (server to
 * platform; the token never reaches the page): nothing for a guest, the answer, or nothing
 * because the platform did not give one. An expired session is a guest (the proxy clears the
 * cookie at the next browser call); a platform that does not answer is `unavailable`, so the
 * page shows its error state instead of a login form.
 */
export type SessionAnswer<T> = { kind: 'guest'; ended?: SessionEnd } | { kind: 'answered'; value: T } | { kind: 'unavailable' };

export type { SessionEnd };

export async function askWithSession<T>(
  cookies: AstroCookies,
  language: string,
  clientIp: string | undefined,
  ask: (client: PlatformClient<'server'>) => Promise<T>,
): Promise<SessionAnswer<T>> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  try {
    return { kind: 'answered', value: await ask(pageDataClient({ token, language, clientIp })) };
  } catch (error) {
    if (!(error instanceof PlatformError && error.kind === 'unauthorized')) return { kind: 'unavailable' };
    return guestAfter(error);
  }
}

const answersPerRequest = new WeakMap<Request, Map<object, Promise<unknown>>>();

/**
 * `askWithSession` once per request and `key` (the call's declaration), however many components
 * render the answer: the header's balance and unread badge, the centre menu's badges. The value,
 * or null for a guest or when the platform did not answer (no badge then, rather than a wrong one).
 */
export function askOncePerRequest<T>(
  request: Request,
  key: object,
  session: { cookies: AstroCookies; language: string; clientIp: string | undefined },
  ask: (client: PlatformClient<'server'>) => Promise<T>,
): Promise<T | null> {
  let answers = answersPerRequest.get(request);
  if (!answers) {
    answers = new Map();
    answersPerRequest.set(request, answers);
  }
  let pending = answers.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = askWithSession(session.cookies, session.language, session.clientIp, ask).then((answer) => (answer.kind === 'answered' ? answer.value : null));
    answers.set(key, pending);
  }
  return pending;
}

/** The account behind the session cookie (member info). */
export type SessionMember = { kind: 'guest'; ended?: SessionEnd } | { kind: 'member'; member: MemberInfo } | { kind: 'unavailable' };

export async function sessionMember(cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionMember> {
  const answer = await askWithSession(cookies, language, clientIp, (client) => client.call(memberInfo));
  return answer.kind === 'answered' ? { kind: 'member', member: answer.value } : answer;
}
