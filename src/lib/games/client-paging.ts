import { GAME_PAGE_SIZE } from '../../contract/calls/games';

/**
 * Lists the platform returns whole (hot games) or that the site loads whole (recent games,
 * favourites), paged in the browser 15 at a time like every other list (docs/product.md §4, §9).
 */
export interface ListPage<T> {
  games: T[];
  totalPages: number;
}

/** One page of a whole list; a page past the end is the last page. */
export function pageOf<T>(items: readonly T[], pageNo: number, size: number = GAME_PAGE_SIZE): ListPage<T> & { pageNo: number } {
  const totalPages = Math.ceil(items.length / size);
  const page = Math.min(Math.max(1, pageNo), Math.max(1, totalPages));
  return { games: items.slice((page - 1) * size, page * size), totalPages, pageNo: page };
}

/** A cap, so that a platform that keeps answering "more" cannot keep the page loading forever. */
export const MAX_SEQUENTIAL_PAGES = 20;

/**
 * Loads every page of a paged call one after another (docs/product.md §4: recent games "loads all pages
 * in sequence"), while `totalPages` exceeds the page just loaded.
 */
export async function loadAllPages<T>(fetchPage: (pageNo: number) => Promise<ListPage<T>>, maxPages: number = MAX_SEQUENTIAL_PAGES): Promise<T[]> {
  const all: T[] = [];
  for (let pageNo = 1; pageNo <= maxPages; pageNo += 1) {
    const page = await fetchPage(pageNo);
    all.push(...page.games);
    if (page.totalPages <= pageNo || page.games.length === 0) break;
  }
  return all;
}
