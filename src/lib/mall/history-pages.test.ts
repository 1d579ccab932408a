import { describe, expect, it } from 'vitest';
import { historyHref, historyPagesOf, pastLastPage } from './history-pages';

const HERE = '/en/pointMall';

describe('historyPagesOf', () => {
  it('reads both pages, and anything else as the first', () => {
    expect(historyPagesOf(new URLSearchParams('redemptions=3&entries=2'))).toEqual({ redemptions: 3, entries: 2 });
    expect(historyPagesOf(new URLSearchParams('redemptions=x&entries=0'))).toEqual({ redemptions: 1, entries: 1 });
    expect(historyPagesOf(new URLSearchParams(''))).toEqual({ redemptions: 1, entries: 1 });
  });
});

describe('historyHref', () => {
  it("keeps the other list's page and leaves first pages out", () => {
    expect(historyHref(HERE, { redemptions: 1, entries: 1 }, 'redemptions', 2)).toBe('/en/pointMall?redemptions=2#history');
    expect(historyHref(HERE, { redemptions: 2, entries: 3 }, 'entries', 4)).toBe('/en/pointMall?redemptions=2&entries=4#entries');
    expect(historyHref(HERE, { redemptions: 2, entries: 3 }, 'redemptions', 1)).toBe('/en/pointMall?entries=3#history');
    expect(historyHref(HERE, { redemptions: 2, entries: 1 }, 'redemptions', 1)).toBe('/en/pointMall#history');
  });
});

describe('pastLastPage', () => {
  it('sends a page past the last to the last, with the other list on a page that exists', () => {
    expect(pastLastPage(HERE, { redemptions: 9, entries: 2 }, { redemptions: 3, entries: 5 })).toBe('/en/pointMall?redemptions=3&entries=2#history');
    expect(pastLastPage(HERE, { redemptions: 9, entries: 9 }, { redemptions: 3, entries: 5 })).toBe('/en/pointMall?redemptions=3&entries=5#history');
    expect(pastLastPage(HERE, { redemptions: 1, entries: 999 }, { redemptions: 1, entries: 5 })).toBe('/en/pointMall?entries=5#entries');
  });

  it('leaves pages that exist alone, and counts an empty list (0 or 1 pages) as one page', () => {
    expect(pastLastPage(HERE, { redemptions: 3, entries: 5 }, { redemptions: 3, entries: 5 })).toBeNull();
    expect(pastLastPage(HERE, { redemptions: 1, entries: 1 }, { redemptions: 0, entries: 0 })).toBeNull();
    expect(pastLastPage(HERE, { redemptions: 2, entries: 1 }, { redemptions: 0, entries: 1 })).toBe('/en/pointMall#history');
  });
});
