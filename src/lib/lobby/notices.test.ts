import { describe, expect, it } from 'vitest';
import { marqueeSeconds, stepNotice } from './notices';

describe('stepNotice', () => {
  it('moves to the previous and next notice', () => {
    expect(stepNotice(1, 1, 3)).toBe(2);
    expect(stepNotice(1, -1, 3)).toBe(0);
  });

  it('stops at both ends', () => {
    expect(stepNotice(0, -1, 3)).toBeNull();
    expect(stepNotice(2, 1, 3)).toBeNull();
    expect(stepNotice(0, 1, 1)).toBeNull();
  });
});

describe('marqueeSeconds', () => {
  it('grows with the length of the titles, at a constant reading speed', () => {
    const short = marqueeSeconds(['a'.repeat(200)]);
    const long = marqueeSeconds(['a'.repeat(200), 'b'.repeat(200)]);
    expect(long).toBeGreaterThan(short);
    expect(long / short).toBeCloseTo(2, 1);
  });

  it('never goes faster than a floor for short lists', () => {
    expect(marqueeSeconds(['Hi'])).toBe(12);
    expect(marqueeSeconds([])).toBe(12);
  });
});
