import { LOTTERY_TYPE_CODES, type LotteryMenu } from '../../contract/calls/lottery';
import { VN_LOTTERY_VENDOR } from '../games/launch';

/**
 * Which lottery menus a visitor sees (docs/product.md §9 "Lottery type codes SC, VP, TG, AC, JP, and BG
 * when TY is supported"; §6 "Types 1, 2, 41, 42 show the arcade (AC) category").
 *
 * How the page learns the member type: the lottery pages are rendered per request, so the
 * server reads member info with the session cookie's token (the page is then private) and
 * renders the menus for that type; a guest, a player, a trial account (type 4) or a failed
 * read has no AC. Once hydrated the island follows `$member` (loaded by the header's account
 * island after a login), so logging in or out on the page shows or hides AC without a reload.
 */
export const ARCADE_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
export const ARCADE_CODE = 'AC';
export const TY_ONLY_CODE = 'BG';

/** docs/product.md §2, §9: arrows beside the menu tabs when there are more than 7. */
export const MENU_ARROWS_ABOVE = 7;
export const showsMenuArrows = (count: number): boolean => count > MENU_ARROWS_ABOVE;

export interface MenuAudience {
  /** The member's account type; null for a guest (or when it could not be read). */
  memberType: number | null;
  /** Whether the merchant's site offers TY (Filipino): BG shows only then. */
  tySupported: boolean;
}

export const showsArcade = (memberType: number | null): boolean => memberType !== null && ARCADE_MEMBER_TYPES.includes(memberType);

/** The type codes shown, in the spec's order. */
export function visibleTypeCodes({ memberType, tySupported }: MenuAudience): string[] {
  return LOTTERY_TYPE_CODES.filter((code) => (code === ARCADE_CODE ? showsArcade(memberType) : code === TY_ONLY_CODE ? tySupported : true));
}

/** Which lottery page lists a game: TCG_LOTTO_VN games have their own page (docs/product.md §2 /vnlottery). */
export type LotteryPageKind = 'lottery' | 'vnlottery';
export const pageOfVendor = (vendor: string): LotteryPageKind => (vendor === VN_LOTTERY_VENDOR ? 'vnlottery' : 'lottery');

/**
 * The menus of one lottery page, for everyone: only the known type codes, only that page's
 * games, no empty menu, in the platform's order. The audience's codes are applied with
 * `forAudience`, so that a later change of member (a login) needs no new request.
 */
export function menusForPage(menus: readonly LotteryMenu[], page: LotteryPageKind): LotteryMenu[] {
  const known: readonly string[] = LOTTERY_TYPE_CODES;
  return menus
    .filter((menu) => known.includes(menu.gameMenuTag))
    .map((menu) => ({ ...menu, gameMenus: menu.gameMenus.filter((item) => pageOfVendor(item.vendor) === page) }))
    .filter((menu) => menu.gameMenus.length > 0);
}

export function forAudience<M extends { gameMenuTag: string }>(menus: readonly M[], audience: MenuAudience): M[] {
  const codes = visibleTypeCodes(audience);
  return menus.filter((menu) => codes.includes(menu.gameMenuTag));
}
