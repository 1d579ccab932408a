import { describe, expect, it } from 'vitest';
import { isRealAccount, isVipRank, showsAgentItem } from './roles';

describe('roles (docs/product.md §6)', () => {
  it('shows the Agent item for types 1, 2, 4, 41 and 42 only', () => {
    expect([1, 2, 4, 41, 42].every(showsAgentItem)).toBe(true);
    expect([0, 3, 5, 40, 43].some(showsAgentItem)).toBe(false);
    expect(showsAgentItem(undefined)).toBe(false);
  });

  it('treats type 4 as a trial account and every other type as real', () => {
    expect(isRealAccount(4)).toBe(false);
    expect([0, 1, 2, 41, 42].every(isRealAccount)).toBe(true);
  });

  it('gives VIP service above rank level 4', () => {
    expect(isVipRank(5)).toBe(true);
    expect(isVipRank(4)).toBe(false);
    expect(isVipRank(null)).toBe(false);
  });
});
