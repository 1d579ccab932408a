import { addDays, dayIn, startOfDay } from '../../../src/contract/records/range';
import type { Queryable } from '../../db/index';
import { contractCovers, contractOf, periodCommission } from './commission';
import { ruleTable, teamActivity } from './figures';
import { periodAt, type Period } from './periods';
import { pay, type Commission, type ContractRates, type PayKind, type SettleKind, type SubAgentPart, type TeamActivity, type Tier } from './rules';

/**
 * What the agent-centre pages read (docs/decisions/0043-agent-pay.md): a kind's rule table, the
 * open period's estimate so far and the settled periods; and my income, the commission per day,
 * week or month with the figures it is computed from.
 */

export interface SettledRow {
  period: string;
  from: Date;
  to: Date;
  baseMinor: bigint;
  active: number;
  rateBp: number;
  amountMinor: bigint;
  settledAt: Date;
}

export interface PayStatus {
  rules: Tier[];
  open: Period & { baseMinor: bigint; active: number; rateBp: number; estimateMinor: bigint };
  payments: SettledRow[];
}

/** How many settled periods a page lists, newest first. */
export const PAYMENTS_LISTED = 30;

/** The settled periods of a kind, newest first (the last PAYMENTS_LISTED). */
export async function settledRows(db: Queryable, agentId: bigint, kind: SettleKind): Promise<SettledRow[]> {
  const rows = await db.query<{
    period: string;
    period_from: Date;
    period_to: Date;
    base_minor: bigint;
    active: number;
    rate_bp: number;
    amount_minor: bigint;
    settled_at: Date;
  }>(
    `SELECT period, period_from, period_to, base_minor, active, rate_bp, amount_minor, settled_at FROM agent_settlements
      WHERE agent_id = $1 AND kind = $2 ORDER BY period_from DESC LIMIT ${PAYMENTS_LISTED}`,
    [agentId, kind],
  );
  return rows.map((row) => ({
    period: row.period,
    from: new Date(row.period_from),
    to: new Date(row.period_to),
    baseMinor: BigInt(row.base_minor),
    active: Number(row.active),
    rateBp: Number(row.rate_bp),
    amountMinor: BigInt(row.amount_minor),
    settledAt: new Date(row.settled_at),
  }));
}

export async function payStatus(db: Queryable, agentId: bigint, kind: PayKind, now: number): Promise<PayStatus> {
  const open = periodAt(kind, now);
  const [rules, activity, payments] = await Promise.all([
    ruleTable(db, agentId, kind),
    teamActivity(db, agentId, open.from, open.to),
    settledRows(db, agentId, kind),
  ]);
  const estimate = pay(kind, rules, activity);
  return {
    rules,
    open: { ...open, baseMinor: estimate.baseMinor, active: estimate.active, rateBp: estimate.tier?.rateBp ?? 0, estimateMinor: estimate.amountMinor },
    payments,
  };
}

export type IncomePeriod = 'day' | 'week' | 'month';
/** How many lines each period lists. */
export const INCOME_LINES: Record<IncomePeriod, number> = { day: 14, week: 8, month: 6 };

/** The first days of the last `count` periods ending with the one of `today`, newest first, each with the day after its last. */
export function incomeRanges(period: IncomePeriod, today: string): { from: string; next: string }[] {
  const ranges: { from: string; next: string }[] = [];
  if (period === 'day') {
    for (let i = 0; i < INCOME_LINES.day; i++) ranges.push({ from: addDays(today, -i), next: addDays(today, 1 - i) });
  } else if (period === 'week') {
    // A week starts on Monday (getUTCDay: Sunday 0).
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    for (let i = 0; i < INCOME_LINES.week; i++) ranges.push({ from: addDays(monday, -7 * i), next: addDays(monday, 7 - 7 * i) });
  } else {
    let year = Number(today.slice(0, 4));
    let month = Number(today.slice(5, 7));
    for (let i = 0; i < INCOME_LINES.month; i++) {
      const from = `${year}-${String(month).padStart(2, '0')}-01`;
      const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      ranges.push({ from, next: nextMonth });
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
    }
  }
  return ranges;
}

export interface IncomeLine extends TeamActivity, Commission {
  /** The first and the last day of the line (inclusive). */
  from: string;
  to: string;
  /**
   * The first day of the line the agent's own contract covers, whose figures the line shows
   * (`from`, or the day the contract started when it started inside the line); null when the
   * contract covers none of it: no commission, as none is paid (commission.ts).
   */
  contractFrom: string | null;
  /** The sub-agents' teams the commission leaves at their rates (rules.ts `commission`). */
  subAgents: SubAgentPart[];
}

/**
 * My income: a line per day, week or month in `zone`, each the commission of `periodCommission`,
 * the function the settlement pays by (so a day line in the pay zone is its payment). A line the
 * contract does not cover shows the team's figures and no commission; a line in which the
 * contract started shows the figures from that day on.
 */
export async function income(
  db: Queryable,
  { agentId, period, zone, now }: { agentId: bigint; period: IncomePeriod; zone: string; now: number },
): Promise<{ rates: ContractRates; contractStartsAt: number | null; lines: IncomeLine[]; payments: SettledRow[] }> {
  const [contract, payments] = await Promise.all([contractOf(db, agentId), settledRows(db, agentId, 'commission')]);
  const lines: IncomeLine[] = [];
  for (const range of incomeRanges(period, dayIn(now, zone))) {
    const to = startOfDay(range.next, zone);
    const covered = contractCovers(contract, to);
    const startDay = contract.startsAt === null ? null : dayIn(contract.startsAt, zone);
    const contractFrom = !covered ? null : startDay !== null && startDay > range.from ? startDay : range.from;
    const result = await periodCommission(db, agentId, contract, startOfDay(contractFrom ?? range.from, zone), to);
    const { netRevenueMinor, netCommissionMinor, turnoverCommissionMinor, totalMinor, subAgents } = result;
    const figures = { netRevenueMinor, netCommissionMinor, turnoverCommissionMinor, totalMinor, subAgents };
    lines.push({ from: range.from, to: addDays(range.next, -1), contractFrom, ...result.activity, ...figures });
  }
  return { rates: { netBp: contract.netBp, turnoverBp: contract.turnoverBp }, contractStartsAt: contract.startsAt, lines, payments };
}
