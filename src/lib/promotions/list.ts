import { PROMOTION_CATEGORIES, type Promotion } from '../../contract/calls/promotions';

/**
 * The promotion list's grouping and filter (docs/product.md §2 /promotions), framework-free. The page
 * loads the whole list once (cached per language) and filters it here: the filter's links
 * need every category anyway, and one cached list serves every filter.
 */

/** Known categories first, in the site's order; others after them, alphabetically. */
export function compareCategories(a: string, b: string): number {
  const rank = (category: string) => {
    const index = (PROMOTION_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? PROMOTION_CATEGORIES.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Whether the site has a name for a category (`promotions.category.<name>`). */
export const isKnownCategory = (category: string): category is (typeof PROMOTION_CATEGORIES)[number] =>
  (PROMOTION_CATEGORIES as readonly string[]).includes(category);

export interface PromotionGroup {
  category: string;
  promotions: Promotion[];
}

/** The promotions by category, categories in order, each keeping the platform's order. */
export function groupByCategory(promotions: readonly Promotion[]): PromotionGroup[] {
  const groups = new Map<string, Promotion[]>();
  for (const promotion of promotions) {
    const group = groups.get(promotion.category);
    if (group) group.push(promotion);
    else groups.set(promotion.category, [promotion]);
  }
  return [...groups.keys()].sort(compareCategories).map((category) => ({ category, promotions: groups.get(category) ?? [] }));
}

/**
 * The category a `?category=` value selects: one the list has, or a known one it has nothing
 * in right now (the page then says so); anything else is no filter at all.
 */
export function selectedCategory(value: string | null, available: readonly string[]): string | null {
  const category = value?.trim().toLowerCase() ?? '';
  if (!category) return null;
  return available.includes(category) || isKnownCategory(category) ? category : null;
}

/** The list page's link for a category (null: every category). */
export const categoryHref = (listPath: string, category: string | null): string =>
  category ? `${listPath}?category=${encodeURIComponent(category)}` : listPath;
