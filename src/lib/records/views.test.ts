import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BetRow, BonusRow } from '../../contract/calls/records';
import { asMinorUnits } from '../../contract/money';
import { betColumns, bonusColumns } from './views';

const t = ((key: string, options?: { defaultValue?: string }) =>
  key.startsWith('nav.gameType.') ? (options?.defaultValue ?? key) : key) as unknown as TFunction;
const context = { t, localeTag: 'en-PH', timeZone: 'Asia/Manila', currency: 'PHP' };
const m = asMinorUnits;

const bet: BetRow = {
  id: 'b1',
  source: 'GAME',
  gameCode: 'G',
  gameName: 'Lucky, "7s"',
  vendor: 'JILI',
  gameType: 'RNG',
  stake: m(1000),
  validBet: m(1000),
  win: m(0),
  net: m(-1000),
  status: 'SETTLED',
  placedAt: '2026-03-31T16:30:00.000Z',
};

describe("the records' columns", () => {
  it('give the screen money in the locale and the CSV plain decimals, one column list for both', () => {
    const columns = betColumns(context);
    const byKey = Object.fromEntries(columns.map((column) => [column.key, column]));
    expect(columns.map((column) => column.key)).toEqual(['placedAt', 'game', 'vendor', 'gameType', 'stake', 'validBet', 'win', 'net', 'status']);
    expect(byKey['net']!.screen(bet)).toBe('-₱10.00');
    expect(byKey['net']!.csv(bet)).toBe('-10.00');
    expect(byKey['status']!.screen(bet)).toBe('records.bets.statuses.SETTLED');
  });

  it("write times in the player's zone: 16:30 UTC is the next day's 00:30 in Manila", () => {
    expect(betColumns(context)[0]!.screen(bet)).toMatch(/^Apr 1, 2026/);
    expect(betColumns({ ...context, timeZone: 'UTC' })[0]!.screen(bet)).toMatch(/^Mar 31, 2026/);
  });

  it('round bonus progress down to whole percent, never 100 % before the turnover is played', () => {
    const progress = bonusColumns(context).find((column) => column.key === 'progress')!;
    const bonus = (played: number): BonusRow => ({
      id: '1',
      source: 's',
      bonus: m(20000),
      required: m(200000),
      played: m(played),
      status: 'ACTIVE',
      startsAt: bet.placedAt,
      expiresAt: null,
    });
    expect(progress.screen(bonus(199999))).toBe('99%');
    expect(progress.screen(bonus(200000))).toBe('100%');
    expect(progress.screen(bonus(0))).toBe('0%');
  });

  it("show an expired bonus's deadline in the player's zone, and say when a bonus has none", () => {
    const columns = bonusColumns(context);
    const expiresAt = columns.find((column) => column.key === 'expiresAt')!;
    const status = columns.find((column) => column.key === 'status')!;
    const expired: BonusRow = {
      id: '2',
      source: 'deposit-bonus:DP1',
      bonus: m(10000),
      required: m(100000),
      played: m(30000),
      status: 'EXPIRED',
      startsAt: '2026-09-01T02:00:00.000Z',
      expiresAt: '2026-10-01T02:00:00.000Z',
    };
    expect(columns.map((column) => column.key).slice(0, 2)).toEqual(['startsAt', 'expiresAt']);
    expect(expiresAt.screen(expired)).toMatch(/^Oct 1, 2026, 10:00/);
    expect(status.screen(expired)).toBe('records.bonuses.statuses.EXPIRED');
    expect(expiresAt.screen({ ...expired, expiresAt: null })).toBe('records.bonuses.noDeadline');
  });
});
