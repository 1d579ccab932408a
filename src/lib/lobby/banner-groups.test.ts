import { describe, expect, it } from 'vitest';
import { BANNERS } from '../../../platform/seed/content';
import { BANNER_GROUPS, bannerGroupFor } from './banner-groups';

describe('bannerGroupFor', () => {
  it('maps the pages of docs/product.md §2 to their groups', () => {
    expect(bannerGroupFor('/')).toBe('home');
    expect(bannerGroupFor('/rng')).toBe('slots');
    expect(bannerGroupFor('/cockfight')).toBe('cockfight');
    expect(bannerGroupFor('/register')).toBe('w_register');
  });

  it('has no group for other pages', () => {
    expect(bannerGroupFor('/vip')).toBeNull();
    expect(bannerGroupFor('toString')).toBeNull();
  });

  it('names every group the reference platform seeds banners for', () => {
    const known = new Set<string>(Object.values(BANNER_GROUPS));
    for (const banner of BANNERS) expect(known, banner.groupName).toContain(banner.groupName);
  });
});
