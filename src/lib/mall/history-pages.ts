import { pageNumberOf } from '../../contract/paging';

/**
 * The mall's two paged lists, the redemptions (`?redemptions=`, shown at `#history`) and the
 * points transactions (`?entries=`, at `#entries`): each page is a link that keeps the other
 * list's page, so paging one never resets the other, and works without script.
 */
export interface HistoryPages {
  redemptions: number;
  entries: number;
}
export type HistoryList = keyof HistoryPages;

const ANCHOR: Record<HistoryList, string> = { redemptions: 'history', entries: 'entries' };

/** The pages the address asks for; anything that is not a page number is the first page. */
export const historyPagesOf = (query: URLSearchParams): HistoryPages => ({
  redemptions: pageNumberOf(query.get('redemptions')),
  entries: pageNumberOf(query.get('entries')),
});

/** The mall's address with `list` on `page` and the other list where it is, at `list`'s section. First pages are left out of the query. */
export function historyHref(here: string, current: HistoryPages, list: HistoryList, page: number): string {
  const pages = { ...current, [list]: page };
  const query = (['redemptions', 'entries'] as const)
    .filter((name) => pages[name] > 1)
    .map((name) => `${name}=${pages[name]}`)
    .join('&');
  return `${here}${query ? `?${query}` : ''}#${ANCHOR[list]}`;
}

/**
 * Where an address with a page past a list's last goes (the list got shorter, or the address was
 * typed): each list on a page that exists, at the first list that moved. null when every page
 * asked for exists. A platform answers 0 or 1 pages for an empty list; both are the first page.
 */
export function pastLastPage(here: string, asked: HistoryPages, totalPages: Record<HistoryList, number>): string | null {
  const lists = ['redemptions', 'entries'] as const;
  const pages = {
    redemptions: Math.min(asked.redemptions, Math.max(totalPages.redemptions, 1)),
    entries: Math.min(asked.entries, Math.max(totalPages.entries, 1)),
  };
  const moved = lists.find((list) => pages[list] !== asked[list]);
  return moved ? historyHref(here, pages, moved, pages[moved]) : null;
}
