import { INCOME_PERIODS, type AgentIncome, type IncomePeriod, type PayKindName } from '../../../contract/calls/agent';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../contract/records/range';
import type { AgentEntryId } from '../centre-menu';

/**
 * The agent pay pages' view logic (issue 17 items 7, 9, 10; docs/decisions/0043-agent-pay.md),
 * framework-free: my income's filters in the URL (`period` day, week or month; `tz` the records
 * pages' time zone), a rate in basis points as a percentage, and which entry each pay kind is.
 */
export interface IncomeQuery {
  period: IncomePeriod;
  timeZone: string;
}
export const DEFAULT_INCOME: IncomeQuery = { period: 'day', timeZone: DEFAULT_TIME_ZONE };

export function parseIncomeQuery(search: URLSearchParams): IncomeQuery {
  const period = search.get('period');
  const zone = search.get('tz');
  return {
    period: (INCOME_PERIODS as readonly string[]).includes(period ?? '') ? (period as IncomePeriod) : DEFAULT_INCOME.period,
    timeZone: isTimeZone(zone) ? zone : DEFAULT_INCOME.timeZone,
  };
}

export function incomeHref(basePath: string, query: IncomeQuery, change: Partial<IncomeQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ period: next.period });
  if (next.timeZone !== DEFAULT_INCOME.timeZone) params.set('tz', next.timeZone);
  return `${basePath}?${params}`;
}

/** A rate in basis points as a percentage in the page's language: 3000 → "30%", 50 → "0.5%". */
export const rateText = (rateBp: number, localeTag: string): string =>
  new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);

/** A term taken off one part of a line's commission: a sub-agent's team's base at its rate. */
export interface LessTerm {
  amount: AgentIncome['lines'][number]['subAgents'][number]['stakes'];
  rateBp: number;
  account: string;
}

/**
 * What the sub-agents' teams take off one part of a line's commission, as My income writes it
 * out (" − ₱1,200.00 × 20% (team_dina)" each): every listed team off the turnover part; off the
 * net part only a team whose net base is above zero (a team that won takes nothing off).
 */
export function lessTerms(subAgents: AgentIncome['lines'][number]['subAgents'], part: 'net' | 'turnover'): LessTerm[] {
  return part === 'net'
    ? subAgents.filter((sub) => sub.netBase > 0).map((sub) => ({ amount: sub.netBase, rateBp: sub.netCommissionBp, account: sub.account }))
    : subAgents.map((sub) => ({ amount: sub.stakes, rateBp: sub.turnoverCommissionBp, account: sub.account }));
}

/** The menu entry (src/lib/agent/centre-menu.ts) of each pay kind's page. */
export const PAY_ENTRIES: Readonly<Record<PayKindName, AgentEntryId>> = {
  dividend: 'dividend',
  daily: 'daily-wages',
  hourly: 'hourly-salary',
  realtime: 'realtime-salary',
};

/** Whole seconds from `now` to `at`, never below zero: the countdown's first value, rendered on the server. */
export const secondsUntil = (at: string, now: number): number => Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));

/** "4:05" for 245 seconds. */
export const countdownText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
