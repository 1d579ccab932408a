import { describe, expect, it } from 'vitest';
import { categoryAnchor, groupByCategory, HELP_CATEGORIES, isHelpCategory, sameCategory, type HelpCategory } from './categories';

interface Item {
  slug: string;
  category: HelpCategory;
  order: number;
  title: string;
}
const item = (slug: string, category: HelpCategory, order: number, title = slug): Item => ({ slug, category, order, title });
const ITEMS = [
  item('faq', 'about', 90),
  item('withdrawals', 'payments', 40),
  item('deposits', 'payments', 30),
  item('contact', 'about', 90, 'Contact us'),
  item('about-us', 'about', 80),
  item('terms', 'rules', 20),
];
const same = (entry: Item) => entry;

describe('help categories', () => {
  it('groups in category order, reading order inside, empty categories left out', () => {
    const groups = groupByCategory(ITEMS, same);
    expect(groups.map((group) => group.category)).toEqual(['payments', 'rules', 'about']);
    expect(groups[0]!.items.map((entry) => entry.slug)).toEqual(['deposits', 'withdrawals']);
    // Same order: by title ("Contact us" before "faq").
    expect(groups[2]!.items.map((entry) => entry.slug)).toEqual(['about-us', 'contact', 'faq']);
  });

  it('lists the other articles of an article category', () => {
    expect(sameCategory(ITEMS, same, 'faq').map((entry) => entry.slug)).toEqual(['about-us', 'contact']);
    expect(sameCategory(ITEMS, same, 'terms')).toEqual([]);
    expect(sameCategory(ITEMS, same, 'missing')).toEqual([]);
  });

  it('knows its categories and their anchors', () => {
    expect(HELP_CATEGORIES).toEqual(['account', 'payments', 'rules', 'safety', 'about']);
    expect(isHelpCategory('rules')).toBe(true);
    expect(isHelpCategory('Rules')).toBe(false);
    expect(categoryAnchor('payments')).toBe('category-payments');
  });
});
