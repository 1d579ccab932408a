/**
 * The jackpot counter (docs/product.md §4, §9): a value derived from the current time that grows by
 * 165.11 every 3000 ms. It is a pure function of the clock, so the server's render and the
 * browser's hydration compute the same figure for the same moment, every visitor sees the
 * same figure at once, and nothing needs storing. The pool "is won" and starts again from
 * its base once a week, so the figure stays believable instead of growing without bound.
 * The figure is in minor units (src/contract/money): adding 165.11 in floating point would drift.
 */
import type { MinorUnits } from '../../contract/money';

/** 165.11 in minor units. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_STEP_MS = 3_000;

/** Where each weekly cycle starts: 8,000,000.00. */
const BASE_MINOR = 800_000_000;
const CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whole steps since the current cycle began (cycles start at multiples of a week since 1970). */
const stepsInCycle = (nowMs: number): number => {
  const intoCycle = ((nowMs % CYCLE_MS) + CYCLE_MS) % CYCLE_MS;
  return Math.floor(intoCycle / JACKPOT_STEP_MS);
};

/** The jackpot at `nowMs` (milliseconds since 1970), in minor units (two decimals). */
export const jackpotValue = (nowMs: number): MinorUnits => (BASE_MINOR + stepsInCycle(nowMs) * JACKPOT_STEP_MINOR) as MinorUnits;

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

/**
 * The figure for `toMinor` drawn from the figure already shown for `fromMinor`, without Intl:
 * `formatted` is `fromMinor` formatted (formatMoney), and each of its decimal digits, in whatever
 * script the locale writes them, is replaced by the matching digit of `toMinor`. Separators,
 * the decimal mark and the currency sign stay where they are, which is right while both amounts
 * have as many digits. Null when they do not (or when `formatted` does not hold `fromMinor`'s
 * digits): the caller formats afresh.
 *
 * Why: a browser's first Intl.NumberFormat loads its ICU locale data, measured at 85–106 ms of
 * one task in a fresh renderer on our bench machine (docs/decisions/0053-jackpot-without-intl.md),
 * and the counter was home's only script before a first interaction. The server already drew
 * the figure; the next one differs only in its digits for about ten hours at a time.
 */
export function refigure(formatted: string, fromMinor: number, toMinor: number): string | null {
  const from = String(fromMinor);
  const to = String(toMinor);
  if (from.length !== to.length || !/^\d+$/.test(from) || !/^\d+$/.test(to)) return null;
  const shown = [...formatted];
  const places = shown.flatMap((char, index) => (/\p{Nd}/u.test(char) ? [index] : []));
  if (places.length !== from.length) return null;
  for (const [position, index] of places.entries()) {
    // Unicode lays out each script's digits 0–9 in order, so the shown digit less its value is
    // that script's zero, whatever the script.
    const zero = (shown[index]?.codePointAt(0) ?? 0) - Number(from[position]);
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero))) return null;
    shown[index] = String.fromCodePoint(zero + Number(to[position]));
  }
  return shown.join('');
}
