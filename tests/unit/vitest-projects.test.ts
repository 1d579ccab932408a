import { describe, expect, it } from 'vitest';

/**
 * Library tests run in Node without the browser's test helpers (vitest.config.ts, project
 * "lib"): loading jsdom and the DOM matchers into every one of ~170 library files was most of
 * the suite's setup time (docs/decisions/0012-guardrails.md).
 */
describe('the library test project', () => {
  it('runs in Node, without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('does not load the DOM matchers', () => {
    // `in`, not a property read: chai's assertion proxy throws on reading an unknown property.
    expect('toBeInTheDocument' in expect(null)).toBe(false);
  });
});
