import type { AstroCookies } from 'astro';
import { pageDataClient } from '../platform/server-client.server';
import { memberInfo, type MemberInfo } from '../platform/calls/member';
import { PlatformError } from '../platform/envelope';
import { SESSION_COOKIE } from '../session/cookies';
import { isRealAccount, showsAgentItem } from './roles';

/** Who is looking at the agent page (SPEC §2 /agentHome, §6). */
export type AgentPageViewer =
  | { kind: 'guest' }
  | { kind: 'agent'; member: MemberInfo }
  | { kind: 'trial'; member: MemberInfo }
  | { kind: 'notAgent'; member: MemberInfo }
  | { kind: 'unavailable' };

/**
 * Reads the account behind the session cookie. An expired session is a guest (the proxy
 * clears the cookie at the next browser call); a platform that does not answer is
 * `unavailable`, so the page shows its error state instead of a login form.
 */
export async function agentPageViewer(cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<AgentPageViewer> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  try {
    const member = await pageDataClient({ token, language, clientIp }).call(memberInfo);
    if (!showsAgentItem(member.type)) return { kind: 'notAgent', member };
    return isRealAccount(member.type) ? { kind: 'agent', member } : { kind: 'trial', member };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return { kind: 'guest' };
    return { kind: 'unavailable' };
  }
}
