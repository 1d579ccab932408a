import { LOTTERY_TYPE_CODES, lotteryMenus } from '../../../src/contract/calls/lottery';
import { defineHandler, success } from '../../http/context';
import { lotteryItems } from '../../lottery/games';
import { menuTitle } from '../../lottery/texts';

/**
 * GET /lgw/vn/games/game_menu: one menu per type code (SC, VP, TG, AC, JP, BG, in that order)
 * that has games in the prize mode (lottery/games.ts PRIZE_MODE_FILTER), its title in the
 * request's language, each game with its open draw timed at this moment.
 */
export default defineHandler(lotteryMenus, async ({ services, input, now, language }) => {
  const lang = input.language ?? language;
  const items = await lotteryItems(services.db, { prizeMode: input.prizeMode, now, override: services.options.lotteryDrawIntervalSeconds, language: lang });
  return success(
    LOTTERY_TYPE_CODES.map((tag) => ({ gameMenuTag: tag, remark: menuTitle(tag, lang), gameMenus: items.filter((item) => item.gameMenuTag === tag) })).filter(
      (menu) => menu.gameMenus.length > 0,
    ),
  );
});
