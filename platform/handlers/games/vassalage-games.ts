import { VASSALAGE, vassalageGames } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, GAME_ORDER, toGame, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';

/**
 * GET /lgw/games/vassalage: the games behind a vendor's lobby game (isGame VASSALAGE), i.e. the
 * vendor's other games of that category, in the game list's order. A vendor without a lobby
 * game has no popup list: empty.
 */
export default defineHandler(vassalageGames, async ({ services, input }) => {
  const rows = await services.db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
     WHERE g.game_type = $1 AND g.vendor = $2 AND g.is_game IS NULL
       AND EXISTS (SELECT 1 FROM games lobby WHERE lobby.game_type = $1 AND lobby.vendor = $2 AND lobby.is_game = $3)
     ORDER BY ${GAME_ORDER}`,
    [input.gameType, input.vassalage, VASSALAGE],
  );
  return success(rows.map(toGame));
});
