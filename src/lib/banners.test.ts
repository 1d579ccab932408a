import { describe, expect, it } from 'vitest';
import { bannersForPlayer } from './banners';

describe('bannersForPlayer', () => {
  const plain = { bannerId: 1, promotionId: null };
  const welcome = { bannerId: 2, promotionId: 7 };
  const reload = { bannerId: 3, promotionId: 8 };

  it('keeps banners without a promotion and those whose promotion the player may join', () => {
    expect(bannersForPlayer([plain, welcome, reload], new Set([8]))).toEqual([plain, reload]);
  });

  it('hides every promotion banner when the platform did not say what the player may join', () => {
    expect(bannersForPlayer([plain, welcome, reload], null)).toEqual([plain]);
  });
});
