import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lineOf, PAYTABLE, PAYTABLE_TOTAL, spin, type RandomInt } from './paytable';

/** A random source that answers `first` to the outcome draw and 0 to the reel layout draws. */
const fixed = (first: number): RandomInt => {
  let used = false;
  return (max) => {
    if (used) return 0;
    used = true;
    expect(max).toBe(PAYTABLE_TOTAL);
    return first;
  };
};

describe('the demo game paytable', () => {
  it('covers every draw exactly once and returns 96% over all of them', () => {
    expect(PAYTABLE.reduce((sum, line) => sum + line.weight, 0)).toBe(PAYTABLE_TOTAL);
    let paid = 0;
    let wins = 0;
    for (let draw = 0; draw < PAYTABLE_TOTAL; draw++) {
      const { multiplier } = spin(fixed(draw));
      paid += multiplier;
      if (multiplier > 0) wins++;
    }
    expect(paid / PAYTABLE_TOTAL).toBe(0.96);
    expect(wins).toBe(2_105);
    expect(() => lineOf(PAYTABLE_TOTAL)).toThrow(RangeError);
  });

  it('shows reels that match the outcome', () => {
    for (let round = 0; round < 5_000; round++) {
      const { reels, multiplier } = spin(randomInt);
      const distinct = new Set(reels).size;
      if (multiplier === 0) expect(distinct).toBe(3);
      else if (multiplier === 2) expect(distinct).toBe(2);
      else {
        expect(distinct).toBe(1);
        expect(PAYTABLE.find((line) => line.kind === 'three' && line.symbol === reels[0])?.multiplier).toBe(multiplier);
      }
    }
  });

  it('returns about 96% over many rounds with crypto.randomInt', () => {
    // The multiplier's standard deviation is about 5.4, so over 200,000 rounds the average is
    // within ±0.05 of 0.96 with a probability far above 99.99%.
    const rounds = 200_000;
    let paid = 0;
    let wins = 0;
    for (let round = 0; round < rounds; round++) {
      const { multiplier } = spin(randomInt);
      paid += multiplier;
      if (multiplier > 0) wins++;
    }
    expect(Math.abs(paid / rounds - 0.96)).toBeLessThan(0.05);
    expect(Math.abs(wins / rounds - 0.2105)).toBeLessThan(0.01);
  });
});
