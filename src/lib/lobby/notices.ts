/**
 * The notice bar's logic (docs/product.md §2 "Notice bar"): moving between notices in the notice modal,
 * and how long one pass of the scrolling titles takes.
 */

/** The notice `delta` away from `index`, or null past either end (the button is then disabled). */
export function stepNotice(index: number, delta: -1 | 1, count: number): number | null {
  const next = index + delta;
  return next >= 0 && next < count ? next : null;
}

/** Scrolling speed of the titles, in characters per second: slow enough to read. */
const CHARACTERS_PER_SECOND = 8;
const MIN_SECONDS = 12;

/**
 * Seconds for one pass of the titles, so that the speed stays the same however many notices
 * there are (a fixed duration would race through a long list).
 */
export const marqueeSeconds = (titles: readonly string[]): number =>
  Math.max(MIN_SECONDS, Math.round(titles.reduce((sum, title) => sum + title.length + 6, 0) / CHARACTERS_PER_SECOND));
