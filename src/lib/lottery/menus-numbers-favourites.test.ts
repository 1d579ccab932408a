import { describe, expect, it } from 'vitest';
import { forAudience, menusForPage, showsMenuArrows, visibleTypeCodes } from './menus';
import { displayNumbers } from './numbers';
import { favouritesKey, readFavourites, toggleFavourite, writeFavourites } from './favourites';
import { lotteryMenu } from './test-fakes';

describe('type-code menus (docs/product.md §6, §9)', () => {
  it('shows AC only to member types 1, 2, 41 and 42, and BG only when TY is supported', () => {
    expect(visibleTypeCodes({ memberType: null, tySupported: true })).toEqual(['SC', 'VP', 'TG', 'JP', 'BG']);
    expect(visibleTypeCodes({ memberType: 0, tySupported: false })).toEqual(['SC', 'VP', 'TG', 'JP']);
    expect(visibleTypeCodes({ memberType: 4, tySupported: true })).not.toContain('AC');
    for (const type of [1, 2, 41, 42]) expect(visibleTypeCodes({ memberType: type, tySupported: true })).toEqual(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
  });

  it("splits the games between /lottery and /vnlottery, drops unknown and empty menus, keeps the platform's order", () => {
    const menus = [
      lotteryMenu('VP', [
        { gameCode: 'VN1', vendor: 'TCG_LOTTO_VN' },
        { gameCode: 'S1', vendor: 'TCG_SEA' },
      ]),
      lotteryMenu('SC', [{ gameCode: 'S2', vendor: 'TCG_SEA' }]),
      lotteryMenu('XX', [{ gameCode: 'S3', vendor: 'TCG_SEA' }]),
      lotteryMenu('AC', [{ gameCode: 'A1', vendor: 'TCG_SEA' }]),
    ];
    const lottery = menusForPage(menus, 'lottery');
    expect(lottery.map((menu) => [menu.gameMenuTag, menu.gameMenus.map((item) => item.gameCode)])).toEqual([
      ['VP', ['S1']],
      ['SC', ['S2']],
      ['AC', ['A1']],
    ]);
    expect(menusForPage(menus, 'vnlottery').map((menu) => menu.gameMenuTag)).toEqual(['VP']);
    expect(forAudience(lottery, { memberType: 0, tySupported: true }).map((menu) => menu.gameMenuTag)).toEqual(['VP', 'SC']);
    expect(forAudience(lottery, { memberType: 41, tySupported: true }).map((menu) => menu.gameMenuTag)).toEqual(['VP', 'SC', 'AC']);
  });

  it('puts arrows beside the tabs above 7', () => {
    expect(showsMenuArrows(7)).toBe(false);
    expect(showsMenuArrows(8)).toBe(true);
  });
});

describe('displayNumbers (docs/product.md §9: at most 6 digits)', () => {
  it("splits the vendor's text into numbers, each to its last six digits", () => {
    expect(displayNumbers('3 8 1')).toEqual(['3', '8', '1']);
    expect(displayNumbers('05,12, 33|41')).toEqual(['05', '12', '33', '41']);
    expect(displayNumbers('12345678')).toEqual(['345678']);
    expect(displayNumbers('123456 Big')).toEqual(['123456', 'Big']);
    expect(displayNumbers(null)).toEqual([]);
    expect(displayNumbers('  ')).toEqual([]);
  });
});

describe('favourites in local storage, per username', () => {
  const storage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      data,
    };
  };

  it("keeps each player's favourites under a key with their username, and none for a guest", () => {
    const store = storage();
    writeFavourites(store, 'ana', toggleFavourite(new Set(), 7));
    writeFavourites(store, 'ben', new Set([8, 9]));
    expect(store.data.get(favouritesKey('ana'))).toBe('[7]');
    expect(favouritesKey('ana')).toContain('ana');
    expect([...readFavourites(store, 'ana')]).toEqual([7]);
    expect([...readFavourites(store, 'ben')]).toEqual([8, 9]);
    expect(readFavourites(store, null).size).toBe(0);
    writeFavourites(store, 'ana', toggleFavourite(new Set([7]), 7));
    expect(store.data.has(favouritesKey('ana'))).toBe(false);
  });

  it('treats missing, broken or blocked storage as no favourites', () => {
    const store = storage();
    store.setItem(favouritesKey('ana'), '{not json');
    expect(readFavourites(store, 'ana').size).toBe(0);
    store.setItem(favouritesKey('ana'), '[1,"x",2.5,3]');
    expect([...readFavourites(store, 'ana')]).toEqual([1, 3]);
    expect(readFavourites(null, 'ana').size).toBe(0);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readFavourites(blocked, 'ana').size).toBe(0);
    expect(() => writeFavourites(blocked, 'ana', new Set([1]))).not.toThrow();
  });
});
