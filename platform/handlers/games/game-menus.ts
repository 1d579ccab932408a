import { gameMenus } from '../../../src/contract/calls/game-menus';
import { defineHandler, success } from '../../http/context';

interface LaneRow {
  game_type: string;
  title: string;
  classify: { name: string; vendors: string[] }[];
}
interface VendorRow {
  game_type: string;
  code: string;
  display_name: string;
  account_type_id: number;
  is_hot: number;
}

/** GET /lgw/games/game_menus: every lane with its vendor cards, in display order. */
export default defineHandler(gameMenus, async ({ services }) => {
  const [lanes, vendors] = await Promise.all([
    services.db.query<LaneRow>('SELECT game_type, title, classify FROM game_lanes ORDER BY sort'),
    services.db.query<VendorRow>('SELECT game_type, code, display_name, account_type_id, is_hot FROM vendors ORDER BY game_type, sort'),
  ]);
  return success({
    data: {
      lanes: lanes.map((lane) => ({
        title: lane.title,
        gameType: lane.game_type,
        cards: vendors
          .filter((vendor) => vendor.game_type === lane.game_type)
          .map((vendor) => ({
            accountTypeId: vendor.account_type_id,
            vassalage: vendor.code,
            displayName: vendor.display_name,
            gameType: vendor.game_type,
            isHot: vendor.is_hot,
            logo: `/lgw/static/vendors/${vendor.code}.webp`,
          })),
        gameClassify: lane.classify,
      })),
    },
  });
});
