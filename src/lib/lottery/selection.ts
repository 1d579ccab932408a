import type { Lane } from '../../contract/calls/games';
import type { LotteryItem, LotteryMenu } from '../../contract/calls/lottery';
import { LOTTERY_GAME_TYPES } from '../games/launch';

/**
 * The game a lottery page opens the betting screen for (docs/product.md §2: /lottery takes optional
 * query gameCode, vendor, playType; a card on the page or on a game page links there). The
 * launch needs the game's lane too, which the link does not carry: it comes from the menus'
 * copy of the game, else from the lane whose cards list the vendor, else LOTT.
 */
export interface LotterySelection {
  gameCode: string;
  vendor: string | null;
  playType: string | null;
}

const MAX_PARAM = 64;
const param = (search: URLSearchParams, key: string): string | null => {
  const value = (search.get(key) ?? '').trim();
  return value && value.length <= MAX_PARAM ? value : null;
};

export function parseSelection(search: URLSearchParams): LotterySelection | null {
  const gameCode = param(search, 'gameCode');
  return gameCode ? { gameCode, vendor: param(search, 'vendor'), playType: param(search, 'playType') } : null;
}

export interface ResolvedSelection {
  gameCode: string;
  vendor: string;
  gameType: string;
  playType: string | null;
  /** The game's name, when the menus list it. */
  name: string | null;
}

export const findItem = (menus: readonly LotteryMenu[], gameCode: string): LotteryItem | null => {
  for (const menu of menus) for (const item of menu.gameMenus) if (item.gameCode === gameCode) return item;
  return null;
};

export function resolveSelection(selection: LotterySelection, menus: readonly LotteryMenu[], lanes: readonly Lane[] | null): ResolvedSelection | null {
  const item = findItem(menus, selection.gameCode);
  const vendor = selection.vendor ?? item?.vendor ?? null;
  if (!vendor) return null;
  const lane = lanes?.find((entry) => LOTTERY_GAME_TYPES.includes(entry.gameType) && entry.cards.some((card) => card.vassalage === vendor));
  const gameType = item?.gameType ?? lane?.gameType ?? 'LOTT';
  return { gameCode: selection.gameCode, vendor, gameType, playType: selection.playType ?? item?.defaultPlayType ?? null, name: item?.name ?? null };
}

/** The page's link for a game: its selection plus the list state the player was on. */
export function selectionHref(
  basePath: string,
  game: Pick<LotteryItem, 'gameCode' | 'vendor' | 'defaultPlayType'>,
  stateParams: readonly [string, string][],
): string {
  const search = new URLSearchParams([
    ['gameCode', game.gameCode],
    ['vendor', game.vendor],
  ]);
  if (game.defaultPlayType) search.set('playType', game.defaultPlayType);
  for (const [key, value] of stateParams) search.set(key, value);
  return `${basePath}?${search}`;
}
