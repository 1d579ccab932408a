import { launchThirdParty } from '../../../src/contract/calls/games';
import { launch } from '../../games/launch';
import { defineHandler } from '../../http/context';

/** POST /wps/game/launch: any game but the card games (see {@link launch}). */
export default defineHandler(launchThirdParty, (context) => launch(context, 'thirdParty'));
