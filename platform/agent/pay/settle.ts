import type { AgentFeature } from '../../../src/contract/calls/agent';
import type { Database, Queryable } from '../../db/index';
import { AGENT_ONLY_TYPES } from '../../members/members';
import { agentFeatureKeySql } from '../features';
import { postEntry } from '../../wallet/ledger';
import { contractOf, periodCommission } from './commission';
import { ruleTable, teamActivity } from './figures';
import { endedPeriods, type Period, unsettledPeriods } from './periods';
import { pay, type PayKind, SETTLE_KINDS, type SettleKind } from './rules';

/**
 * Settlement of the dividend, the salaries and the commission (docs/decisions/0043-agent-pay.md
 * and its addendum): once per agent,
 * kind and period. The settlements row (UNIQUE (agent, kind, period)) and the ledger entry that
 * pays it (reference `agentpay:<kind>:<period>`, unique per member, platform/wallet/ledger.ts)
 * are written in one transaction: a crash before COMMIT leaves neither, a second run (a restart,
 * the operator's command, another instance) finds the row and pays nothing.
 */

/** The consolidated setting that switches each kind on (docs/product.md §2 "Agent centre"). */
export const PAY_FEATURES: Record<PayKind, AgentFeature> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

/** The ledger kind of a payment. */
export const payLedgerKind = (kind: SettleKind): string =>
  kind === 'dividend' ? 'AGENT_DIVIDEND' : kind === 'commission' ? 'AGENT_COMMISSION' : 'AGENT_SALARY';
export const PAY_LEDGER_KINDS = ['AGENT_SALARY', 'AGENT_DIVIDEND', 'AGENT_COMMISSION'] as const;
export const payReference = (kind: SettleKind, period: string): string => `agentpay:${kind}:${period}`;

/** How often the platform looks for periods to settle. */
export const SETTLE_PASS_MS = 60_000;

/**
 * How long after its end a period is settled. An entry is stamped with the time its transaction
 * began (a stake, a draw's settlement) and is seen by others only once it commits: a pass right
 * at the boundary could settle a period before a transaction stamped inside it commits, and that
 * entry would then count in no period (docs/decisions/0055-pay-on-final-stakes.md). Real-time
 * salary is paid between 30 and 90 seconds after its 5-minute boundary.
 */
export const SETTLE_GRACE_MS = 30_000;

export interface Settlement {
  agentId: bigint;
  kind: SettleKind;
  period: string;
  amountMinor: bigint;
  /** False when the period had been settled already: nothing was paid this time. */
  settled: boolean;
}

/**
 * A period's figures: a salary or the dividend by its rule table; the commission at the contract's
 * rates, both parts (net revenue, never negative, and turnover), less what the sub-agents' teams
 * earn at theirs. For the commission the row keeps the whole team's net revenue as its base and
 * the net rate.
 */
async function figures(tx: Queryable, agentId: bigint, kind: SettleKind, period: Period) {
  if (kind === 'commission') {
    // The same function as My income's lines (commission.ts), so a payment is its day line.
    const contract = await contractOf(tx, agentId);
    const result = await periodCommission(tx, agentId, contract, period.from, period.to);
    return { baseMinor: result.netRevenueMinor, active: result.activity.active, rateBp: contract.netBp, amountMinor: result.totalMinor };
  }
  const activity = await teamActivity(tx, agentId, period.from, period.to);
  const result = pay(kind, await ruleTable(tx, agentId, kind), activity);
  return { baseMinor: result.baseMinor, active: result.active, rateBp: result.tier?.rateBp ?? 0, amountMinor: result.amountMinor };
}

/** Settles one period of one agent; pays its amount (when above zero) through the ledger. */
export async function settlePeriod(db: Database, agentId: bigint, kind: SettleKind, period: Period, now: number): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const result = await figures(tx, agentId, kind, period);
    // A concurrent settlement of the same period (another instance on PostgreSQL) waits on this
    // key until the first commits, then inserts nothing.
    const inserted = await tx.query(
      `INSERT INTO agent_settlements (agent_id, kind, period, period_from, period_to, base_minor, active, rate_bp, amount_minor, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (agent_id, kind, period) DO NOTHING RETURNING id`,
      [
        agentId,
        kind,
        period.key,
        new Date(period.from),
        new Date(period.to),
        result.baseMinor,
        result.active,
        result.rateBp,
        result.amountMinor,
        new Date(now),
      ],
    );
    if (inserted.length === 0) return { agentId, kind, period: period.key, amountMinor: 0n, settled: false };
    if (result.amountMinor > 0n) {
      await postEntry(tx, {
        memberId: agentId,
        amountMinor: result.amountMinor,
        kind: payLedgerKind(kind),
        reference: payReference(kind, period.key),
        at: now,
      });
    }
    return { agentId, kind, period: period.key, amountMinor: result.amountMinor, settled: true };
  });
}

export interface DueAgent {
  id: bigint;
  /** Since when the agent earns this kind: its feature switched on, or its contract's start. */
  since: number;
  /** Which of the candidate periods are settled already. */
  settled: Set<string>;
}

/**
 * The agents to pay a kind and what they already have, in ONE query per kind (the pass runs every
 * minute): a salary or the dividend for the agents whose feature is on, since it was switched on
 * (the setting's updated_at, which moves only when the value changes, platform/settings/store.ts);
 * the commission for every agent with a contract, since the contract's start (migration 0023).
 */
export async function dueAgents(db: Queryable, kind: SettleKind, candidates: readonly string[]): Promise<DueAgent[]> {
  const settled = `ARRAY(SELECT a.period FROM agent_settlements a WHERE a.agent_id = m.id AND a.kind = $2 AND a.period = ANY($3::text[])) AS settled`;
  const rows =
    kind === 'commission'
      ? await db.query<{ id: bigint; since: Date; settled: string[] }>(
          `SELECT m.id, c.starts_at AS since, ${settled}
             FROM agent_contracts c JOIN members m ON m.id = c.agent_id
            WHERE m.type = ANY($1::int[]) ORDER BY m.id`,
          [[...AGENT_ONLY_TYPES], kind, candidates],
        )
      : await db.query<{ id: bigint; since: Date; settled: string[] }>(
          `SELECT m.id, s.updated_at AS since, ${settled}
             FROM members m JOIN settings s ON s.key = ${agentFeatureKeySql('m.account_key', '$4')} AND s.value = 'true'::jsonb
            WHERE m.type = ANY($1::int[]) ORDER BY m.id`,
          [[...AGENT_ONLY_TYPES], kind, candidates, PAY_FEATURES[kind as PayKind]],
        );
  return rows.map((row) => ({ id: BigInt(row.id), since: new Date(row.since).getTime(), settled: new Set(row.settled) }));
}

/**
 * One settlement pass: for each kind, every period ended SETTLE_GRACE_MS ago or more and not
 * settled yet within the look-back
 * (periods.ts), since each agent's feature was switched on or its contract started, oldest first,
 * each in its own transaction. A period missed while the platform was down is paid when it is back
 * (docs/decisions/0043-agent-pay.md, addendum); a rerun pays nothing twice.
 */
export async function settleDue(db: Database, now: number, kinds: readonly SettleKind[] = SETTLE_KINDS): Promise<Settlement[]> {
  const done: Settlement[] = [];
  for (const kind of kinds) {
    const candidates = endedPeriods(kind, now - SETTLE_GRACE_MS);
    for (const agent of await dueAgents(
      db,
      kind,
      candidates.map((period) => period.key),
    )) {
      for (const period of unsettledPeriods(candidates, agent.since, agent.settled)) done.push(await settlePeriod(db, agent.id, kind, period, now));
    }
  }
  return done;
}
