import { removeFavourite } from '../../../src/contract/calls/games';
import { favouriteTarget } from '../../games/favourites';
import { defineHandler, success } from '../../http/context';

/** DELETE /wps/games/favourites: removes a game; removing one that is not a favourite is fine. */
export default defineHandler(removeFavourite, async ({ services, input, memberId, t }) => {
  const target = await favouriteTarget(services.db, input, t);
  if (!('gameCode' in target)) return target;
  await services.db.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2', [memberId, target.gameCode]);
  return success({ nodeId: target.gameCode });
});
