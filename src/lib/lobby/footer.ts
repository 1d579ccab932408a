import type { Lane } from '../../contract/calls/games';
import { vendorPath } from './nav';

/** docs/product.md §2 "Footer", §9: the vendor logo carousel has 10 slides. */
export const FOOTER_SLIDES = 10;

export interface VendorSlide {
  code: string;
  name: string;
  logo: string;
  /** The vendor's tab on the game page of the first category it appears in. */
  path: string;
}

/**
 * The footer carousel's slides: distinct vendors (a vendor such as JILI is in several
 * categories) that have a logo, at most `count`. Categories take turns (the first vendor of
 * each, then the second of each, …), so ten slides show the range of products rather than
 * ten slot studios.
 */
export function footerVendorSlides(lanes: readonly Lane[], count = FOOTER_SLIDES): VendorSlide[] {
  const slides = new Map<string, VendorSlide>();
  const longest = Math.max(0, ...lanes.map((lane) => lane.cards.length));
  for (let position = 0; position < longest; position += 1) {
    for (const lane of lanes) {
      const vendor = lane.cards[position];
      if (!vendor?.logo || slides.has(vendor.vassalage)) continue;
      slides.set(vendor.vassalage, { code: vendor.vassalage, name: vendor.displayName, logo: vendor.logo, path: vendorPath(lane.gameType, vendor) });
      if (slides.size >= count) return [...slides.values()];
    }
  }
  return [...slides.values()];
}
