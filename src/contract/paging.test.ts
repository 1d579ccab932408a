import { describe, expect, it } from 'vitest';
import { pageNumberOf } from './paging';

describe('paging', () => {
  it("reads a page number from an address (the points mall's `?entries=`), the first for anything but a whole number from 1", () => {
    expect([pageNumberOf('3'), pageNumberOf(null), pageNumberOf(''), pageNumberOf('0'), pageNumberOf('-2'), pageNumberOf('2.5'), pageNumberOf('x')]).toEqual([
      3, 1, 1, 1, 1, 1, 1,
    ]);
    expect([pageNumberOf('100000'), pageNumberOf('100001'), pageNumberOf('1e3')]).toEqual([100_000, 1, 1]);
  });
});
