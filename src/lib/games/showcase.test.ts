import { describe, expect, it } from 'vitest';
import type { Lane, Vendor } from '../../contract/calls/games';
import { HOT, showcaseCategories } from './showcase';

const vendor = (vassalage: string, gameType: string, isHot = 0): Vendor => ({
  accountTypeId: vassalage,
  vassalage,
  displayName: vassalage,
  gameType,
  isHot,
  logo: null,
});
const lane = (gameType: string, cards: Vendor[]): Lane => ({ title: gameType, gameType, cards, gameClassify: [] });

describe('login popup showcase', () => {
  it('puts Hot first with every hot vendor once, then each category that has vendors', () => {
    const categories = showcaseCategories(
      [lane('RNG', [vendor('PG', 'RNG', 1), vendor('JDB', 'RNG')]), lane('LIVE', [vendor('EVO', 'LIVE', 1)]), lane('ESPORTS', [])],
      'Hot',
    );
    expect(categories.map((category) => category.key)).toEqual([HOT, 'RNG', 'LIVE']);
    expect(categories[0]?.vendors.map((v) => v.vassalage)).toEqual(['PG', 'EVO']);
  });

  it('leaves Hot out when nothing is hot', () => {
    expect(showcaseCategories([lane('RNG', [vendor('JDB', 'RNG')])], 'Hot').map((c) => c.key)).toEqual(['RNG']);
  });
});
