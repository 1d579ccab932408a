import { describe, expect, it } from 'vitest';
import { smsCountdownSeconds, startCountdown, type CountdownClock } from './countdown';

function fakeClock() {
  let now = 0;
  let callbacks: (() => void)[] = [];
  const clock: CountdownClock = {
    now: () => now,
    every: (callback) => {
      callbacks.push(callback);
      return () => {
        callbacks = callbacks.filter((c) => c !== callback);
      };
    },
  };
  const advance = (ms: number) => {
    now += ms;
    callbacks.forEach((callback) => callback());
  };
  return { clock, advance, running: () => callbacks.length };
}

describe('SMS countdown', () => {
  it('is 60 seconds per expiry minute, 1 minute when the platform does not say', () => {
    expect(smsCountdownSeconds(3)).toBe(180);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
  });

  it('takes off half the round trip in the forgot-password flow', () => {
    expect(smsCountdownSeconds(1, 4000)).toBe(58);
    expect(smsCountdownSeconds(1, 400)).toBe(60);
  });

  it('ticks each second down to 0 and then stops', () => {
    const { clock, advance, running } = fakeClock();
    const seen: number[] = [];
    startCountdown(3, (left) => seen.push(left), clock);
    for (let i = 0; i < 4; i += 1) advance(1000);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(running()).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled tab)', () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    startCountdown(60, (left) => seen.push(left), clock);
    advance(45_000);
    expect(seen.at(-1)).toBe(15);
  });
});
