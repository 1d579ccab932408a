import type { MemberInfo } from '../../contract/calls/member';
import type { SessionMember } from './session-member.server';
import { isRealAccount, showsAgentItem } from '../../contract/roles';

/** Who is looking at the agent page (docs/product.md §2 /agentHome, §6). */
export type AgentPageViewer =
  | { kind: 'guest' }
  | { kind: 'agent'; member: MemberInfo }
  | { kind: 'trial'; member: MemberInfo }
  | { kind: 'notAgent'; member: MemberInfo }
  | { kind: 'unavailable' };

/** Sorts the request's session member (resolved once, `Astro.locals.session`) for the agent page. */
export function agentPageViewer(viewer: SessionMember): AgentPageViewer {
  if (viewer.kind !== 'member') return viewer;
  const { member } = viewer;
  if (!showsAgentItem(member.type)) return { kind: 'notAgent', member };
  return isRealAccount(member.type) ? { kind: 'agent', member } : { kind: 'trial', member };
}
