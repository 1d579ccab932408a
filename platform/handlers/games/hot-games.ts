import { hotGames } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, toGame, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';

/** GET /lgw/games/hot: the hot games, of one category when `gameType` is given, most popular first. */
export default defineHandler(hotGames, async ({ services, input }) => {
  const rows = await services.db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
     WHERE g.is_hot = 1 AND ($1::text IS NULL OR g.game_type = $1)
     ORDER BY g.popularity DESC, lower(g.name), g.game_code`,
    [input.gameType || null],
  );
  return success(rows.map(toGame));
});
