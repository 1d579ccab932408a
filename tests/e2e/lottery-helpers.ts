import type { APIRequestContext } from '@playwright/test';
import { platformValue } from './helpers';

/** A lottery game as the platform's menu lists it (the fields the specs read). */
export interface ApiItem {
  gameId: number;
  gameCode: string;
  vendor: string;
  name: string;
  drawDayOfWeek: string;
  remainTime: number;
  lockTime: number;
  defaultPlayType: string | null;
}
export interface ApiMenu {
  gameMenuTag: string;
  remark: string | null;
  gameMenus: ApiItem[];
}

/** The lottery menus through the site's proxy, in a language. */
export const apiMenus = (request: APIRequestContext, language = 'EN'): Promise<ApiMenu[]> =>
  platformValue<ApiMenu[]>(request, `/lgw/vn/games/game_menu?prizeMode=Elott&device=WEB&language=${language}`);

export const isVn = (item: ApiItem): boolean => item.vendor === 'TCG_LOTTO_VN';

/** Seconds until a game's betting closes. */
const openFor = (item: ApiItem): number => item.remainTime - item.lockTime;

/**
 * The games of a menu (Vietnamese ones left out), the one whose betting stays open longest first:
 * a test that bets on it is not overtaken by a real draw closing betting meanwhile.
 */
export const longestOpenFirst = (items: readonly ApiItem[]): ApiItem[] => items.filter((item) => !isVn(item)).sort((a, b) => openFor(b) - openFor(a));

/** The jackpot (pick 6) game whose betting stays open longest. */
export async function longestOpenJackpot(request: APIRequestContext): Promise<ApiItem> {
  const menus = await apiMenus(request);
  return longestOpenFirst(menus.find((menu) => menu.gameMenuTag === 'JP')!.gameMenus)[0]!;
}
