import { recentLotteryMenus } from '../../../src/contract/calls/lottery';
import { defineHandler, success } from '../../http/context';
import { LOTTERY_LIST_COLUMNS, LOTTERY_LIST_FROM, PRIZE_MODE_FILTER, toLotteryItem, type LotteryListRow } from '../../lottery/games';

/** How many games the recent list holds. */
export const RECENT_LOTTERY_LIMIT = 20;

/** GET /lgw/vn/games/game_menu/recent: the lottery games the player bet on, the latest bet first. */
export default defineHandler(recentLotteryMenus, async ({ services, input, now, language, memberId }) => {
  const rows = await services.db.query<LotteryListRow>(
    `SELECT ${LOTTERY_LIST_COLUMNS}, recent.last_bet_at FROM ${LOTTERY_LIST_FROM}
     JOIN (SELECT d.game_code, max(b.created_at) AS last_bet_at FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
           WHERE b.member_id = $1 GROUP BY d.game_code) recent ON recent.game_code = lg.game_code
     WHERE ${PRIZE_MODE_FILTER[input.prizeMode]}
     ORDER BY recent.last_bet_at DESC, lg.game_code LIMIT $2`,
    [memberId, RECENT_LOTTERY_LIMIT],
  );
  return success(rows.map((row) => toLotteryItem(row, now, services.options.lotteryDrawIntervalSeconds, input.language ?? language)));
});
