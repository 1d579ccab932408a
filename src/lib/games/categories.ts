/**
 * The game categories that have a list page of their own (docs/product.md §2 routes), and the page each
 * category's links go to. LOTT has no list page: its games are the lottery pages'.
 */
export const CATEGORY_PAGES = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  PVP: '/pvp',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  LOTT: '/lottery',
} as const satisfies Record<string, string>;

export type ListCategory = Exclude<keyof typeof CATEGORY_PAGES, 'LOTT'>;

/** The categories rendered by the shared game list page. */
export const LIST_CATEGORIES: readonly ListCategory[] = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'COCKFIGHT'];

/** The page of a category code as the `/games/:games` route gives it (any case); null when unknown. */
export function categoryPage(code: string | undefined): string | null {
  const key = (code ?? '').toUpperCase();
  return Object.hasOwn(CATEGORY_PAGES, key) ? CATEGORY_PAGES[key as keyof typeof CATEGORY_PAGES] : null;
}

export const isListCategory = (code: string | null | undefined): code is ListCategory => LIST_CATEGORIES.includes((code ?? '') as ListCategory);
