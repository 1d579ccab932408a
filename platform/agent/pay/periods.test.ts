import { describe, expect, it } from 'vitest';
import { endedPeriods, LOOK_BACK_PERIODS, lastClosed, periodAt, unsettledPeriods } from './periods';
import { SETTLE_KINDS } from './rules';

// Back pay (docs/decisions/0043-agent-pay.md, addendum): which ended periods a pass may settle.
const at = Date.parse('2026-11-21T10:02:30Z');

describe('the periods a settlement pass looks at', () => {
  it.each(SETTLE_KINDS)('%s: the last ended periods within the look-back, oldest first, each starting where the one before ended', (kind) => {
    const periods = endedPeriods(kind, at);
    expect(periods).toHaveLength(LOOK_BACK_PERIODS[kind]);
    expect(periods.at(-1)).toEqual(lastClosed(kind, at));
    expect(periods.at(-1)!.to).toBeLessThanOrEqual(at);
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.from).toBe(periods[i - 1]!.to);
    expect(new Set(periods.map((period) => period.key)).size).toBe(periods.length);
  });

  it('bounds the look-back: 7 days of real-time and hourly salary, 35 days of wages and commission, 2 half-months of dividend', () => {
    expect(endedPeriods('realtime', at)[0]!.from).toBe(Date.parse('2026-11-14T10:00:00Z'));
    expect(endedPeriods('hourly', at)[0]!.key).toBe('2026-11-14T10:00');
    expect(
      endedPeriods('daily', at)
        .map((period) => period.key)
        .slice(0, 1),
    ).toEqual(['2026-10-17']);
    expect(endedPeriods('commission', at).at(-1)!.key).toBe('2026-11-20');
    expect(endedPeriods('dividend', at).map((period) => period.key)).toEqual(['2026-10-H2', '2026-11-H1']);
  });

  it('the commission is paid by the Manila day, as the daily wages', () => {
    expect(periodAt('commission', at)).toEqual(periodAt('daily', at));
    expect(periodAt('commission', Date.parse('2026-11-21T16:00:00Z')).key).toBe('2026-11-22');
  });

  it('leaves out what ended before the feature was switched on (the period it was switched on in is paid) and what is settled', () => {
    const periods = endedPeriods('hourly', at);
    const since = Date.parse('2026-11-21T07:20:00Z');
    expect(unsettledPeriods(periods, since, new Set()).map((period) => period.key)).toEqual(['2026-11-21T07:00', '2026-11-21T08:00', '2026-11-21T09:00']);
    expect(unsettledPeriods(periods, since, new Set(['2026-11-21T08:00'])).map((period) => period.key)).toEqual(['2026-11-21T07:00', '2026-11-21T09:00']);
    expect(unsettledPeriods(periods, at, new Set())).toEqual([]);
    // A contract older than the look-back: the look-back bounds it.
    expect(unsettledPeriods(periods, 0, new Set())).toHaveLength(LOOK_BACK_PERIODS.hourly);
  });
});
