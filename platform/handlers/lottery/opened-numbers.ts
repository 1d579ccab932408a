import { openedNumbers } from '../../../src/contract/calls/lottery';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findLotteryGame } from '../../lottery/games';
import { drawnResults } from '../../lottery/results';

/** GET /lgw/lottery/results?gameCode=…: one game's last `count` draws, newest first; an unknown game is refused. */
export default defineHandler(openedNumbers, async ({ services, input, t }) => {
  if (!(await findLotteryGame(services.db, input.gameCode))) return refusal(200, t('gameNotFound'), ErrorCodes.notFound);
  return success(await drawnResults(services.db, 'd.game_code = $1', [input.gameCode], input.count));
});
