import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../contract/calls/promotions';
import { categoryHref, compareCategories, groupByCategory, selectedCategory } from './list';

const promotion = (id: number, category: string): Promotion => ({
  id,
  category,
  title: `Promotion ${id}`,
  summary: '',
  image: null,
  startsAt: '2026-11-01T00:00:00Z',
  endsAt: null,
  raffle: category === 'raffle',
  language: 'EN',
  languages: ['EN'],
});

describe('groupByCategory', () => {
  it("puts the site's categories in its order, unknown ones last, and keeps the platform's order inside each", () => {
    const groups = groupByCategory([
      promotion(1, 'raffle'),
      promotion(2, 'vip'),
      promotion(3, 'welcome'),
      promotion(4, 'raffle'),
      promotion(5, 'anniversary'),
      promotion(6, 'deposit'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['welcome', 'deposit', 'raffle', 'anniversary', 'vip']);
    expect(groups.find((group) => group.category === 'raffle')?.promotions.map((entry) => entry.id)).toEqual([1, 4]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('orders categories with a stable comparison', () => {
    expect(['slots', 'welcome', 'zeta', 'alpha'].sort(compareCategories)).toEqual(['welcome', 'slots', 'alpha', 'zeta']);
  });
});

describe('selectedCategory', () => {
  it('selects a listed or known category, and nothing for blanks or unknown words', () => {
    expect(selectedCategory('raffle', ['raffle'])).toBe('raffle');
    expect(selectedCategory(' Raffle ', ['raffle'])).toBe('raffle');
    expect(selectedCategory('vip', ['vip'])).toBe('vip');
    // Known but empty right now: selected, so the page can say there is nothing in it.
    expect(selectedCategory('sports', ['raffle'])).toBe('sports');
    expect(selectedCategory('<script>', ['raffle'])).toBeNull();
    expect(selectedCategory('', ['raffle'])).toBeNull();
    expect(selectedCategory(null, ['raffle'])).toBeNull();
  });

  it('links each category as a query of the list', () => {
    expect(categoryHref('/en/promotions', 'raffle')).toBe('/en/promotions?category=raffle');
    expect(categoryHref('/promotions', 'a b')).toBe('/promotions?category=a%20b');
    expect(categoryHref('/promotions', null)).toBe('/promotions');
  });
});
