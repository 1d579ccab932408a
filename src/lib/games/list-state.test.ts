import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  classifyOptions,
  goToPage,
  parseListState,
  SEAMLESS_KEYS,
  selectListType,
  selectVendor,
  serialiseListState,
  type ListContext,
} from './list-state';

const card = (vassalage: string) => ({ accountTypeId: 1, vassalage, displayName: vassalage, gameType: 'RNG', isHot: 0, logo: null });
const context: ListContext = {
  cards: [card('JILI'), card('PG'), card('HB')],
  gameClassify: [
    { name: 'Video Slots', vendors: ['JILI', 'PG', 'HB'] },
    { name: 'Jackpot', vendors: ['JILI', 'HB'] },
    { name: 'Buy Feature', vendors: ['PG'] },
  ],
};
const parse = (query: string) => parseListState(new URLSearchParams(query), context);

describe('parseListState', () => {
  it("defaults to page 1 of the first vendor's filtered list", () => {
    expect(parse('')).toEqual({ vendor: 'JILI', type: '', name: '', classify: '', minBet: null, pageNo: 1 });
  });

  it('reads every filter, `page` selecting the vendor tab (docs/product.md §2)', () => {
    expect(parse('page=PG&type=hot&name=%20Fortune%20&classify=Buy+Feature&minBet=0.05&pageNo=3')).toEqual({
      vendor: 'PG',
      type: 'hot',
      name: 'Fortune',
      classify: 'Buy Feature',
      minBet: 0.05,
      pageNo: 3,
    });
  });

  it('drops what the category does not have: unknown vendor, type, classification, bet and pages', () => {
    expect(parse('page=NOPE&type=all&classify=Buy+Feature&minBet=2&pageNo=-1')).toEqual({
      vendor: 'JILI',
      type: '',
      name: '',
      classify: '', // Buy Feature does not list JILI
      minBet: null,
      pageNo: 1,
    });
    expect(parse('pageNo=2.5').pageNo).toBe(1);
  });

  it('has no vendor for a category without vendors (ESPORTS)', () => {
    expect(parseListState(new URLSearchParams('page=X'), { cards: [], gameClassify: [] }).vendor).toBe('');
  });
});

describe('serialiseListState', () => {
  it('leaves defaults out, so the plain category URL is the default list', () => {
    expect(serialiseListState(parse(''), context)).toBe('');
  });

  it('round-trips every filter', () => {
    const query = '?page=PG&type=fav&name=Fortune+Ox&classify=Buy+Feature&minBet=0.5&pageNo=2';
    const state = parse(query.slice(1));
    expect(serialiseListState(state, context)).toBe(query);
    expect(parse(serialiseListState(state, context).slice(1))).toEqual(state);
  });

  it('on /seamless keeps the category in `type` and moves the list type to `list`', () => {
    const state = parseListState(new URLSearchParams('type=LIVE&list=hot&pageNo=2'), context, SEAMLESS_KEYS);
    expect(state.type).toBe('hot');
    expect(serialiseListState(state, context, SEAMLESS_KEYS, { type: 'LIVE' })).toBe('?type=LIVE&list=hot&pageNo=2');
  });
});

describe('the reset rules (docs/product.md §4)', () => {
  const deep = parse('page=HB&type=hot&classify=Jackpot&minBet=0.1&pageNo=4&name=gold');

  it('a vendor goes to page 1 of the filtered list and keeps a classification it has', () => {
    expect(selectVendor(deep, context, 'JILI')).toMatchObject({ vendor: 'JILI', type: '', pageNo: 1, classify: 'Jackpot', name: 'gold', minBet: 0.1 });
    expect(selectVendor(deep, context, 'PG').classify).toBe('');
  });

  it('search, classification or minimum bet go to page 1 of the filtered list', () => {
    expect(applyFilters(deep, { name: '  lucky ', classify: '', minBet: 0.75 })).toMatchObject({
      name: 'lucky',
      classify: '',
      minBet: 0.75,
      type: '',
      pageNo: 1,
      vendor: 'HB',
    });
  });

  it('a list type goes to its page 1; paging keeps everything else', () => {
    expect(selectListType(deep, 'recent')).toMatchObject({ type: 'recent', pageNo: 1, vendor: 'HB' });
    expect(goToPage(deep, 7)).toEqual({ ...deep, pageNo: 7 });
    expect(goToPage(deep, 0).pageNo).toBe(1);
  });
});

describe('classifyOptions', () => {
  it('lists the classifications that name the vendor', () => {
    expect(classifyOptions(context, 'PG')).toEqual(['Video Slots', 'Buy Feature']);
    expect(classifyOptions(context, 'HB')).toEqual(['Video Slots', 'Jackpot']);
  });
});
