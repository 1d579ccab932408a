import { describe, expect, it } from 'vitest';
import { addDays, dayIn, earliestDay, instantsAllowed, isTimeZone, parseDay, resolveRange, startOfDay } from './range';

const MANILA = 'Asia/Manila';
/** 2026-03-31 23:59:59 in Manila (UTC+8) is 15:59:59 UTC. */
const LAST_SECOND_OF_MARCH = Date.parse('2026-03-31T15:59:59Z');
const FIRST_SECOND_OF_APRIL = Date.parse('2026-03-31T16:00:00Z');

const range = (request: Parameters<typeof resolveRange>[0], now: number) => {
  const outcome = resolveRange(request, now);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.range;
};

describe('days in a time zone', () => {
  it('changes day at midnight in Manila, not at midnight UTC', () => {
    expect(dayIn(LAST_SECOND_OF_MARCH, MANILA)).toBe('2026-03-31');
    expect(dayIn(FIRST_SECOND_OF_APRIL, MANILA)).toBe('2026-04-01');
    expect(dayIn(FIRST_SECOND_OF_APRIL, 'UTC')).toBe('2026-03-31');
  });
  it('starts a Manila day at 16:00 UTC the day before', () => {
    expect(new Date(startOfDay('2026-04-01', MANILA)).toISOString()).toBe('2026-03-31T16:00:00.000Z');
  });
  it('starts a day on the far side of a daylight-saving change at its own offset', () => {
    // New York moves to UTC-4 on 2026-03-08; the 9th starts at 04:00 UTC, the 8th at 05:00.
    expect(new Date(startOfDay('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDay('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
  it('reads only real days and known zones', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('26-01-01')).toBeNull();
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('presets', () => {
  it('reads today and yesterday at the last second of a day and the first of the next', () => {
    expect(range({ preset: 'today' }, LAST_SECOND_OF_MARCH)).toMatchObject({
      fromDay: '2026-03-31',
      toDay: '2026-03-31',
      from: '2026-03-30T16:00:00.000Z',
      to: '2026-03-31T16:00:00.000Z',
    });
    expect(range({ preset: 'today' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-04-01', from: '2026-03-31T16:00:00.000Z' });
    expect(range({ preset: 'yesterday' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-03-31', toDay: '2026-03-31' });
  });
  it('counts last 7 and last 30 days with today', () => {
    expect(range({ preset: 'last7' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-03-26', toDay: '2026-04-01' });
    expect(range({ preset: 'last30' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-03-03', toDay: '2026-04-01' });
  });
  it('runs this month to today and last month over its whole length, across a year end', () => {
    expect(range({ preset: 'thisMonth' }, LAST_SECOND_OF_MARCH)).toMatchObject({ fromDay: '2026-03-01', toDay: '2026-03-31' });
    expect(range({ preset: 'lastMonth' }, LAST_SECOND_OF_MARCH)).toMatchObject({ fromDay: '2026-02-01', toDay: '2026-02-28' });
    expect(range({ preset: 'thisMonth' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-04-01', toDay: '2026-04-01' });
    expect(range({ preset: 'lastMonth' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ fromDay: '2026-03-01', toDay: '2026-03-31', to: '2026-03-31T16:00:00.000Z' });
    expect(range({ preset: 'lastMonth' }, Date.parse('2026-01-15T00:00:00Z'))).toMatchObject({ fromDay: '2025-12-01', toDay: '2025-12-31' });
  });
  it('falls back to last 7 days in Manila for an unknown preset or zone', () => {
    expect(range({ preset: 'forever', timeZone: 'Nowhere/Land' }, FIRST_SECOND_OF_APRIL)).toMatchObject({ preset: 'last7', timeZone: MANILA });
  });
});

describe('a custom range', () => {
  const now = FIRST_SECOND_OF_APRIL;
  it('reaches back exactly 90 days and no further', () => {
    expect(earliestDay(now, MANILA)).toBe('2026-01-01');
    expect(range({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, now)).toMatchObject({ fromDay: '2026-01-01', from: '2025-12-31T16:00:00.000Z' });
    expect(resolveRange({ preset: 'custom', from: '2025-12-31', to: '2026-01-31' }, now)).toEqual({ ok: false, field: 'from', reason: 'tooEarly' });
  });
  it('refuses a missing day or an end before the start, naming the field', () => {
    expect(resolveRange({ preset: 'custom', to: '2026-03-01' }, now)).toEqual({ ok: false, field: 'from', reason: 'fromMissing' });
    expect(resolveRange({ preset: 'custom', from: '2026-03-01', to: 'x' }, now)).toEqual({ ok: false, field: 'to', reason: 'toMissing' });
    expect(resolveRange({ preset: 'custom', from: '2026-03-02', to: '2026-03-01' }, now)).toEqual({ ok: false, field: 'to', reason: 'toBeforeFrom' });
  });
  it('reads an end after today as today', () => {
    expect(range({ preset: 'custom', from: '2026-03-30', to: '2026-05-01' }, now)).toMatchObject({ toDay: '2026-04-01', to: '2026-04-01T16:00:00.000Z' });
  });
});

describe("the platform's bound", () => {
  const now = FIRST_SECOND_OF_APRIL;
  it('admits the earliest day in any zone and refuses a day more', () => {
    expect(
      instantsAllowed(Date.parse(range({ preset: 'custom', from: '2026-01-01', to: '2026-01-02', timeZone: 'Pacific/Kiritimati' }, now).from), now, now),
    ).toBe('ok');
    expect(instantsAllowed(now - 93 * 86_400_000, now, now)).toBe('tooEarly');
    expect(instantsAllowed(now, now, now)).toBe('toBeforeFrom');
  });
});
