import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pager';

/** The pager as a player reads it: numbers and … for gaps. */
const read = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pagerItems (docs/product.md §9: range 3, margin 1)', () => {
  it('shows the current page with one on each side, the first and last, and gaps', () => {
    expect(read(pagerItems(10, 20))).toBe('1 … 9 10 11 … 20');
  });

  it('keeps three pages in range at either end', () => {
    expect(read(pagerItems(1, 20))).toBe('1 2 3 … 20');
    expect(read(pagerItems(20, 20))).toBe('1 … 18 19 20');
  });

  it('shows a page instead of a gap that would hide only it', () => {
    expect(read(pagerItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(read(pagerItems(1, 5))).toBe('1 2 3 4 5');
  });

  it('shows every page of a short list, and nothing without pages', () => {
    expect(read(pagerItems(1, 1))).toBe('1');
    expect(read(pagerItems(2, 3))).toBe('1 2 3');
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range', () => {
    expect(read(pagerItems(99, 6))).toBe('1 … 4 5 6');
  });
});
