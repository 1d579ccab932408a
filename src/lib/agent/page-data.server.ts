import type { AstroCookies } from 'astro';
import { agentOverview, agentTeam } from '../../contract/calls/agent';
import { consolidatedFunds } from '../../contract/calls/member';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import { NO_FEATURES, type AgentFeatures } from './centre-menu';
import type { OverviewQuery } from './overview';

/**
 * The agent centre's data (issue 17), read on the server with the visitor's session (the token
 * never reaches the page): `guest` for an ended session (the page sends the agent to log in),
 * `unavailable` when the platform did not answer (the page's error state with a retry link).
 */
export interface Visitor {
  cookies: AstroCookies;
  language: string;
  clientIp: string | undefined;
}

const ask = <T>(visitor: Visitor, load: Parameters<typeof askWithSession<T>>[3]): Promise<SessionAnswer<T>> =>
  askWithSession(visitor.cookies, visitor.language, visitor.clientIp, load);

export const overviewPageData = (visitor: Visitor, query: OverviewQuery) =>
  ask(visitor, (client) => client.call(agentOverview, { days: query.days, scope: query.scope, timeZone: query.timeZone }));

export const teamPageData = (visitor: Visitor, search: string) => ask(visitor, (client) => client.call(agentTeam, search ? { search } : {}));

/** The agent's consolidated contract settings for the menu; none switched on when they cannot be read. */
export async function agentFeaturesFor(visitor: Visitor): Promise<AgentFeatures> {
  const answer = await ask(visitor, (client) => client.call(consolidatedFunds, {}));
  return answer.kind === 'answered' ? answer.value : NO_FEATURES;
}
