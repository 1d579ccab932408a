/**
 * The page numbers a pager shows (docs/product.md §9 "Pager defaults: range 3, margin 1"): `range` pages
 * around the current one, `margin` pages at each end, and a gap where pages are left out. A
 * gap never hides a single page: that page is shown instead, since the gap would take as much
 * room.
 */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export const PAGER_RANGE = 3;
export const PAGER_MARGIN = 1;

export function pagerItems(current: number, total: number, range: number = PAGER_RANGE, margin: number = PAGER_MARGIN): PagerItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>();
  let start = Math.max(1, page - Math.floor((range - 1) / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let n = start; n <= end; n += 1) shown.add(n);
  for (let n = 1; n <= Math.min(margin, total); n += 1) shown.add(n);
  for (let n = Math.max(1, total - margin + 1); n <= total; n += 1) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push({ kind: 'page', page: n - 1 });
    else if (previous !== undefined && n - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: n });
  });
  return items;
}
