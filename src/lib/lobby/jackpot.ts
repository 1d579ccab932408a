/**
 * The jackpot counter (docs/product.md §4, §9): a value derived from the current time that grows by
 * 165.11 every 3000 ms. It is a pure function of the clock, so the server's render and the
 * browser's hydration compute the same figure for the same moment, every visitor sees the
 * same figure at once, and nothing needs storing. The pool "is won" and starts again from
 * its base once a week, so the figure stays believable instead of growing without bound.
 * Arithmetic is in cents (integers): adding 165.11 in floating point would drift.
 */

export const JACKPOT_STEP = 165.11;
export const JACKPOT_STEP_MS = 3_000;

const STEP_CENTS = 16_511;
/** Where each weekly cycle starts: 8,000,000.00. */
const BASE_CENTS = 800_000_000;
const CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whole steps since the current cycle began (cycles start at multiples of a week since 1970). */
const stepsInCycle = (nowMs: number): number => {
  const intoCycle = ((nowMs % CYCLE_MS) + CYCLE_MS) % CYCLE_MS;
  return Math.floor(intoCycle / JACKPOT_STEP_MS);
};

/** The jackpot at `nowMs` (milliseconds since 1970), in currency units with two decimals. */
export const jackpotValue = (nowMs: number): number => (BASE_CENTS + stepsInCycle(nowMs) * STEP_CENTS) / 100;

/** Milliseconds until the value next changes (the next step boundary), 1 … 3000. */
export const msUntilNextStep = (nowMs: number): number => JACKPOT_STEP_MS - (((nowMs % JACKPOT_STEP_MS) + JACKPOT_STEP_MS) % JACKPOT_STEP_MS);

export type RollerPart = { kind: 'digit'; digit: number } | { kind: 'symbol'; text: string };

/**
 * A formatted amount as the roller shows it: each ASCII digit a strip that slides to its
 * figure, everything else (separators, decimal mark, currency sign) as it is.
 */
export function rollerParts(formatted: string): RollerPart[] {
  return [...formatted].map((char) => (char >= '0' && char <= '9' ? { kind: 'digit', digit: Number(char) } : { kind: 'symbol', text: char }));
}
