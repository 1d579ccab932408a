import { cachedCall, cachedVisitorCall } from '../platform/cache.server';
import { pageDataClient } from '../platform/server-client.server';
import { gameList, hotGames, type Game } from '../../contract/calls/games';
import { filteredQuery, type ListResult } from './list-loader';
import { pageOf } from './client-paging';
import type { ListState } from './list-state';

/**
 * The public first page of a game list, for the server-rendered HTML (docs/product.md §2 "Game list
 * page"): the filtered list or the hot list, through the short per-instance cache, like the
 * other public page data (src/lib/platform/public-data.server.ts). Favourites and recent games
 * belong to a player and are loaded by the island after hydration.
 */
const LIST_TTL_MS = 10_000;

export const loadHotGames = (language: string, category: string): Promise<Game[]> =>
  cachedCall(`games:hot:${language}:${category}`, LIST_TTL_MS, () => pageDataClient({ language }).call(hotGames, { gameType: category, language }));

export function loadGamePage(language: string, category: string, state: ListState): Promise<ListResult> {
  const query = filteredQuery(category, state, language);
  const key = `games:list:${JSON.stringify(query)}`;
  // Keyed by the visitor's search and page: the per-visitor store (../platform/cache.server.ts).
  return cachedVisitorCall(key, LIST_TTL_MS, async () => {
    const page = await pageDataClient({ language }).call(gameList, query);
    return { games: page.games, totalPages: page.totalPages, pageNo: state.pageNo };
  });
}

/**
 * What the server renders for a state: the public lists' page, `null` for the player's own
 * lists (loaded in the browser), or `'error'` when the platform failed.
 */
export async function serverListPage(language: string, category: string, state: ListState): Promise<ListResult | null | 'error'> {
  try {
    if (state.type === 'fav' || state.type === 'recent') return null;
    if (state.type === 'hot') return pageOf(await loadHotGames(language, category), state.pageNo);
    return await loadGamePage(language, category, state);
  } catch {
    return 'error';
  }
}
