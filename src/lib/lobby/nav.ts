import type { Lane, Vendor } from '../../contract/calls/games';
import { categoryPage } from '../games/categories';

/** Header dropdown limits (docs/product.md §2 "Header", §9): three columns of ten, at most 30 vendors. */
export const DROPDOWN_COLUMNS = 3;
export const DROPDOWN_COLUMN_SIZE = 10;
export const DROPDOWN_MAX_VENDORS = DROPDOWN_COLUMNS * DROPDOWN_COLUMN_SIZE;

/**
 * Splits items into columns of `size`, keeping at most `columns × size` of them in their
 * order. Columns fill top to bottom (the first ten vendors are the first column), which is
 * also the order a keyboard or screen reader meets them. Empty columns are not returned.
 */
export function chunkColumns<T>(items: readonly T[], size = DROPDOWN_COLUMN_SIZE, columns = DROPDOWN_COLUMNS): T[][] {
  if (size < 1 || columns < 1) return [];
  const kept = items.slice(0, size * columns);
  const result: T[][] = [];
  for (let start = 0; start < kept.length; start += size) result.push(kept.slice(start, start + size));
  return result;
}

/**
 * The game page of a category: `/{gametype lowercased}` (docs/product.md §2), except where the category's
 * page has another name (LOTT's games are on /lottery). Not localised here.
 */
export const gameTypePath = (gameType: string): string => categoryPage(gameType) ?? `/${gameType.toLowerCase()}`;

/**
 * A vendor's link: its category's game page with `?page=<vendor code>`, which selects that
 * vendor's tab there (docs/product.md §2: /rng and /fish take `page`; for RNG this is how "the current
 * vendor is set first"). Not localised here: callers pass it through `localizedPath`.
 */
export const vendorPath = (gameType: string, vendor: Pick<Vendor, 'vassalage'>): string =>
  `${gameTypePath(gameType)}?${new URLSearchParams({ page: vendor.vassalage }).toString()}`;

export interface NavVendorLink {
  code: string;
  name: string;
  hot: boolean;
  path: string;
}

export interface NavGameItem {
  gameType: string;
  path: string;
  /** Up to three columns of up to ten; empty for a category without vendors (ESPORTS). */
  columns: NavVendorLink[][];
}

/** One header item per lane, with its vendors' dropdown columns. */
export function navGameItems(lanes: readonly Lane[]): NavGameItem[] {
  return lanes.map((lane) => ({
    gameType: lane.gameType,
    path: gameTypePath(lane.gameType),
    columns: chunkColumns(
      lane.cards.map((vendor) => ({
        code: vendor.vassalage,
        name: vendor.displayName,
        hot: vendor.isHot === 1,
        path: vendorPath(lane.gameType, vendor),
      })),
    ),
  }));
}
