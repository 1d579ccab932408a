import { describe, expect, it } from 'vitest';
import { asMinorUnits } from '../../contract/money';
import type { VipLevel } from '../../contract/calls/member';
import { VIP_COLUMNS, formatPercent, levelOfMember, nextLevel, vipRows } from './vip';

const level = (
  rankLevel: number,
  name: string,
  amounts: { deposit: number; rebate: number; limit: number; count: number },
  vipService = rankLevel > 4,
): VipLevel => ({
  rankLevel,
  labelName: name,
  name,
  // Amounts below are in pesos; the levels carry minor units (centavos).
  requirements: { cumulativeDeposit: asMinorUnits(amounts.deposit * 100), turnover: asMinorUnits(amounts.deposit * 5 * 100) },
  benefits: {
    upgradeBonus: asMinorUnits(rankLevel * 100 * 100),
    birthdayBonus: asMinorUnits(rankLevel * 5050),
    weeklyRebatePercent: amounts.rebate,
    dailyWithdrawalLimit: asMinorUnits(amounts.limit * 100),
    dailyWithdrawalCount: amounts.count,
    vipService,
  },
});

const LEVELS = [
  level(5, 'Diamond', { deposit: 150000, rebate: 0.8, limit: 1000000, count: 10 }),
  level(1, 'Bronze', { deposit: 0, rebate: 0.3, limit: 50000, count: 3 }),
  level(2, 'Silver', { deposit: 5000, rebate: 0.4, limit: 100000, count: 5 }),
];
const EN = { localeTag: 'en', currency: 'PHP', yes: 'Yes', no: 'No' };

describe('the VIP comparison table', () => {
  it('has a row per level, lowest rank first, with money, percentages and counts in the page locale', () => {
    const rows = vipRows(LEVELS, null, EN);
    expect(rows.map((row) => row.name)).toEqual(['Bronze', 'Silver', 'Diamond']);
    expect(rows[2]).toEqual({
      rankLevel: 5,
      name: 'Diamond',
      current: false,
      cells: ['₱150,000.00', '₱750,000.00', '₱500.00', '₱252.50', '0.8%', '₱1,000,000.00', '10', 'Yes'],
    });
    expect(rows[0]?.cells[0]).toBe('₱0.00');
    expect(rows[0]?.cells.at(-1)).toBe('No');
  });

  it('has one cell per column', () => {
    for (const row of vipRows(LEVELS, null, EN)) expect(row.cells).toHaveLength(VIP_COLUMNS.length);
  });

  it('follows the locale and the currency the platform names', () => {
    const [bronze] = vipRows(LEVELS, null, { localeTag: 'de', currency: 'EUR', yes: 'Ja', no: 'Nein' });
    expect(bronze?.cells[5]).toBe('50.000,00\u00a0€');
    expect(bronze?.cells[4]).toBe('0,3\u00a0%');
    const [plain] = vipRows(LEVELS, null, { ...EN, currency: null });
    expect(plain?.cells[5]).toBe('50,000.00');
  });

  it("marks only the viewer's level", () => {
    expect(vipRows(LEVELS, 2, EN).map((row) => row.current)).toEqual([false, true, false]);
    expect(vipRows(LEVELS, 9, EN).some((row) => row.current)).toBe(false);
  });

  it('shows rebates with one or two decimals', () => {
    expect(formatPercent(1.2, 'en')).toBe('1.2%');
    expect(formatPercent(0.25, 'en')).toBe('0.25%');
    expect(formatPercent(1, 'fil')).toBe('1.0%');
  });
});

describe("the viewer's level", () => {
  it('is the level at their club rank, and the next one is the next rank up', () => {
    const silver = levelOfMember(LEVELS, { rankLevel: 2 });
    expect(silver?.name).toBe('Silver');
    expect(nextLevel(LEVELS, silver!)?.name).toBe('Diamond');
    expect(nextLevel(LEVELS, LEVELS[0]!)).toBeNull();
  });

  it('is none without a club label or with a rank the platform does not list', () => {
    expect(levelOfMember(LEVELS, null)).toBeNull();
    expect(levelOfMember(LEVELS, { rankLevel: 3 })).toBeNull();
  });
});
