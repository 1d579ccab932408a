import type { Banner } from '../contract/calls/system';
import { safeLinkHref, safeLocalPath } from './routes/safe-path';

/** Where a clicked banner goes, by its link type (1 internal route, 2 https link), or null. */
export function bannerHref(banner: Pick<Banner, 'linkageType' | 'linkage'>): { url: string; external: boolean } | null {
  if (!banner.linkage) return null;
  if (banner.linkageType === 1) {
    const path = safeLocalPath(banner.linkage);
    return path ? { url: path, external: false } : null;
  }
  if (banner.linkageType === 2) {
    const link = safeLinkHref(banner.linkage);
    return link?.external ? link : null;
  }
  return null;
}

/**
 * The banners a signed-in player is shown (issue 34 item 12 (k)): those that advertise no
 * promotion, and those whose promotion they may join now (`joinable`, the deposit page's offers).
 * Unknown standing (null: the platform did not say) hides the promotion banners: an offer the
 * player may not get is worse than no banner.
 */
export function bannersForPlayer<B extends Pick<Banner, 'promotionId'>>(banners: readonly B[], joinable: ReadonlySet<number> | null): B[] {
  return banners.filter((banner) => banner.promotionId === null || (joinable?.has(banner.promotionId) ?? false));
}
