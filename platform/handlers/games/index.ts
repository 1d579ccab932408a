import { DOMAINS } from '../../../src/contract/calls';
import { defineDomain } from '../domain';
import addFavourite from './add-favourite';
import favouriteGames from './favourite-games';
import gameList from './game-list';
import gameMenus from './game-menus';
import hotGames from './hot-games';
import launchGame from './launch-game';
import launchThirdParty from './launch-third-party';
import popularGames from './popular-games';
import recentGames from './recent-games';
import removeFavourite from './remove-favourite';
import vassalageGames from './vassalage-games';
import winnerBoard from './winner-board';

/** The games domain as the contract groups it (the game menus' own file included). */
const calls = DOMAINS.games;

/** The games calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: {
    addFavourite,
    favouriteGames,
    gameList,
    gameMenus,
    hotGames,
    launchGame,
    launchThirdParty,
    popularGames,
    recentGames,
    removeFavourite,
    vassalageGames,
    winnerBoard,
  },
  unsupported: {},
  samples: {
    addFavourite: [{ token: 'SESSION', body: { nodeId: 'HB_LOBBY', vassalage: 'HB', gameType: 'RNG' } }],
    favouriteGames: [{ token: 'SESSION', query: { gameType: 'RNG', pageNo: 1, pageSize: 15 } }],
    gameList: [{ query: { gameType: 'RNG', vassalage: 'JILI', pageNo: 2 } }, { query: { gameType: 'LOTT', gameName: 'lotto', minBet: 0.05 } }],
    gameMenus: [{ query: { platform: 'html5-desktop', language: 'EN' } }],
    hotGames: [{}, { query: { gameType: 'FISH', isPlatform: 2 } }],
    launchGame: [
      async (t) => {
        const [game] = await t.platform.db.query<{ game_code: string; vendor: string }>("SELECT game_code, vendor FROM games WHERE game_type = 'PVP' LIMIT 1");
        return { token: 'SESSION', body: { gameType: 'PVP', vendor: game!.vendor, gameCode: game!.game_code } };
      },
    ],
    launchThirdParty: [{ token: 'SESSION', body: { gameType: 'RNG', vendor: 'HB', gameCode: 'HB_LOBBY', language: 'EN' } }],
    popularGames: [{ query: { count: 5 } }],
    recentGames: [{ token: 'SESSION' }, { token: 'SESSION', query: { gameType: 'RNG', clientType: 3 } }],
    removeFavourite: [{ token: 'SESSION', query: { nodeId: 'HB_LOBBY', vassalage: 'HB', gameType: 'RNG' } }],
    vassalageGames: [{ query: { vassalage: 'HB', gameType: 'RNG' } }],
    winnerBoard: [{ query: { gameCategory: 'ALL', limitNum: 50 } }],
  },
});
