import type { LotteryItem } from '../../contract/calls/lottery';

/**
 * The lottery clocks (docs/product.md §3 "Lottery item", §9 "countdown tick 1 s"; the contract's JSDoc
 * on times in src/contract/calls/lottery.ts).
 *
 * The platform measures `remainTime` (seconds to the draw) and `lockTime` (betting closes that
 * many seconds before it) when it answers. The page cannot trust its own clock to agree with
 * the platform's, so it never compares `winningTime` with `Date.now()`: it anchors each answer
 * at the moment it arrived, in the page's own clock, and counts down from there. Betting closes
 * at `fewinTime = arrivedAt + (remainTime − lockTime) s`; the draw is at
 * `arrivedAt + remainTime s`. Both count down one whole second at a time from the moment the
 * answer arrived: the figure shown is the seconds left, rounded up, so it reads
 * `remainTime − lockTime` when the answer arrives and one less each second after.
 */
export interface ClockedItem {
  item: LotteryItem;
  /** When betting closes, in the page's clock (ms): the computed `fewinTime`. */
  fewinTime: number;
  /** When the draw is, in the page's clock (ms). */
  drawAt: number;
}

/** A menus answer anchored at the moment it arrived. */
export interface Snapshot<T = ClockedItem> {
  arrivedAt: number;
  items: T[];
}

export const closesAt = (item: Pick<LotteryItem, 'remainTime' | 'lockTime'>, arrivedAt: number): number => arrivedAt + (item.remainTime - item.lockTime) * 1000;

export const drawsAt = (item: Pick<LotteryItem, 'remainTime'>, arrivedAt: number): number => arrivedAt + item.remainTime * 1000;

export const clockItem = (item: LotteryItem, arrivedAt: number): ClockedItem => ({
  item,
  fewinTime: closesAt(item, arrivedAt),
  drawAt: drawsAt(item, arrivedAt),
});

/** Whole seconds left until `at`, never below 0. */
export const secondsUntil = (at: number, now: number): number => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * What an item's card shows: `open` with both countdowns while betting is open; `closed`
 * (the card reads "closed / drawing") from the close until the next answer brings the next
 * draw, even after the draw time: only the platform knows when the draw is done.
 */
export type ItemClock = { phase: 'open'; toClose: number; toDraw: number } | { phase: 'closed'; toDraw: number };

export function itemClock({ fewinTime, drawAt }: Pick<ClockedItem, 'fewinTime' | 'drawAt'>, now: number): ItemClock {
  const toDraw = secondsUntil(drawAt, now);
  const toClose = secondsUntil(fewinTime, now);
  return toClose > 0 ? { phase: 'open', toClose, toDraw } : { phase: 'closed', toDraw };
}

/** `h:mm:ss` (or `mm:ss` under an hour) for a countdown; days are shown as hours. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(secs)}` : `${two(minutes)}:${two(secs)}`;
}
