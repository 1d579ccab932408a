import type { PlatformClient } from '../platform/client';
import { favouriteGames, gameList, GAME_PAGE_SIZE, hotGames, recentGames, type Game } from '../../contract/calls/games';
import { loadAllPages, pageOf } from './client-paging';
import type { ListState } from './list-state';

/**
 * Fetches what a game list shows, for each list type (docs/product.md §4):
 * - '' (filtered): one page of `gameList` for the vendor, classification, name and minimum bet;
 * - `hot`: the category's `hotGames`, fetched once and paged 15 at a time in the browser;
 * - `recent`: every page of `recentGames` in sequence, then paged in the browser;
 * - `fav`: one page of `favouriteGames`.
 * Framework-free, with the client passed in, so the island stays thin and this is tested alone.
 */
export interface ListResult {
  games: Game[];
  totalPages: number;
  /** The page shown (a page past the end of a whole list shows the last one). */
  pageNo: number;
}

type Caller = Pick<PlatformClient<'browser' | 'server'>, 'call'>;

/** The largest page the contract allows, for loading whole lists in few requests. */
const WHOLE_LIST_PAGE_SIZE = 100;

export function createListLoader(client: Caller, category: string, language: string) {
  const whole = new Map<'hot' | 'recent', Promise<Game[]>>();

  const wholeList = (type: 'hot' | 'recent', fresh: boolean): Promise<Game[]> => {
    let list = fresh ? undefined : whole.get(type);
    if (!list) {
      list =
        type === 'hot'
          ? client.call(hotGames, { gameType: category, language })
          : loadAllPages(async (pageNo) => {
              const page = await client.call(recentGames, { gameType: category, language, pageNo, pageSize: GAME_PAGE_SIZE });
              return { games: page.list as Game[], totalPages: page.totalPages };
            });
      whole.set(type, list);
      // A failure is not kept: the retry asks again.
      list.catch(() => whole.delete(type));
    }
    return list;
  };

  return {
    /** `fresh` reloads a whole list (hot, recent) instead of paging the one already loaded. */
    async load(state: ListState, { fresh = false }: { fresh?: boolean } = {}): Promise<ListResult> {
      if (state.type === 'hot' || state.type === 'recent') return pageOf(await wholeList(state.type, fresh), state.pageNo);
      if (state.type === 'fav') {
        const page = await client.call(favouriteGames, { gameType: category, language, pageNo: state.pageNo, pageSize: GAME_PAGE_SIZE });
        return { games: page.content, totalPages: page.totalPages, pageNo: state.pageNo };
      }
      const page = await client.call(gameList, filteredQuery(category, state, language));
      return { games: page.games, totalPages: page.totalPages, pageNo: state.pageNo };
    },

    /** The ids of every favourite of the category, for the cards' toggles. */
    async favouriteIds(): Promise<Set<string>> {
      const games = await loadAllPages(async (pageNo) => {
        const page = await client.call(favouriteGames, { gameType: category, language, pageNo, pageSize: WHOLE_LIST_PAGE_SIZE });
        return { games: page.content, totalPages: page.totalPages };
      });
      return new Set(games.map((game) => game.nodeId));
    },
  };
}

export type ListLoader = ReturnType<typeof createListLoader>;

/** The contract's game query (docs/product.md §3) for a filtered list state. */
export function filteredQuery(category: string, state: ListState, language: string) {
  return {
    gameType: category,
    language,
    pageNo: state.pageNo,
    pageSize: GAME_PAGE_SIZE,
    ...(state.vendor ? { vassalage: state.vendor } : {}),
    ...(state.name ? { gameName: state.name } : {}),
    ...(state.classify ? { gameClassify: state.classify } : {}),
    ...(state.minBet !== null ? { minBet: state.minBet } : {}),
  };
}
