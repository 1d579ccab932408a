import { describe, expect, it } from 'vitest';
import { closesAt, drawIntervalOverride, drawsBefore, effectiveSchedule, localWeekday, nextDrawAfter, numeroOf, type Schedule } from './schedule';

const at = (iso: string) => Date.parse(iso);
/** Manila Lotto 6/42: Tuesday, Thursday, Saturday at 21:00 Manila (13:00Z). */
const lotto: Schedule = { drawDays: [3, 5, 7], firstDrawSeconds: 21 * 3600, intervalSeconds: 86_400, lockSeconds: 1800 };
/** Every three minutes, all day, every day. */
const fast: Schedule = { drawDays: [1, 2, 3, 4, 5, 6, 7], firstDrawSeconds: 180, intervalSeconds: 180, lockSeconds: 20 };

describe('draw schedules (Manila time)', () => {
  it('numbers weekdays Sunday 1 to Saturday 7 in Manila, whatever the UTC date', () => {
    expect(localWeekday(at('2026-11-21T10:00:00Z'))).toBe(7); // Saturday
    expect(localWeekday(at('2026-11-21T16:30:00Z'))).toBe(1); // Sunday 00:30 in Manila
    expect(localWeekday(at('2026-11-23T01:00:00Z'))).toBe(2); // Monday
  });

  it("draws only on the game's weekdays, at its time", () => {
    expect(nextDrawAfter(lotto, at('2026-11-21T10:00:00Z'))).toBe(at('2026-11-21T13:00:00Z')); // Saturday 21:00
    expect(nextDrawAfter(lotto, at('2026-11-21T13:00:00Z'))).toBe(at('2026-11-24T13:00:00Z')); // then Tuesday
    expect(nextDrawAfter(lotto, at('2026-11-24T13:00:01Z'))).toBe(at('2026-11-26T13:00:00Z')); // Thursday
    expect(nextDrawAfter({ ...lotto, drawDays: [] }, at('2026-11-21T10:00:00Z'))).toBeNull();
  });

  it('draws every interval from the first draw of the day, and crosses midnight', () => {
    expect(nextDrawAfter(fast, at('2026-11-21T10:00:00Z'))).toBe(at('2026-11-21T10:03:00Z'));
    expect(nextDrawAfter(fast, at('2026-11-21T10:01:59Z'))).toBe(at('2026-11-21T10:03:00Z'));
    // 23:57 Manila is the last draw of the day; the next is 00:03.
    expect(nextDrawAfter(fast, at('2026-11-21T15:57:00Z'))).toBe(at('2026-11-21T16:03:00Z'));
  });

  it('numbers a draw by its Manila date and its place in the day', () => {
    expect(numeroOf(fast, at('2026-11-21T10:03:00Z'))).toBe('20261121-361'); // 18:03 = the 361st three-minute draw
    expect(numeroOf(lotto, at('2026-11-21T13:00:00Z'))).toBe('20261121-001');
    expect(numeroOf(fast, at('2026-11-21T16:03:00Z'))).toBe('20261122-001');
  });

  it('closes betting the lock before the draw', () => {
    expect(closesAt(lotto, at('2026-11-21T13:00:00Z'))).toBe(at('2026-11-21T12:30:00Z'));
  });

  it('lists past draws newest first, across days and weekdays', () => {
    expect(drawsBefore(lotto, at('2026-11-21T13:00:00Z'), 3)).toEqual([at('2026-11-21T13:00:00Z'), at('2026-11-19T13:00:00Z'), at('2026-11-17T13:00:00Z')]);
    expect(drawsBefore(fast, at('2026-11-21T16:04:00Z'), 2)).toEqual([at('2026-11-21T16:03:00Z'), at('2026-11-21T15:57:00Z')]);
  });

  it('under the override: every N seconds, every day, with a lock of at most a quarter of N', () => {
    const every = effectiveSchedule(lotto, 20);
    expect(every).toMatchObject({ drawDays: [1, 2, 3, 4, 5, 6, 7], everySeconds: 20, lockSeconds: 5 });
    expect(nextDrawAfter(every, at('2026-11-21T10:00:00Z'))).toBe(at('2026-11-21T10:00:20Z'));
    expect(nextDrawAfter(every, at('2026-11-21T10:00:07Z'))).toBe(at('2026-11-21T10:00:20Z'));
    expect(numeroOf(every, at('2026-11-21T10:00:20Z'))).toBe('20261121-180020');
    expect(effectiveSchedule(fast, null)).toBe(fast);
    expect(effectiveSchedule(fast, 3600).lockSeconds).toBe(20);
  });

  it('reads LOTTERY_DRAW_INTERVAL_SECONDS as whole seconds from 10 to a day', () => {
    expect(drawIntervalOverride({ LOTTERY_DRAW_INTERVAL_SECONDS: '20' })).toBe(20);
    for (const value of [undefined, '', '0', '9', '12.5', 'abc', '86401']) expect(drawIntervalOverride({ LOTTERY_DRAW_INTERVAL_SECONDS: value })).toBeNull();
  });
});
