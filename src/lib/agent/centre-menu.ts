import type { AgentFeature } from '../../contract/calls/agent';
import type AgentCatalogue from '../i18n/catalogues/en/agent.json';

/**
 * The agent centre's entries (issue 17; docs/product.md §2 "Agent centre"), in the order its menu
 * lists them, the team overview first (the centre's default page). Like the member centre
 * (src/lib/member/centre-menu.ts), an entry shows once its page is built (`built`; a test checks
 * it against the page files), and the four feature-gated ones only when the agent's consolidated
 * contract settings (`/wps/member/info/funds/consolidated`) switch their feature on. Pure: the
 * panel (src/components/agent/AgentPanel.astro) reads it.
 */
/** The consolidated settings as the platform answers them: 1 for on (null or 0 for off). */
export type AgentFeatures = Readonly<Record<AgentFeature, number | null>>;
export const NO_FEATURES: AgentFeatures = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

export const AGENT_ENTRY_IDS = [
  'overview',
  'announcement',
  'register',
  'team',
  'bets',
  'loss',
  'income',
  'transactions',
  'dividend',
  'daily-wages',
  'hourly-salary',
  'realtime-salary',
] as const;
export type AgentEntryId = (typeof AGENT_ENTRY_IDS)[number];

export interface AgentEntry {
  readonly id: AgentEntryId;
  /** The unprefixed (TY) path; other languages add their prefix (src/lib/i18n/paths.ts). */
  readonly path: `/agent${string}`;
  /** The catalogue key of its name (src/lib/i18n/catalogues/<lang>/agent.json). */
  readonly label: `agent.menu.${keyof (typeof AgentCatalogue)['agent']['menu'] & string}`;
  /** Whether its page exists: only built entries are listed. */
  readonly built: boolean;
  /** The consolidated setting that opens it, for the feature-gated pages. */
  readonly feature?: AgentFeature;
}

export const AGENT_ENTRIES: readonly AgentEntry[] = [
  { id: 'overview', path: '/agent', label: 'agent.menu.overview', built: true },
  { id: 'announcement', path: '/agent/announcement', label: 'agent.menu.announcement', built: true },
  { id: 'register', path: '/agent/register', label: 'agent.menu.register', built: true },
  { id: 'team', path: '/agent/team', label: 'agent.menu.team', built: true },
  { id: 'bets', path: '/agent/bets', label: 'agent.menu.bets', built: true },
  { id: 'loss', path: '/agent/loss', label: 'agent.menu.loss', built: true },
  { id: 'income', path: '/agent/income', label: 'agent.menu.income', built: true },
  { id: 'transactions', path: '/agent/transactions', label: 'agent.menu.transactions', built: true },
  { id: 'dividend', path: '/agent/dividend', label: 'agent.menu.dividend', built: true, feature: 'divtypereq' },
  { id: 'daily-wages', path: '/agent/daily-wages', label: 'agent.menu.dailyWages', built: true, feature: 'dailysalreqtype' },
  { id: 'hourly-salary', path: '/agent/hourly-salary', label: 'agent.menu.hourlySalary', built: true, feature: 'contracthoursalreq' },
  { id: 'realtime-salary', path: '/agent/realtime-salary', label: 'agent.menu.realtimeSalary', built: true, feature: 'realtimesalreqtype' },
];

/** Whether a feature is on in the consolidated settings. */
export const featureOn = (features: AgentFeatures, feature: AgentFeature): boolean => features[feature] === 1;

/** The entries an agent sees, in order: built ones, the feature-gated ones only with their feature on. */
export function visibleAgentEntries(features: AgentFeatures, entries: readonly AgentEntry[] = AGENT_ENTRIES): AgentEntry[] {
  return entries.filter((entry) => entry.built && (entry.feature === undefined || featureOn(features, entry.feature)));
}
