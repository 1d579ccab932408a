import type { TeamMember } from '../../contract/calls/agent';
import { basisPointsText } from './register-form';

/**
 * The downline as a tree (issue 17 "team management"): the platform answers the team flat, level
 * by level, each member with its upline; the page nests them under their upline. A member whose
 * upline is not in the list (a search's matches) is a root.
 */
export interface TeamNode {
  member: TeamMember;
  children: TeamNode[];
}

export function teamTree(members: readonly TeamMember[], agentId: number): TeamNode[] {
  const nodes = new Map(members.map((member) => [member.id, { member, children: [] as TeamNode[] }]));
  const roots: TeamNode[] = [];
  for (const node of nodes.values()) {
    const upline = node.member.uplineId === agentId ? undefined : nodes.get(node.member.uplineId);
    (upline ? upline.children : roots).push(node);
  }
  return roots;
}

/** How many members are below a node, every level. */
export const downlineCount = (node: TeamNode): number => node.children.reduce((sum, child) => sum + 1 + downlineCount(child), 0);

/** A member's rebate as the registration links show it ("1.5%"); a dash when none was set. */
export const rebateText = (rebateBp: number | null, localeTag: string): string => (rebateBp === null ? '—' : `${basisPointsText(rebateBp, localeTag)}%`);
