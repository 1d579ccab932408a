/**
 * The help categories, in the order the help index shows them. Their names are in the `help`
 * catalogue (`help.category.<id>`); an article names its category in its frontmatter.
 */
export const HELP_CATEGORIES = ['account', 'payments', 'rules', 'safety', 'about'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const isHelpCategory = (value: string): value is HelpCategory => (HELP_CATEGORIES as readonly string[]).includes(value);

/** The index's anchor of a category section (`/help#category-payments`). */
export const categoryAnchor = (category: HelpCategory): string => `category-${category}`;

/** What grouping needs of an article. */
export interface Categorised {
  readonly category: HelpCategory;
  readonly order: number;
  readonly title: string;
}

export interface CategoryGroup<T> {
  readonly category: HelpCategory;
  readonly items: T[];
}

/** Reading order inside a category: `order`, then title. */
export const byReadingOrder = (a: Categorised, b: Categorised): number => a.order - b.order || a.title.localeCompare(b.title);

/** Articles grouped by category in {@link HELP_CATEGORIES} order; categories without articles are left out. */
export function groupByCategory<T>(items: readonly T[], data: (item: T) => Categorised): CategoryGroup<T>[] {
  return HELP_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => data(item).category === category).sort((a, b) => byReadingOrder(data(a), data(b))),
  })).filter((group) => group.items.length > 0);
}

/** The other articles of an article's category, in reading order. */
export function sameCategory<T>(items: readonly T[], data: (item: T) => Categorised & { readonly slug: string }, current: string): T[] {
  const category = items.map(data).find((entry) => entry.slug === current)?.category;
  if (!category) return [];
  return items.filter((item) => data(item).category === category && data(item).slug !== current).sort((a, b) => byReadingOrder(data(a), data(b)));
}
