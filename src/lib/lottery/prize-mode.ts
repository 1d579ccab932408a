import type { Lane } from '../../contract/calls/games';
import type { PrizeMode } from '../../contract/calls/lottery';

/**
 * The prize mode every lottery call names (docs/product.md §4): `Elott` when the e-lottery lane of the
 * game menus has a TCG_LOTTO_VN or LOTT card, otherwise `Lott`. The names are the contract's
 * PRIZE_MODES spelling. Without menus (the platform failed) the default `Lott` applies, so the
 * page can still ask for the lottery lobby.
 */
export const ELOTT_LANE = 'ELOTT';
export const ELOTT_MODE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

export function prizeModeFor(lanes: readonly Pick<Lane, 'gameType' | 'cards'>[] | null): PrizeMode {
  const elott = lanes?.find((lane) => lane.gameType === ELOTT_LANE);
  return elott?.cards.some((card) => ELOTT_MODE_VENDORS.includes(card.vassalage)) ? 'Elott' : 'Lott';
}
