import type { Banner } from '../contract/calls/system';
import { safeLocalPath } from './routes/safe-path';

/** Where a clicked banner goes, by its link type (1 internal route, 2 https link), or null. */
export function bannerHref(banner: Pick<Banner, 'linkageType' | 'linkage'>): { url: string; external: boolean } | null {
  if (!banner.linkage) return null;
  if (banner.linkageType === 1) {
    const path = safeLocalPath(banner.linkage);
    return path ? { url: path, external: false } : null;
  }
  if (banner.linkageType === 2) {
    try {
      const url = new URL(banner.linkage);
      return url.protocol === 'https:' ? { url: url.href, external: true } : null;
    } catch {
      return null;
    }
  }
  return null;
}
