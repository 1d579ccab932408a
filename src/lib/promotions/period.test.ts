import { describe, expect, it } from 'vitest';
import { phaseAt, promotionPeriod } from './period';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('promotionPeriod', () => {
  it("formats the dates in the page's language, on Manila's calendar", () => {
    // 16:00 UTC on the 30th is already 1 December in Manila.
    const period = { startsAt: '2026-11-18T16:00:00Z', endsAt: '2026-11-30T16:00:00Z' };
    const english = promotionPeriod(period, 'en', NOW);
    expect(english).toMatchObject({ phase: 'running', start: 'Nov 19, 2026', end: 'Dec 1, 2026' });
    expect(english.range).toMatch(/^Nov 19\s?–\s?Dec 1, 2026$/);
    const filipino = promotionPeriod(period, 'fil', NOW);
    expect(filipino.start).toMatch(/Nob/);
    expect(promotionPeriod(period, 'zh-Hans', NOW).start).toBe('2026年11月19日');
  });

  it('has no end or range for a standing offer', () => {
    expect(promotionPeriod({ startsAt: '2026-01-01T00:00:00Z', endsAt: null }, 'en', NOW)).toMatchObject({ end: null, range: null, phase: 'running' });
  });
});

describe('phaseAt', () => {
  const period = { startsAt: '2026-11-20T00:00:00Z', endsAt: '2026-11-22T00:00:00Z' };
  it('is upcoming before the start, running from it, ended from the end on', () => {
    expect(phaseAt(period, Date.parse(period.startsAt) - 1)).toBe('upcoming');
    expect(phaseAt(period, Date.parse(period.startsAt))).toBe('running');
    expect(phaseAt(period, Date.parse(period.endsAt) - 1)).toBe('running');
    expect(phaseAt(period, Date.parse(period.endsAt))).toBe('ended');
    expect(phaseAt({ ...period, endsAt: null }, Date.parse('2099-01-01T00:00:00Z'))).toBe('running');
  });
});
