import { describe, expect, it } from 'vitest';
import { STEPS } from '../../scripts/test-steps.mjs';

const names = STEPS.map((step) => step.name);

describe('npm test', () => {
  it('lints first, with biome check (lint and format)', () => {
    expect(names[0]).toBe('lint');
    expect(STEPS[0]?.args).toEqual(['biome', 'check']);
  });

  it('checks the JavaScript ceilings after the build and before the browser tests', () => {
    expect(names.indexOf('js ceilings')).toBeGreaterThan(names.indexOf('astro build'));
    expect(names.indexOf('js ceilings')).toBeLessThan(names.indexOf('playwright test'));
  });

  it('makes sure of the browser before the ceilings, which log a player in through it', () => {
    expect(names.indexOf('ensure browser')).toBeLessThan(names.indexOf('js ceilings'));
  });
});
