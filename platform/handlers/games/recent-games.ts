import { recentGames } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, pageCount, toGame, vendorLogoPath, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';

/**
 * GET /wps/games/recent: one page of the games the player launched, newest launch first, of one
 * category or of all (the side menu). `showIcon` is the vendor's logo.
 */
export default defineHandler(recentGames, async ({ services, input, memberId }) => {
  const gameType = input.gameType || null;
  const [count] = await services.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM game_plays p JOIN games g ON g.game_code = p.game_code WHERE p.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)',
    [memberId, gameType],
  );
  const rows = await services.db.query<GameRow & { last_played_at: Date }>(
    `SELECT ${GAME_COLUMNS}, p.last_played_at FROM game_plays p JOIN ${GAME_FROM} ON g.game_code = p.game_code
     WHERE p.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)
     ORDER BY p.last_played_at DESC, g.game_code LIMIT $3 OFFSET $4`,
    [memberId, gameType, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  return success({
    list: rows.map((row) => ({ ...toGame(row), showIcon: vendorLogoPath(row.vendor), lastPlayedAt: new Date(row.last_played_at).toISOString() })),
    totalPages: pageCount(count?.total ?? 0, input.pageSize),
  });
});
