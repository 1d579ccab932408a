import { recentLotteryResults } from '../../../src/contract/calls/lottery';
import { defineHandler, success } from '../../http/context';
import { PRIZE_MODE_FILTER } from '../../lottery/games';
import { drawnResults } from '../../lottery/results';

/** GET /lgw/lottery/results/recent: the latest `recentCount` draws of the prize mode's games, newest first. */
export default defineHandler(recentLotteryResults, async ({ services, input }) =>
  success(
    await drawnResults(
      services.db,
      `EXISTS (SELECT 1 FROM games g WHERE g.game_code = d.game_code AND ${PRIZE_MODE_FILTER[input.prizeMode]})`,
      [],
      input.recentCount,
    ),
  ),
);
