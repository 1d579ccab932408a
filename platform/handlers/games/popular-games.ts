import { popularGames } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, toGame, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';

/** GET /lgw/games/popular: the `count` most popular games of every category. */
export default defineHandler(popularGames, async ({ services, input }) => {
  const rows = await services.db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ORDER BY g.popularity DESC, lower(g.name), g.game_code LIMIT $1`, [
    Math.max(0, input.count),
  ]);
  return success(rows.map(toGame));
});
