import { describe, expect, it } from 'vitest';
import type { Lane, Vendor } from '../../contract/calls/games';
import { chunkColumns, DROPDOWN_MAX_VENDORS, navGameItems, vendorPath } from './nav';

const vendor = (code: string, isHot = 0): Vendor => ({
  accountTypeId: 1,
  vassalage: code,
  displayName: `Vendor ${code}`,
  gameType: 'RNG',
  isHot,
  logo: null,
});
const lane = (gameType: string, cards: Vendor[]): Lane => ({ title: gameType, gameType, cards, gameClassify: [] });
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('chunkColumns', () => {
  it('fills columns of ten, top to bottom', () => {
    expect(chunkColumns(numbers(23))).toEqual([numbers(10), numbers(20).slice(10), [21, 22, 23]]);
  });

  it('keeps at most 30 items in three columns', () => {
    const columns = chunkColumns(numbers(45));
    expect(columns).toHaveLength(3);
    expect(columns.flat()).toEqual(numbers(DROPDOWN_MAX_VENDORS));
  });

  it('gives no columns for no items', () => {
    expect(chunkColumns([])).toEqual([]);
  });

  it('honours other sizes', () => {
    expect(chunkColumns(numbers(5), 2, 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('vendorPath', () => {
  it('goes to the lowercased game type with the vendor as page', () => {
    expect(vendorPath('RNG', { vassalage: 'PG' })).toBe('/rng?page=PG');
    expect(vendorPath('COCKFIGHT', { vassalage: 'DS88' })).toBe('/cockfight?page=DS88');
  });

  it('encodes vendor codes', () => {
    expect(vendorPath('LIVE', { vassalage: 'A&B' })).toBe('/live?page=A%26B');
  });
});

describe('navGameItems', () => {
  it('links each category and lists its vendors with their hot flag', () => {
    const [slots, esports] = navGameItems([lane('RNG', [vendor('JILI', 1), vendor('FC')]), lane('ESPORTS', [])]);
    expect(slots).toEqual({
      gameType: 'RNG',
      path: '/rng',
      columns: [
        [
          { code: 'JILI', name: 'Vendor JILI', hot: true, path: '/rng?page=JILI' },
          { code: 'FC', name: 'Vendor FC', hot: false, path: '/rng?page=FC' },
        ],
      ],
    });
    expect(esports).toEqual({ gameType: 'ESPORTS', path: '/esports', columns: [] });
  });

  it('links the lottery category to /lottery, which is where its games are (there is no /lott)', () => {
    const [lottery] = navGameItems([lane('LOTT', [vendor('TCG_SEA')])]);
    expect(lottery?.path).toBe('/lottery');
    expect(lottery?.columns[0]?.[0]?.path).toBe('/lottery?page=TCG_SEA');
  });
});
