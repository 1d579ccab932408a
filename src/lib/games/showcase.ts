import type { Lane, Vendor } from '../../contract/calls/games';

/**
 * The login popup's top menu (docs/product.md §2 "a top game-category menu (Hot plus categories), a vendor
 * grid"): Hot gathers every vendor flagged isHot across the categories, then one entry per
 * category with its vendors.
 */
export const HOT = 'HOT';

export interface ShowcaseCategory {
  key: string;
  title: string;
  vendors: Vendor[];
}

export function showcaseCategories(lanes: readonly Lane[], hotTitle: string): ShowcaseCategory[] {
  const seen = new Set<string>();
  const hot = lanes
    .flatMap((lane) => lane.cards)
    .filter((vendor) => vendor.isHot === 1)
    .filter((vendor) => {
      const id = `${vendor.gameType}:${vendor.vassalage}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  const categories = lanes.filter((lane) => lane.cards.length > 0).map((lane) => ({ key: lane.gameType, title: lane.title, vendors: lane.cards }));
  return hot.length > 0 ? [{ key: HOT, title: hotTitle, vendors: hot }, ...categories] : categories;
}
