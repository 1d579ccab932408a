import type { AstroCookies } from 'astro';
import type { MemberInfo } from '../platform/calls/member';
import { sessionMember } from './session-member.server';
import { isRealAccount, showsAgentItem } from './roles';

/** Who is looking at the agent page (docs/product.md §2 /agentHome, §6). */
export type AgentPageViewer =
  | { kind: 'guest' }
  | { kind: 'agent'; member: MemberInfo }
  | { kind: 'trial'; member: MemberInfo }
  | { kind: 'notAgent'; member: MemberInfo }
  | { kind: 'unavailable' };

/** Reads the account behind the session cookie (session-member.server.ts) and sorts it for the agent page. */
export async function agentPageViewer(cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<AgentPageViewer> {
  const viewer = await sessionMember(cookies, language, clientIp);
  if (viewer.kind !== 'member') return viewer;
  const { member } = viewer;
  if (!showsAgentItem(member.type)) return { kind: 'notAgent', member };
  return isRealAccount(member.type) ? { kind: 'agent', member } : { kind: 'trial', member };
}
