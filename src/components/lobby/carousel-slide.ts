/** A banner as the carousel shows it: its link already resolved and localised on the server. */
export interface CarouselSlide {
  id: string;
  src: string;
  alt: string;
  /** Null when the banner has no (valid) link type. */
  href: string | null;
  external: boolean;
}
