import { describe, expect, it } from 'vitest';
import { categoryPage, isListCategory } from './categories';

describe('categoryPage', () => {
  it('maps the games route parameter, in any case, to the category page', () => {
    expect(categoryPage('rng')).toBe('/rng');
    expect(categoryPage('COCKFIGHT')).toBe('/cockfight');
    expect(categoryPage('Lott')).toBe('/lottery');
  });

  it('knows no other category', () => {
    expect(categoryPage('poker')).toBeNull();
    expect(categoryPage('constructor')).toBeNull();
    expect(categoryPage(undefined)).toBeNull();
  });
});

describe('isListCategory', () => {
  it('is true for the categories with a game list page', () => {
    expect(isListCategory('ESPORTS')).toBe(true);
    expect(isListCategory('LOTT')).toBe(false);
    expect(isListCategory(null)).toBe(false);
  });
});
