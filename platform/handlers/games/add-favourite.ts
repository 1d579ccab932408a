import { addFavourite } from '../../../src/contract/calls/games';
import { favouriteTarget } from '../../games/favourites';
import { defineHandler, success } from '../../http/context';

/** POST /wps/games/favourites: adds a game; adding it again changes nothing (its date stays). */
export default defineHandler(addFavourite, async ({ services, input, memberId, now, t }) => {
  const target = await favouriteTarget(services.db, input, t);
  if (!('gameCode' in target)) return target;
  await services.db.query('INSERT INTO game_favourites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, node_id) DO NOTHING', [
    memberId,
    target.gameCode,
    new Date(now),
  ]);
  return success({ nodeId: target.gameCode });
});
