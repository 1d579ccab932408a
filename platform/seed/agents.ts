import type { Queryable } from '../db/index';

/**
 * The seeded agents' contracts (issue 17; platform/db/migrations/0016_agent_centre.sql), in basis
 * points: commission on net revenue, on turnover, and the rebate the agent gives. team_dina's
 * rates stay under demo_agent's, as a sub-agent's must. Left alone when a row exists.
 */
export const AGENT_CONTRACTS = [
  { account: 'demo_agent', netBp: 3000, turnoverBp: 50, rebateBp: 150 },
  { account: 'team_dina', netBp: 2000, turnoverBp: 30, rebateBp: 100 },
  { account: 'agent_two', netBp: 2500, turnoverBp: 40, rebateBp: 120 },
  { account: 'agent_41', netBp: 2500, turnoverBp: 40, rebateBp: 120 },
  { account: 'agent_42', netBp: 2500, turnoverBp: 40, rebateBp: 120 },
] as const;

export async function seedAgentContracts(tx: Queryable): Promise<void> {
  for (const contract of AGENT_CONTRACTS) {
    await tx.query(
      `INSERT INTO agent_contracts (agent_id, net_commission_bp, turnover_commission_bp, rebate_bp)
       SELECT id, $2, $3, $4 FROM members WHERE account_key = $1
       ON CONFLICT (agent_id) DO NOTHING`,
      [contract.account, contract.netBp, contract.turnoverBp, contract.rebateBp],
    );
  }
}
