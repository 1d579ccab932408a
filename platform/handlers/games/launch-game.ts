import { launchGame } from '../../../src/contract/calls/games';
import { launch } from '../../games/launch';
import { defineHandler } from '../../http/context';

/** POST /wps/game/launchGame: card games (PVP), real accounts only (see {@link launch}). */
export default defineHandler(launchGame, (context) => launch(context, 'pvp'));
