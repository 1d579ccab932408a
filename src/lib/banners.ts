import type { Banner } from './platform/calls/system';

/** Where a clicked banner goes, by its link type (1 internal route, 2 https link), or null. */
export function bannerHref(banner: Pick<Banner, 'linkageType' | 'linkage'>): { url: string; external: boolean } | null {
  if (!banner.linkage) return null;
  if (banner.linkageType === 1 && banner.linkage.startsWith('/') && !banner.linkage.startsWith('//')) {
    return { url: banner.linkage, external: false };
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
