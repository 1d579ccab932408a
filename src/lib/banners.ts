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
