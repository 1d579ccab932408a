import { describe, expect, it } from 'vitest';
import { parseSelection, resolveSelection, selectionHref } from './selection';
import { lotteryMenu } from './test-fakes';

const lanes = [
  {
    gameType: 'ELOTT',
    title: 'E-Lottery',
    cards: [{ vassalage: 'TCG_LOTTO_VN', accountTypeId: 0, displayName: 'VN Lottery', gameType: 'ELOTT', isHot: 1, logo: null }],
    gameClassify: [],
  },
];

describe('the selected lottery game', () => {
  it('reads gameCode, vendor and playType from the query, and nothing without a gameCode', () => {
    expect(parseSelection(new URLSearchParams('gameCode=SEA_642&vendor=TCG_SEA&playType=PICK_6'))).toEqual({
      gameCode: 'SEA_642',
      vendor: 'TCG_SEA',
      playType: 'PICK_6',
    });
    expect(parseSelection(new URLSearchParams('gameCode=%20X%20'))).toEqual({ gameCode: 'X', vendor: null, playType: null });
    expect(parseSelection(new URLSearchParams('vendor=TCG_SEA'))).toBeNull();
    expect(parseSelection(new URLSearchParams(`gameCode=${'x'.repeat(65)}`))).toBeNull();
  });

  it("takes the lane and name from the menus, else the lane from the vendor's card, else LOTT", () => {
    const menus = [lotteryMenu('SC', [{ gameCode: 'SEA_642', vendor: 'TCG_SEA', gameType: 'LOTT', name: 'Manila Lotto 6/42', defaultPlayType: 'PICK_6' }])];
    expect(resolveSelection({ gameCode: 'SEA_642', vendor: null, playType: null }, menus, lanes)).toEqual({
      gameCode: 'SEA_642',
      vendor: 'TCG_SEA',
      gameType: 'LOTT',
      playType: 'PICK_6',
      name: 'Manila Lotto 6/42',
    });
    expect(resolveSelection({ gameCode: 'VN_HN', vendor: 'TCG_LOTTO_VN', playType: '2D' }, [], lanes)).toMatchObject({
      gameType: 'ELOTT',
      playType: '2D',
      name: null,
    });
    expect(resolveSelection({ gameCode: 'Q', vendor: 'TCG_SEA', playType: null }, [], null)).toMatchObject({ gameType: 'LOTT' });
    expect(resolveSelection({ gameCode: 'Q', vendor: null, playType: null }, [], lanes)).toBeNull();
  });

  it('links a card to the page with the game and the list state', () => {
    expect(selectionHref('/en/lottery', { gameCode: 'SEA_642', vendor: 'TCG_SEA', defaultPlayType: 'PICK_6' }, [['day', '2']])).toBe(
      '/en/lottery?gameCode=SEA_642&vendor=TCG_SEA&playType=PICK_6&day=2',
    );
    expect(selectionHref('/vnlottery', { gameCode: 'VN_HN', vendor: 'TCG_LOTTO_VN', defaultPlayType: null }, [])).toBe(
      '/vnlottery?gameCode=VN_HN&vendor=TCG_LOTTO_VN',
    );
  });
});
