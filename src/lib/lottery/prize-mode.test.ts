import { describe, expect, it } from 'vitest';
import { PRIZE_MODES } from '../../contract/calls/lottery';
import { prizeModeFor } from './prize-mode';

const lane = (gameType: string, vendors: string[]) => ({
  gameType,
  cards: vendors.map((vassalage) => ({ vassalage, accountTypeId: 0, displayName: vassalage, gameType, isHot: 0, logo: null })),
});

describe('prizeModeFor (docs/product.md §4)', () => {
  it('is Elott when the e-lottery lane has a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeModeFor([lane('RNG', ['JILI']), lane('ELOTT', ['TCG_KENO', 'TCG_LOTTO_VN'])])).toBe('Elott');
    expect(prizeModeFor([lane('ELOTT', ['LOTT'])])).toBe('Elott');
  });

  it("is Lott otherwise, or when the menus are missing, and always one of the contract's modes", () => {
    expect(prizeModeFor([lane('ELOTT', ['TCG_KENO']), lane('LOTT', ['TCG_LOTTO_VN'])])).toBe('Lott');
    expect(prizeModeFor([])).toBe('Lott');
    expect(prizeModeFor(null)).toBe('Lott');
    expect(PRIZE_MODES).toContain(prizeModeFor(null));
    expect(PRIZE_MODES).toContain(prizeModeFor([lane('ELOTT', ['LOTT'])]));
  });
});
