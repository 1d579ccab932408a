import { describe, expect, it } from 'vitest';
import { boardOf, pageArrival } from './board';
import { reloadDelay } from './reload';
import { lotteryMenu } from './test-fakes';

describe('boardOf', () => {
  it("anchors every game of every menu at the answer's arrival, and the reload rule sees them all", () => {
    const board = boardOf(
      [lotteryMenu('SC', [{ gameCode: 'A', remainTime: 90, lockTime: 30 }]), lotteryMenu('VP', [{ gameCode: 'B', remainTime: 12 }])],
      5_000,
    );
    expect(board.menus.map((menu) => menu.gameMenuTag)).toEqual(['SC', 'VP']);
    expect(board.menus[0]!.items[0]).toMatchObject({ fewinTime: 65_000, drawAt: 95_000 });
    expect(board.items).toHaveLength(2);
    expect(reloadDelay(board, 5_000)).toBe(12_000);
  });
});

describe('pageArrival', () => {
  it("converts the navigation's response start to the page clock", () => {
    expect(pageArrival({ now: () => 2_500, getEntriesByType: () => [{ responseStart: 400 }] }, () => 1_000_000)).toBe(1_000_000 - 2_100);
  });

  it('is now without usable navigation timing', () => {
    expect(pageArrival({ now: () => 2_500, getEntriesByType: () => [] }, () => 7)).toBe(7);
    expect(pageArrival({ now: () => 100, getEntriesByType: () => [{ responseStart: 400 }] }, () => 7)).toBe(7);
    expect(pageArrival(undefined, () => 7)).toBe(7);
  });
});
