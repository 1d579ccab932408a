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

/** The seeded contracts started two days ago, so the commission of the last full Manila day is paid at the first pass (docs/decisions/0043-agent-pay.md, addendum). */
export const SEED_CONTRACT_AGE_MS = 2 * 24 * 60 * 60_000;

export async function seedAgentContracts(tx: Queryable, now: number): Promise<void> {
  for (const contract of AGENT_CONTRACTS) {
    await tx.query(
      `INSERT INTO agent_contracts (agent_id, net_commission_bp, turnover_commission_bp, rebate_bp, starts_at)
       SELECT id, $2, $3, $4, $5 FROM members WHERE account_key = $1
       ON CONFLICT (agent_id) DO NOTHING`,
      [contract.account, contract.netBp, contract.turnoverBp, contract.rebateBp, new Date(now - SEED_CONTRACT_AGE_MS)],
    );
  }
}

/**
 * The announcements for agents (issue 17 "Announcement"): notices of type `AG`, which only the
 * agent centre asks for (`/wps/system/announcements?types=AG`). Added once, when there are none.
 */
export const AGENT_ANNOUNCEMENTS = [
  {
    title: 'Commission statements for November',
    content:
      '<p>November commission is calculated on <b>1 December 2026</b> from your team’s net revenue and turnover, as your contract says.</p>' +
      '<p>See <b>My income</b> in the agent centre for how each figure is computed.</p>',
  },
  {
    title: 'Invite responsibly',
    content:
      '<p>Only invite players aged <b>18 and over</b>. Remind your team that deposit, loss and wager limits are available under <b>Safer gambling</b> in their account.</p>',
  },
] as const;

export async function seedAgentAnnouncements(tx: Queryable): Promise<void> {
  if ((await tx.query("SELECT 1 FROM announcements WHERE type = 'AG' LIMIT 1")).length > 0) return;
  for (const [sort, notice] of AGENT_ANNOUNCEMENTS.entries()) {
    await tx.query("INSERT INTO announcements (type, title, content, sort) VALUES ('AG', $1, $2, $3)", [notice.title, notice.content, sort]);
  }
}
