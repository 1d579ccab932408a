/**
 * Drawn numbers as the vendors write them (`3 8 1`, `05,12,33`, `123456`), split into the
 * balls the boards show, each to at most 6 digits (docs/product.md §9). A longer number keeps its last
 * six digits: lottery prizes are read from the end (a Vietnamese ticket matches on its
 * ending), so the tail is the part a player compares. Words (`Big`, `Odd`) are kept as they are.
 */
export const MAX_NUMBER_DIGITS = 6;

export function displayNumbers(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[\s,;|+]+/)
    .filter((token) => token.length > 0)
    .map((token) => (/^\d+$/.test(token) && token.length > MAX_NUMBER_DIGITS ? token.slice(-MAX_NUMBER_DIGITS) : token));
}
