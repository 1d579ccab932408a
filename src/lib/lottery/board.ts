import type { LotteryMenu } from '../../contract/calls/lottery';
import { clockItem, type ClockedItem, type Snapshot } from './clock';

/**
 * One menus answer with every game's clocks anchored at its arrival: the menus for the tabs
 * and one flat list of all the answer's games for the reload rule (src/lib/lottery/reload.ts).
 */
export interface BoardMenu {
  gameMenuTag: string;
  remark: string | null;
  items: ClockedItem[];
}

export interface Board extends Snapshot {
  menus: BoardMenu[];
}

export function boardOf(menus: readonly LotteryMenu[], arrivedAt: number): Board {
  const boardMenus = menus.map((menu) => ({
    gameMenuTag: menu.gameMenuTag,
    remark: menu.remark,
    items: menu.gameMenus.map((item) => clockItem(item, arrivedAt)),
  }));
  return { arrivedAt, menus: boardMenus, items: boardMenus.flatMap((menu) => menu.items) };
}

interface NavigationClock {
  now(): number;
  getEntriesByType?(type: string): readonly object[];
}

/**
 * When the page's HTML arrived, in the page's own clock (ms since the epoch): the moment the
 * server-rendered menus' answer reached the browser, whatever time hydration took since. The
 * navigation timing's `responseStart` is on the `performance.now()` timeline, so it converts by
 * the difference between the two clocks now. Without navigation timing, it is now.
 */
export function pageArrival(perf: NavigationClock | undefined = globalThis.performance, dateNow: () => number = Date.now): number {
  const now = dateNow();
  const sinceOrigin = perf?.now();
  const entry = perf?.getEntriesByType?.('navigation')[0] as { responseStart?: unknown } | undefined;
  const start = entry?.responseStart;
  if (sinceOrigin === undefined || typeof start !== 'number' || !(start > 0) || start > sinceOrigin) return now;
  return now - (sinceOrigin - start);
}
