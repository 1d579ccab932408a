import { popularLottery } from '../../../src/contract/calls/lottery';
import { defineHandler, success } from '../../http/context';
import { LOTTERY_LIST_COLUMNS, LOTTERY_LIST_FROM, PRIZE_MODE_FILTER, toLotteryItem, type LotteryListRow } from '../../lottery/games';

/** Bets of the last week count towards popularity, each as much as this many catalogue points. */
export const BET_WEIGHT = 50;

/**
 * GET /lgw/lottery/popular: the `count` most played lottery games of the prize mode: the
 * catalogue's popularity plus the bets of the last seven days, so a game players rush to
 * climbs the list.
 */
export default defineHandler(popularLottery, async ({ services, input, now, language }) => {
  const rows = await services.db.query<LotteryListRow>(
    `SELECT ${LOTTERY_LIST_COLUMNS} FROM ${LOTTERY_LIST_FROM}
     LEFT JOIN (SELECT d.game_code, count(*)::integer AS bets FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
                WHERE b.created_at > $1 GROUP BY d.game_code) played ON played.game_code = lg.game_code
     WHERE ${PRIZE_MODE_FILTER[input.prizeMode]}
     ORDER BY g.popularity + COALESCE(played.bets, 0) * $2 DESC, lower(g.name), lg.game_code LIMIT $3`,
    [new Date(now - 7 * 86_400_000), BET_WEIGHT, input.count],
  );
  return success(rows.map((row) => toLotteryItem(row, now, services.options.lotteryDrawIntervalSeconds, input.language ?? language)));
});
