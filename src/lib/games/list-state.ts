import { MIN_BET_OPTIONS, type Lane } from '../../contract/calls/games';

/**
 * The state of a game list, and how it lives in the URL (docs/product.md §2 "Game list page", §4 "Game
 * list types"), so that a list can be shared, reloaded, and walked with back and forward, and
 * so that the same controls work as plain links and a GET form without JavaScript.
 *
 * - `type`: '' is the filtered list of one vendor; `hot`, `fav` (login) and `recent` (login)
 *   are the category's hot games, the player's favourites and recently played games.
 * - Changing vendor, search, classification or minimum bet goes back to page 1 and to the
 *   filtered list (docs/product.md §4); choosing a list type goes to its page 1.
 */
export const LIST_TYPES = ['', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** List types that need a logged-in player (docs/product.md §4). */
export const LOGIN_LIST_TYPES: readonly ListType[] = ['fav', 'recent'];

export interface ListState {
  /** Vendor code (`vassalage`) of the selected vendor tab; '' when the category has none. */
  vendor: string;
  type: ListType;
  name: string;
  classify: string;
  minBet: number | null;
  pageNo: number;
}

/** What of the category the state is checked against. */
export type ListContext = Pick<Lane, 'cards' | 'gameClassify'>;

/**
 * Query parameter names. docs/product.md §2: `page` selects the vendor tab. /seamless names the category
 * with `type`, so there the list type moves to `list`.
 */
export interface QueryKeys {
  vendor: string;
  listType: string;
  name: string;
  classify: string;
  minBet: string;
  pageNo: string;
}

export const DEFAULT_KEYS: QueryKeys = { vendor: 'page', listType: 'type', name: 'name', classify: 'classify', minBet: 'minBet', pageNo: 'pageNo' };
export const SEAMLESS_KEYS: QueryKeys = { ...DEFAULT_KEYS, listType: 'list' };

/** The longest name the platform searches for (the contract's `gameName`). */
export const MAX_NAME_LENGTH = 60;

export const defaultVendor = (context: ListContext): string => context.cards[0]?.vassalage ?? '';

/** Classifications (docs/product.md §3 gameClassify) that list a vendor: the filter's options. */
export const classifyOptions = (context: ListContext, vendor: string): string[] =>
  context.gameClassify.filter((entry) => entry.vendors.includes(vendor)).map((entry) => entry.name);

const isListType = (value: string | null): value is ListType => (LIST_TYPES as readonly string[]).includes(value ?? '-');

/** Reads a list state from a query; anything unknown or invalid falls back to its default. */
export function parseListState(search: URLSearchParams, context: ListContext, keys: QueryKeys = DEFAULT_KEYS): ListState {
  const vendors = context.cards.map((card) => card.vassalage);
  const askedVendor = search.get(keys.vendor) ?? '';
  const vendor = vendors.includes(askedVendor) ? askedVendor : defaultVendor(context);
  const type = search.get(keys.listType);
  const classify = search.get(keys.classify) ?? '';
  const minBet = Number(search.get(keys.minBet));
  const pageNo = Number(search.get(keys.pageNo));
  return {
    vendor,
    type: isListType(type) ? type : '',
    name: (search.get(keys.name) ?? '').trim().slice(0, MAX_NAME_LENGTH),
    classify: classifyOptions(context, vendor).includes(classify) ? classify : '',
    minBet: (MIN_BET_OPTIONS as readonly number[]).includes(minBet) ? minBet : null,
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

/**
 * The query of a state, defaults left out so that the plain category URL is the first page
 * of its first vendor. `fixed` parameters (e.g. /seamless's category) come first.
 */
export function serialiseListState(state: ListState, context: ListContext, keys: QueryKeys = DEFAULT_KEYS, fixed: Record<string, string> = {}): string {
  const search = new URLSearchParams(fixed);
  if (state.vendor && state.vendor !== defaultVendor(context)) search.set(keys.vendor, state.vendor);
  if (state.type) search.set(keys.listType, state.type);
  if (state.name) search.set(keys.name, state.name);
  if (state.classify) search.set(keys.classify, state.classify);
  if (state.minBet !== null) search.set(keys.minBet, String(state.minBet));
  if (state.pageNo > 1) search.set(keys.pageNo, String(state.pageNo));
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** A vendor tab: page 1 of the filtered list; a classification the vendor lacks is dropped. */
export function selectVendor(state: ListState, context: ListContext, vendor: string): ListState {
  const classify = classifyOptions(context, vendor).includes(state.classify) ? state.classify : '';
  return { ...state, vendor, classify, type: '', pageNo: 1 };
}

export interface Filters {
  name: string;
  classify: string;
  minBet: number | null;
}

/** Search, classification or minimum bet: page 1 of the filtered list (docs/product.md §4). */
export const applyFilters = (state: ListState, filters: Filters): ListState => ({
  ...state,
  name: filters.name.trim().slice(0, MAX_NAME_LENGTH),
  classify: filters.classify,
  minBet: filters.minBet,
  type: '',
  pageNo: 1,
});

/** A list-type tab: its first page; the filters stay for when the player comes back. */
export const selectListType = (state: ListState, type: ListType): ListState => ({ ...state, type, pageNo: 1 });

export const goToPage = (state: ListState, pageNo: number): ListState => ({ ...state, pageNo: Math.max(1, Math.floor(pageNo)) });
