import type { AgentFeature } from '../../../src/contract/calls/agent';
import type { Database, Queryable } from '../../db/index';
import { AGENT_ONLY_TYPES } from '../../members/members';
import { postEntry } from '../../wallet/ledger';
import { agentFeatureKey } from '../features';
import { teamActivity, ruleTable } from './figures';
import { lastClosed, type Period } from './periods';
import { pay, PAY_KINDS, type PayKind } from './rules';

/**
 * Settlement of the dividend and the salaries (docs/decisions/0043-agent-pay.md): once per agent,
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
export const payLedgerKind = (kind: PayKind): string => (kind === 'dividend' ? 'AGENT_DIVIDEND' : 'AGENT_SALARY');
export const payReference = (kind: PayKind, period: string): string => `agentpay:${kind}:${period}`;

/** How often the platform looks for periods to settle: real-time salary is paid within a minute of its 5-minute boundary. */
export const SETTLE_PASS_MS = 60_000;

export interface Settlement {
  agentId: bigint;
  kind: PayKind;
  period: string;
  amountMinor: bigint;
  /** False when the period had been settled already: nothing was paid this time. */
  settled: boolean;
}

/** Settles one period of one agent; pays its amount (when above zero) through the ledger. */
export async function settlePeriod(db: Database, agentId: bigint, kind: PayKind, period: Period, now: number): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [activity, tiers] = await Promise.all([teamActivity(tx, agentId, period.from, period.to), ruleTable(tx, agentId, kind)]);
    const result = pay(kind, tiers, activity);
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
        result.tier?.rateBp ?? 0,
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

/** The agents whose feature for `kind` is on. */
export async function agentsWithFeature(db: Queryable, kind: PayKind): Promise<{ id: bigint; account: string }[]> {
  const rows = await db.query<{ id: bigint; account: string; account_key: string }>(
    'SELECT id, account, account_key FROM members WHERE type = ANY($1::int[]) ORDER BY id',
    [[...AGENT_ONLY_TYPES]],
  );
  const keys = rows.map((row) => agentFeatureKey(row.account_key, PAY_FEATURES[kind]));
  const on = await db.query<{ key: string }>("SELECT key FROM settings WHERE key = ANY($1::text[]) AND value = 'true'::jsonb", [keys]);
  const onKeys = new Set(on.map((row) => row.key));
  return rows.filter((row) => onKeys.has(agentFeatureKey(row.account_key, PAY_FEATURES[kind]))).map((row) => ({ id: BigInt(row.id), account: row.account }));
}

/**
 * One settlement pass: for each kind, the last period that has ended, for every agent whose
 * feature is on. A period missed while the platform was down longer than a period is not paid
 * later (docs/decisions/0043-agent-pay.md).
 */
export async function settleDue(db: Database, now: number, kinds: readonly PayKind[] = PAY_KINDS): Promise<Settlement[]> {
  const done: Settlement[] = [];
  for (const kind of kinds) {
    const period = lastClosed(kind, now);
    for (const agent of await agentsWithFeature(db, kind)) done.push(await settlePeriod(db, agent.id, kind, period, now));
  }
  return done;
}
