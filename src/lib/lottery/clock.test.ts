import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockItem, formatCountdown, itemClock, secondsUntil } from './clock';
import { lotteryItem } from './test-fakes';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('lottery clocks', () => {
  it('counts both clocks down each second from the moment the answer arrived', () => {
    const arrivedAt = Date.now();
    const clocked = clockItem(lotteryItem({ remainTime: 90, lockTime: 30 }), arrivedAt);
    expect(clocked.fewinTime).toBe(arrivedAt + 60_000);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'open', toClose: 60, toDraw: 90 });
    vi.advanceTimersByTime(999);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'open', toClose: 60, toDraw: 90 });
    vi.advanceTimersByTime(1);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'open', toClose: 59, toDraw: 89 });
    vi.advanceTimersByTime(58_000);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'open', toClose: 1, toDraw: 31 });
  });

  it('shows an item past its close as closed (drawing) until a new answer, even after the draw time', () => {
    const clocked = clockItem(lotteryItem({ remainTime: 40, lockTime: 30 }), Date.now());
    vi.advanceTimersByTime(10_000);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'closed', toDraw: 30 });
    vi.advanceTimersByTime(60_000);
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'closed', toDraw: 0 });
  });

  it('is closed at once for an answer that arrives inside the lock time', () => {
    const clocked = clockItem(lotteryItem({ remainTime: 20, lockTime: 30 }), Date.now());
    expect(itemClock(clocked, Date.now())).toEqual({ phase: 'closed', toDraw: 20 });
  });

  it('never goes below zero and formats as (h:)mm:ss', () => {
    expect(secondsUntil(1_000, 5_000)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(3_600 * 26 + 62)).toBe('26:01:02');
  });
});
