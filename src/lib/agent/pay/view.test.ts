import { describe, expect, it } from 'vitest';
import { countdownText, incomeHref, lessTerms, parseIncomeQuery, rateText, secondsUntil } from './view';
import type { MinorUnits } from '../../../contract/money';

describe('agent pay view (issue 17)', () => {
  it("reads my income's period and time zone from the URL, falling back to days in Manila", () => {
    expect(parseIncomeQuery(new URLSearchParams('period=month&tz=Asia/Bangkok'))).toEqual({ period: 'month', timeZone: 'Asia/Bangkok' });
    expect(parseIncomeQuery(new URLSearchParams('period=year&tz=Nowhere/City'))).toEqual({ period: 'day', timeZone: 'Asia/Manila' });
    expect(incomeHref('/en/agent/income', { period: 'day', timeZone: 'Asia/Manila' }, { period: 'week' })).toBe('/en/agent/income?period=week');
    expect(incomeHref('/agent/income', { period: 'day', timeZone: 'Asia/Bangkok' }, {})).toBe('/agent/income?period=day&tz=Asia%2FBangkok');
  });

  it('writes a rate in basis points as a percentage', () => {
    expect(rateText(3000, 'en')).toBe('30%');
    expect(rateText(50, 'en')).toBe('0.5%');
    expect(rateText(125, 'en')).toBe('1.25%');
  });

  it('counts down whole seconds to the next settlement, never below zero', () => {
    const now = Date.parse('2026-11-21T10:05:55.500Z');
    expect(secondsUntil('2026-11-21T10:10:00Z', now)).toBe(245);
    expect(countdownText(245)).toBe('4:05');
    expect(secondsUntil('2026-11-21T10:05:00Z', now)).toBe(0);
    expect(countdownText(0)).toBe('0:00');
  });

  it("writes what each sub-agent's team takes off: every team off the turnover, only a team above zero off the net revenue", () => {
    const m = (minor: number) => minor as MinorUnits;
    const subAgents = [
      { account: 'team_dina', netBase: m(13_000), stakes: m(186_000), netCommissionBp: 2000, turnoverCommissionBp: 30 },
      { account: 'team_won', netBase: m(0), stakes: m(50_000), netCommissionBp: 1500, turnoverCommissionBp: 20 },
    ];
    expect(lessTerms(subAgents, 'net')).toEqual([{ amount: 13_000, rateBp: 2000, account: 'team_dina' }]);
    expect(lessTerms(subAgents, 'turnover')).toEqual([
      { amount: 186_000, rateBp: 30, account: 'team_dina' },
      { amount: 50_000, rateBp: 20, account: 'team_won' },
    ]);
    expect(lessTerms([], 'net')).toEqual([]);
  });
});
