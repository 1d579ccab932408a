import type { Queryable } from '../db/index';
import { refusal, type Outcome } from '../http/context';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Translate } from '../i18n';

export interface FavouriteTarget {
  nodeId: string;
  vassalage: string;
  gameType: string;
}

/**
 * The game a favourite call names, or the refusal to answer: `VALIDATION` (field `nodeId`)
 * when no game of that vendor and category has that id.
 */
export async function favouriteTarget(db: Queryable, target: FavouriteTarget, t: Translate): Promise<{ gameCode: string } | Outcome> {
  const [row] = await db.query<{ game_code: string }>('SELECT game_code FROM games WHERE game_code = $1 AND vendor = $2 AND game_type = $3', [
    target.nodeId,
    target.vassalage,
    target.gameType,
  ]);
  return row ? { gameCode: row.game_code } : refusal(200, t('gameNotFound'), ErrorCodes.validation, { field: 'nodeId' });
}
