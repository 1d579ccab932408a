/** A box's horizontal edges, as `getBoundingClientRect` gives them. */
export interface Edges {
  left: number;
  right: number;
}

/**
 * How far to scroll a sideways row (in `scrollBy` pixels, physical: positive is rightwards in
 * either direction of text) so that `item` lies wholly inside it: 0 when it already does, and
 * its left edge in view when it is wider than the row. The row scrolls, never the page:
 * `scrollIntoView` would also scroll the window to bring the row into view vertically, which
 * moved /rng about 100 px down as soon as its vendor row hydrated.
 */
export function revealDelta(row: Edges, item: Edges): number {
  if (item.left < row.left) return item.left - row.left;
  if (item.right > row.right) return Math.min(item.right - row.right, item.left - row.left);
  return 0;
}

/** Scrolls `row` sideways so that `item` is in its view, leaving the page where it is. */
export function revealInRow(row: HTMLElement, item: HTMLElement): void {
  const delta = revealDelta(row.getBoundingClientRect(), item.getBoundingClientRect());
  if (delta !== 0) row.scrollBy({ left: delta, behavior: 'auto' });
}
