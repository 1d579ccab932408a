import type { LotteryItem } from '../../contract/calls/lottery';
import type { ClockedItem } from './clock';

/**
 * The lottery list's state and what it shows (docs/product.md §2 "Lottery list": menu tabs, weekday
 * filters, search by name, hot/favourite/recent lists). The state lives in the page's query
 * (`menu`, `list`, `day`, `name`), so the server renders the same list a shared link names and
 * every control works as a plain link or GET form before the island hydrates.
 */
export const LOTTERY_LIST_TYPES = ['', 'hot', 'fav', 'recent'] as const;
export type LotteryListType = (typeof LOTTERY_LIST_TYPES)[number];
/** Favourites and recent games belong to a player: a guest is asked to log in. */
export const LOGIN_LOTTERY_LISTS: readonly LotteryListType[] = ['fav', 'recent'];

/** docs/product.md §9: Sunday 1 through Saturday 7 (Monday 2). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeekdayFilter = Weekday | 'all';

export interface LotteryListState {
  /** The menu (type code) of the `''` list; null when there is none. */
  menu: string | null;
  list: LotteryListType;
  day: WeekdayFilter;
  name: string;
}

export const MAX_NAME_LENGTH = 50;

/** The weekday of a date in the spec's numbering (Sunday 1 … Saturday 7). */
export const weekdayOf = (date: Date): Weekday => (date.getDay() + 1) as Weekday;

/** Reads the list state from a query; anything unknown falls back to the first menu, all games, all days. */
export function parseLotteryState(search: URLSearchParams, menuTags: readonly string[]): LotteryListState {
  const menu = search.get('menu');
  const list = search.get('list') ?? '';
  const day = Number(search.get('day'));
  return {
    menu: menu && menuTags.includes(menu) ? menu : (menuTags[0] ?? null),
    list: (LOTTERY_LIST_TYPES as readonly string[]).includes(list) ? (list as LotteryListType) : '',
    day: (WEEKDAYS as readonly number[]).includes(day) ? (day as Weekday) : 'all',
    name: (search.get('name') ?? '').trim().slice(0, MAX_NAME_LENGTH),
  };
}

/** The state as query parameters, defaults left out (the first menu, all, every day, no name). */
export function lotteryStateParams(state: LotteryListState, menuTags: readonly string[]): [string, string][] {
  const params: [string, string][] = [];
  if (state.list === '' && state.menu && state.menu !== menuTags[0]) params.push(['menu', state.menu]);
  if (state.list !== '') params.push(['list', state.list]);
  if (state.day !== 'all') params.push(['day', String(state.day)]);
  if (state.name) params.push(['name', state.name]);
  return params;
}

/** Whether a game draws on a weekday (`drawDayOfWeek` is a comma-separated list of 1–7). */
export function drawsOn(item: Pick<LotteryItem, 'drawDayOfWeek'>, day: WeekdayFilter): boolean {
  if (day === 'all') return true;
  return item.drawDayOfWeek.split(',').some((entry) => Number(entry.trim()) === day);
}

/** Case- and accent-insensitive, so `ho chi` finds `Hồ Chí Minh`. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export const matchesName = (item: Pick<LotteryItem, 'name'>, name: string): boolean => !name.trim() || fold(item.name).includes(fold(name.trim()));

export interface ListSources {
  menus: readonly { gameMenuTag: string; items: readonly ClockedItem[] }[];
  /** Favourite game ids of the player (empty for a guest). */
  favourites: ReadonlySet<number>;
  /** The player's recent games, newest first; null until loaded. */
  recent: readonly ClockedItem[] | null;
}

/** One entry per game across the menus (a game may be listed under two menus). */
function uniqueGames(menus: ListSources['menus']): ClockedItem[] {
  const seen = new Map<string, ClockedItem>();
  for (const menu of menus) for (const entry of menu.items) if (!seen.has(entry.item.gameCode)) seen.set(entry.item.gameCode, entry);
  return [...seen.values()];
}

/** The games of a list before the weekday and name filters. */
export function listGames(state: Pick<LotteryListState, 'menu' | 'list'>, sources: ListSources): ClockedItem[] {
  switch (state.list) {
    case '':
      return [...(sources.menus.find((menu) => menu.gameMenuTag === state.menu)?.items ?? [])];
    case 'hot':
      return uniqueGames(sources.menus).filter((entry) => entry.item.isHot === 1);
    case 'fav':
      return uniqueGames(sources.menus).filter((entry) => sources.favourites.has(entry.item.gameId));
    case 'recent': {
      // The menus' copy has the fresher clocks (they reload); the recent answer's is the fallback.
      const byCode = new Map(uniqueGames(sources.menus).map((entry) => [entry.item.gameCode, entry]));
      return (sources.recent ?? []).map((entry) => byCode.get(entry.item.gameCode) ?? entry);
    }
  }
}

/** What the list shows: its games, drawing on the chosen weekday, matching the name. */
export const visibleGames = (state: LotteryListState, sources: ListSources): ClockedItem[] =>
  listGames(state, sources).filter((entry) => drawsOn(entry.item, state.day) && matchesName(entry.item, state.name));

/**
 * Why a list is empty, for its message: nothing in the list, no game with that name, or games
 * with that name that do not draw on the chosen weekday.
 */
export function emptyReason(state: LotteryListState, sources: ListSources): 'day' | 'name' | 'list' {
  const games = listGames(state, sources);
  if (games.length === 0) return 'list';
  return games.some((entry) => matchesName(entry.item, state.name)) ? 'day' : 'name';
}
