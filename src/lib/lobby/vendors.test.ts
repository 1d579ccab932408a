import { describe, expect, it } from 'vitest';
import type { Lane } from '../../contract/calls/games';
import { vendorName, vendorNames } from './vendors';

const lane = (gameType: string, cards: [string, string][]): Lane => ({
  title: gameType,
  gameType,
  gameClassify: [],
  cards: cards.map(([vassalage, displayName]) => ({ accountTypeId: 1, vassalage, displayName, gameType, isHot: 0, logo: null })),
});

describe('vendorNames', () => {
  it('names each vendor code as the menus do, the first category winning', () => {
    const names = vendorNames([
      lane('RNG', [
        ['PG', 'PG Soft'],
        ['JILI', 'JILI'],
      ]),
      lane('FISH', [['JILI', 'JILI Fishing']]),
    ]);
    expect(vendorName(names, 'PG')).toBe('PG Soft');
    expect(vendorName(names, 'JILI')).toBe('JILI');
  });

  it('shows an unknown code as it is, also without menus', () => {
    expect(vendorName(vendorNames(null), 'EVO')).toBe('EVO');
    expect(vendorName(vendorNames([]), 'constructor')).toBe('constructor');
  });
});
