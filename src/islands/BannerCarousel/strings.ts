/** The catalogue keys of the banner carousel. */
export const BANNER_CAROUSEL_KEYS = {
  /** The shell's name for the banner region, which other pages' tests also find it by. */
  label: 'home.bannersLabel',
  show: 'lobby.banner.show',
  pause: 'lobby.banner.pause',
  play: 'lobby.banner.play',
} as const;

export type BannerCarouselStrings = Record<keyof typeof BANNER_CAROUSEL_KEYS, string>;

/** A banner as the carousel shows it: its link already resolved and localised on the server. */
export interface CarouselSlide {
  id: string;
  src: string;
  alt: string;
  /** Null when the banner has no (valid) link type. */
  href: string | null;
  external: boolean;
}
