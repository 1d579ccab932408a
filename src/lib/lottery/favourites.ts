/**
 * Lottery favourites, kept in the browser per username (docs/product.md §3 local storage "favourite
 * lottery ids per username", §4 "lottery favourites are stored locally per username";
 * docs/architecture.md "State": nothing secret). The key carries the username, so two players on one
 * device keep separate lists and never see each other's. A guest has none (the page asks them
 * to log in). Storage that is missing, full or blocked (private browsing) is never an error:
 * the list is then empty, or the change lives only for this page.
 */
export const FAVOURITES_KEY_PREFIX = 'lottery.favourites.';

export const favouritesKey = (username: string): string => `${FAVOURITES_KEY_PREFIX}${username}`;

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

export function readFavourites(storage: Reader | null, username: string | null): ReadonlySet<number> {
  if (!storage || !username) return new Set();
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKey(username)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeFavourites(storage: Writer | null, username: string, ids: ReadonlySet<number>): void {
  if (!storage) return;
  try {
    if (ids.size === 0) storage.removeItem(favouritesKey(username));
    else storage.setItem(favouritesKey(username), JSON.stringify([...ids]));
  } catch {
    // Full or blocked: the change stays in the page only.
  }
}

export function toggleFavourite(ids: ReadonlySet<number>, gameId: number): ReadonlySet<number> {
  const next = new Set(ids);
  if (next.has(gameId)) next.delete(gameId);
  else next.add(gameId);
  return next;
}
