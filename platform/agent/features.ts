import { AGENT_FEATURES, type AgentFeature } from '../../src/contract/calls/agent';
import type { SettingsMap } from '../settings/store';

/**
 * The agent features of docs/product.md §2 and §3: the consolidated contract settings
 * (`/wps/member/info/funds/consolidated`) that open the dividend record and the three salary
 * pages. One setting per agent and feature (`agent.feature.<account, lower-cased>.<feature>`,
 * true or false), so the operator's switch (`npm run platform -- agent-features …`, platform/cli.ts)
 * goes through the same settings path as every other switch, a running server included
 * (platform/settings/control.ts). Off unless switched on (docs/decisions/0036-agent-centre.md).
 */
export { AGENT_FEATURES, type AgentFeature };

export const isAgentFeature = (name: string | undefined): name is AgentFeature => (AGENT_FEATURES as readonly string[]).includes(name ?? '');

export const agentFeatureKey = (account: string, feature: AgentFeature): string => `agent.feature.${account.toLowerCase()}.${feature}`;

/** {@link agentFeatureKey} as a SQL expression, for a query that joins every agent to its setting. */
export const agentFeatureKeySql = (accountColumn: string, featureParam: string): string =>
  `'agent.feature.' || lower(${accountColumn}) || '.' || ${featureParam}`;

/** The consolidated settings of an agent: 1 for a feature on, 0 for off (the original's numbers). */
export function agentFeatures(settings: SettingsMap, account: string): Record<AgentFeature, number> {
  return Object.fromEntries(AGENT_FEATURES.map((feature) => [feature, settings[agentFeatureKey(account, feature)] === true ? 1 : 0])) as Record<
    AgentFeature,
    number
  >;
}
