import type { LotteryItem, LotteryMenu } from '../../contract/calls/lottery';

/** A lottery item as the contract's schema outputs it, for tests. */
export function lotteryItem(overrides: Partial<LotteryItem> = {}): LotteryItem {
  return {
    gameId: 1,
    gameCode: 'SEA_642',
    vendor: 'TCG_SEA',
    gameType: 'LOTT',
    name: 'Manila Lotto 6/42',
    gameMenuTag: 'SC',
    remark: null,
    numero: '20261121-001',
    remainTime: 300,
    lockTime: 30,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: null,
    lastNumbers: null,
    isHot: 0,
    image: null,
    defaultPlayType: null,
    ...overrides,
  };
}

export function lotteryMenu(gameMenuTag: string, items: Partial<LotteryItem>[]): LotteryMenu {
  return { gameMenuTag, remark: gameMenuTag, gameMenus: items.map((item) => lotteryItem({ gameMenuTag, ...item })) };
}
