import type { Queryable } from '../../db/index';
import { subAgentParts, teamActivity } from './figures';
import { startedBy } from './periods';
import { type Commission, type ContractRates, commission, type SubAgentPart, type TeamActivity } from './rules';

/**
 * The one rule of an agent's commission over a range, read by the settlement (settle.ts) and by
 * My income (status.ts) alike, so the page shows what is paid (docs/decisions/0043-agent-pay.md,
 * "Addendum: the commission paid through the ledger" and "Addendum: sub-agents' teams"; issue 34
 * item 14): the agent's own contract covers a range that ends after the contract's start (the
 * settlement pass's `unsettledPeriods` with the same `startedBy`); a range it does not cover pays
 * nothing; its team's part is left to the nearest sub-agents whose contracts have started.
 */

/** The agent's contract (agent_contracts, migrations 0016 and 0023): its rates and since when it pays; none without a row. */
export interface Contract extends ContractRates {
  /** The contract's start (ms), or null for an agent without a contract (never paid commission). */
  startsAt: number | null;
}

export async function contractOf(db: Queryable, agentId: bigint): Promise<Contract> {
  const [row] = await db.query<{ net: number; turnover: number; starts_at: Date }>(
    'SELECT net_commission_bp AS net, turnover_commission_bp AS turnover, starts_at FROM agent_contracts WHERE agent_id = $1',
    [agentId],
  );
  if (!row) return { netBp: 0, turnoverBp: 0, startsAt: null };
  return { netBp: Number(row.net), turnoverBp: Number(row.turnover), startsAt: new Date(row.starts_at).getTime() };
}

/** The contract covers a range [from, to) when it has started by its end: the rule the settlement pass pays by. */
export const contractCovers = (contract: Contract, to: number): boolean => contract.startsAt !== null && startedBy(contract.startsAt, to);

export interface PeriodCommission extends Commission {
  activity: TeamActivity;
  /** The sub-agents' teams the commission leaves at their rates (none when not covered). */
  subAgents: SubAgentPart[];
  /** False when the agent's own contract does not cover the range: its commission is zero, as nothing is paid for it. */
  covered: boolean;
}

/** The commission of [from, to) and the figures it comes from; zero when the agent's contract does not cover the range. */
export async function periodCommission(db: Queryable, agentId: bigint, contract: Contract, from: number, to: number): Promise<PeriodCommission> {
  // One after the other: inside a settlement's transaction the queries share one connection.
  const activity = await teamActivity(db, agentId, from, to);
  if (!contractCovers(contract, to)) {
    const none = commission(activity, { netBp: 0, turnoverBp: 0 });
    return { ...none, activity, subAgents: [], covered: false };
  }
  const subAgents = await subAgentParts(db, agentId, from, to);
  return { ...commission(activity, contract, subAgents), activity, subAgents, covered: true };
}
