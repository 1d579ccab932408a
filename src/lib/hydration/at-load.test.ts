// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hydrateAtLoadWhen } from './at-load';
import { atLoad } from './interaction-directive';

describe('hydrateAtLoadWhen', () => {
  it('gives a selector every island matches when the condition holds, and none otherwise', () => {
    const island = document.createElement('astro-island');
    expect(atLoad(island, hydrateAtLoadWhen(true))).toBe(true);
    expect(atLoad(island, hydrateAtLoadWhen(false))).toBe(false);
  });
});
