import * as calls from '../../../src/contract/calls/lottery';
import { defineDomain } from '../domain';
import lotteryMenus from './lottery-menus';
import openedNumbers from './opened-numbers';
import popularLottery from './popular-lottery';
import recentLotteryMenus from './recent-lottery-menus';
import recentLotteryResults from './recent-lottery-results';
import vnNumbers from './vn-numbers';

/** The lottery calls the reference platform answers, the ones it does not (and why), and a request for each answered one (platform/handlers/contract.test.ts). */
export default defineDomain(calls, {
  handlers: { lotteryMenus, openedNumbers, popularLottery, recentLotteryMenus, recentLotteryResults, vnNumbers },
  unsupported: {},
  samples: {
    lotteryMenus: (['Lott', 'ZY', 'Elott', 'SEA'] as const).map((prizeMode) => ({ query: { prizeMode, device: 'WEB', language: 'TY' } })),
    openedNumbers: [{ query: { gameCode: 'TCG_LOTTO_VN_HANOI_LOTTERY', count: 10 } }],
    popularLottery: [{ query: { prizeMode: 'Lott', count: 20 } }],
    recentLotteryMenus: [{ token: 'SESSION', query: { prizeMode: 'Elott' } }],
    recentLotteryResults: [{ query: { prizeMode: 'Elott', recentCount: 100 } }],
    vnNumbers: [{ query: { count: 100 } }],
  },
});
