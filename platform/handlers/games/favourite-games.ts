import { favouriteGames } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, pageCount, toGame, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';

/** GET /wps/games/favourites: one page of the player's favourites of a category, newest first. */
export default defineHandler(favouriteGames, async ({ services, input, memberId }) => {
  const [count] = await services.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM game_favourites f JOIN games g ON g.game_code = f.node_id WHERE f.member_id = $1 AND g.game_type = $2',
    [memberId, input.gameType],
  );
  const rows = await services.db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM game_favourites f JOIN ${GAME_FROM} ON g.game_code = f.node_id
     WHERE f.member_id = $1 AND g.game_type = $2
     ORDER BY f.created_at DESC, g.game_code LIMIT $3 OFFSET $4`,
    [memberId, input.gameType, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  return success({ content: rows.map(toGame), totalPages: pageCount(count?.total ?? 0, input.pageSize) });
});
