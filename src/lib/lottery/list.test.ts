import { describe, expect, it } from 'vitest';
import { clockItem, type ClockedItem } from './clock';
import {
  drawsOn,
  emptyReason,
  lotteryStateParams,
  matchesName,
  parseLotteryState,
  visibleGames,
  weekdayOf,
  type LotteryListState,
  type ListSources,
} from './list';
import { lotteryItem } from './test-fakes';
import type { LotteryItem } from '../../contract/calls/lottery';

const clocked = (overrides: Partial<LotteryItem>): ClockedItem => clockItem(lotteryItem(overrides), 0);
const manila = clocked({ gameId: 1, gameCode: 'M', name: 'Manila Lotto 6/42', drawDayOfWeek: '1,3,5', isHot: 1 });
const mega = clocked({ gameId: 2, gameCode: 'G', name: 'Mega Lotto 6/45', drawDayOfWeek: '2,4,7' });
const hcm = clocked({ gameId: 3, gameCode: 'H', name: 'Hồ Chí Minh Lottery', gameMenuTag: 'VP', drawDayOfWeek: '2' });
const sources = (extra: Partial<ListSources> = {}): ListSources => ({
  menus: [
    { gameMenuTag: 'SC', items: [manila, mega] },
    { gameMenuTag: 'VP', items: [hcm, manila] },
  ],
  favourites: new Set(),
  recent: null,
  ...extra,
});
const state = (overrides: Partial<LotteryListState> = {}): LotteryListState => ({ menu: 'SC', list: '', day: 'all', name: '', ...overrides });
const codes = (entries: ClockedItem[]) => entries.map((entry) => entry.item.gameCode);

describe('lottery list state', () => {
  it('reads the query, falling back to the first menu, all games and every day', () => {
    const tags = ['SC', 'VP'];
    expect(parseLotteryState(new URLSearchParams('menu=VP&list=hot&day=2&name=%20mega%20'), tags)).toEqual({ menu: 'VP', list: 'hot', day: 2, name: 'mega' });
    expect(parseLotteryState(new URLSearchParams('menu=XX&list=nope&day=8'), tags)).toEqual({ menu: 'SC', list: '', day: 'all', name: '' });
    expect(parseLotteryState(new URLSearchParams(''), [])).toEqual({ menu: null, list: '', day: 'all', name: '' });
  });

  it('writes only what differs from the defaults', () => {
    const tags = ['SC', 'VP'];
    expect(lotteryStateParams(state(), tags)).toEqual([]);
    expect(lotteryStateParams(state({ menu: 'VP', day: 1, name: 'x' }), tags)).toEqual([
      ['menu', 'VP'],
      ['day', '1'],
      ['name', 'x'],
    ]);
    expect(lotteryStateParams(state({ menu: 'VP', list: 'fav' }), tags)).toEqual([['list', 'fav']]);
  });
});

describe('weekday filter (docs/product.md §9: Sunday 1 … Saturday 7)', () => {
  it('numbers the days from Sunday 1 and reads the comma-separated list', () => {
    expect(weekdayOf(new Date(2026, 10, 22))).toBe(1); // a Sunday
    expect(weekdayOf(new Date(2026, 10, 23))).toBe(2); // Monday
    expect(weekdayOf(new Date(2026, 10, 28))).toBe(7); // Saturday
    expect(drawsOn({ drawDayOfWeek: '1, 3,5' }, 3)).toBe(true);
    expect(drawsOn({ drawDayOfWeek: '1,3,5' }, 2)).toBe(false);
    expect(drawsOn({ drawDayOfWeek: '13' }, 1)).toBe(false);
    expect(drawsOn({ drawDayOfWeek: '' }, 'all')).toBe(true);
  });

  it("shows only the menu's games that draw on the day, and says when none do", () => {
    expect(codes(visibleGames(state({ day: 2 }), sources()))).toEqual(['G']);
    expect(codes(visibleGames(state({ day: 6 }), sources()))).toEqual([]);
    expect(emptyReason(state({ day: 6 }), sources())).toBe('day');
  });
});

describe('search and lists', () => {
  it('searches names without case or accents', () => {
    expect(matchesName(hcm.item, 'ho chi')).toBe(true);
    expect(matchesName(mega.item, 'LOTTO 6/45')).toBe(true);
    expect(codes(visibleGames(state({ menu: 'VP', name: 'manila' }), sources()))).toEqual(['M']);
    expect(emptyReason(state({ name: 'zzz' }), sources())).toBe('name');
    expect(emptyReason(state({ name: 'zzz', day: 6 }), sources())).toBe('name');
    // Mega draws Monday, Wednesday and Saturday: searched for on a Sunday, the day is why.
    expect(emptyReason(state({ name: 'mega', day: 1 }), sources())).toBe('day');
  });

  it('lists hot games and favourites once each across menus', () => {
    expect(codes(visibleGames(state({ list: 'hot' }), sources()))).toEqual(['M']);
    expect(codes(visibleGames(state({ list: 'fav' }), sources({ favourites: new Set([3, 1]) })))).toEqual(['M', 'H']);
    expect(emptyReason(state({ list: 'fav' }), sources())).toBe('list');
  });

  it("lists recent games newest first, with the menus' fresher clocks where the game is listed", () => {
    const staleMega = clockItem(lotteryItem({ gameId: 2, gameCode: 'G', name: 'Mega Lotto 6/45' }), -60_000);
    const gone = clocked({ gameId: 9, gameCode: 'Z', name: 'Old game' });
    const shown = visibleGames(state({ list: 'recent' }), sources({ recent: [staleMega, gone] }));
    expect(shown).toEqual([mega, gone]);
    expect(visibleGames(state({ list: 'recent' }), sources())).toEqual([]);
  });
});
