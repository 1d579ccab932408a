import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '../seed/lottery-games';
import { drawNumbers, fitsFormat, payoutMinor, sumPayouts, writeNumbers, type GameRules } from './rules';

const game = (code: string): GameRules => LOTTERY_GAMES.find((entry) => entry.gameCode === code)!;
const sequence = (values: number[]) => {
  let index = 0;
  return (bound: number) => values[index++]! % bound;
};

describe('lottery rules', () => {
  it('draws numbers that fit the format: digits may repeat, lotto numbers may not', () => {
    const vn = game('TCG_LOTTO_VN_HANOI_LOTTERY');
    expect(drawNumbers(vn.draw, sequence([3, 3, 3, 3, 3]))).toEqual([3, 3, 3, 3, 3]);
    const lotto = game('TCG_SEA_MANILA_LOTTO_6_42');
    const numbers = drawNumbers(lotto.draw, sequence([0, 0, 0, 0, 0, 0]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 0; i < 200; i++)
      expect(
        fitsFormat(
          drawNumbers(lotto.draw, (bound) => Math.floor(Math.random() * bound)),
          lotto.draw,
        ),
      ).toBe(true);
    expect(fitsFormat([1, 1, 2, 3, 4, 5], lotto.draw)).toBe(false);
    expect(fitsFormat([0, 1, 2, 3, 4, 5], lotto.draw)).toBe(false);
    expect(fitsFormat([1, 2, 3, 4, 5], lotto.draw)).toBe(false);
  });

  it('writes numbers as the vendor does', () => {
    expect(writeNumbers([3, 8, 1], game('TCG_SEA_CEBU_SWERTRES').draw)).toBe('3 8 1');
    expect(writeNumbers([7, 12, 33, 40, 41, 42], game('TCG_SEA_MANILA_LOTTO_6_42').draw)).toBe('07 12 33 40 41 42');
  });

  it('pays the VN ending, the Thai three top and Swertres on the last digits in order', () => {
    expect(payoutMinor(game('TCG_LOTTO_VN_HANOI_LOTTERY'), [4, 2], [1, 7, 3, 4, 2], 100n)).toBe(9_000n);
    expect(payoutMinor(game('TCG_LOTTO_VN_HANOI_LOTTERY'), [2, 4], [1, 7, 3, 4, 2], 100n)).toBe(0n);
    expect(payoutMinor(game('TCG_LOTTO_TH_CHIANG_MAI_DAILY'), [5, 0, 9], [1, 2, 3, 5, 0, 9], 10n)).toBe(9_000n);
    expect(payoutMinor(game('TCG_SEA_CEBU_SWERTRES'), [3, 8, 1], [3, 8, 1], 100n)).toBe(45_000n);
  });

  it('pays the PK10 winner, Fast 3 sums by their odds, and lotto and keno by matches', () => {
    expect(payoutMinor(game('TCG_PK10_PK10_ONE_MINUTE'), [7], [7, 1, 2, 3, 4, 5, 6, 8, 9, 10], 100n)).toBe(950n);
    expect(payoutMinor(game('TCG_PK10_PK10_ONE_MINUTE'), [1], [7, 1, 2, 3, 4, 5, 6, 8, 9, 10], 100n)).toBe(0n);
    expect(payoutMinor(game('TCG_FAST3_FAST_3_ONE_MINUTE'), [3], [1, 1, 1], 100n)).toBe(20_520n);
    expect(payoutMinor(game('TCG_FAST3_FAST_3_ONE_MINUTE'), [10], [3, 3, 4], 100n)).toBe(760n);
    expect(payoutMinor(game('TCG_FAST3_FAST_3_ONE_MINUTE'), [11], [3, 3, 4], 100n)).toBe(0n);
    const lotto = game('TCG_SEA_MANILA_LOTTO_6_42');
    expect(payoutMinor(lotto, [1, 2, 3, 10, 11, 12], [1, 2, 3, 4, 5, 6], 100n)).toBe(500n);
    expect(payoutMinor(lotto, [1, 2, 10, 11, 12, 13], [1, 2, 3, 4, 5, 6], 100n)).toBe(0n);
    expect(payoutMinor(lotto, [1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1], 1n)).toBe(1_000_000n);
  });

  it('prices Fast 3 sums at 95% of the fair odds', () => {
    const payouts = sumPayouts(3, 6);
    expect(Object.keys(payouts)).toHaveLength(16);
    const ways: Record<number, number> = { 3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
    for (const [sum, count] of Object.entries(ways)) {
      expect(payouts[sum]).toBe(Math.floor((95 * 216) / count));
      expect(payouts[String(21 - Number(sum))]).toBe(payouts[sum]);
    }
  });
});
