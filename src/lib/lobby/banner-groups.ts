/**
 * Which banner group a page shows (docs/product.md §2 "Banner bar"), as the platform names its groups
 * (platform/seed/content.ts: home, slots, live, fish, promotions, w_register, and the game
 * pages' groups). Paths are the site's bare paths, without a locale prefix.
 */
export const BANNER_GROUPS = {
  '/': 'home',
  '/rng': 'slots',
  '/live': 'live',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/elott': 'elott',
  '/cockfight': 'cockfight',
  '/promotions': 'promotions',
  '/pointMall': 'pointMall',
  '/help': 'help',
  '/register': 'w_register',
} as const satisfies Record<string, string>;

export type BannerPath = keyof typeof BANNER_GROUPS;
export type BannerGroup = (typeof BANNER_GROUPS)[BannerPath];

/** The group of a bare path, or null for a page without banners. */
export const bannerGroupFor = (path: string): BannerGroup | null => (Object.hasOwn(BANNER_GROUPS, path) ? BANNER_GROUPS[path as BannerPath] : null);

/** Pages whose banner carries the jackpot counter under it (docs/product.md §2: /rng; home per docs/product.md §1). */
export const JACKPOT_GROUPS: readonly BannerGroup[] = ['home', 'slots'];
