/**
 * Text folding for help search: case, width and diacritics are ignored, so "Đăng nhập" is
 * found by "dang nhap" and "ＶＩＰ" by "vip". Folding works one code point at a time and
 * remembers where each folded character came from, so a match in folded text can be marked
 * in the original.
 *
 * Only the Latin combining diacritics are removed: Thai, Lao, Khmer, Devanagari and other
 * scripts write vowels and tones as combining marks, and dropping those would make different
 * words equal.
 */

/** Combining Diacritical Marks and their supplements and extended block (Latin, Greek, Cyrillic accents). */
const LATIN_DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Letters that carry their accent in the base letter and do not decompose. */
const STROKED: Readonly<Record<string, string>> = { đ: 'd', ð: 'd', ł: 'l', ø: 'o', ħ: 'h', ı: 'i' };

/** Folds one code point: compatibility forms, lower case, no Latin diacritics. */
export function foldCodePoint(char: string): string {
  const lower = char.normalize('NFKD').toLowerCase().replace(LATIN_DIACRITICS, '');
  return STROKED[lower] ?? lower;
}

/** Folded text with, for each of its UTF-16 units, the index in the original where it came from. */
export interface FoldedText {
  readonly text: string;
  /** `origin[i]`: original index of the code point that produced folded unit `i`; `origin[text.length]` is the original length. */
  readonly origin: readonly number[];
}

/** Folds a text and keeps the way back to the original's positions. */
export function foldWithOrigin(original: string): FoldedText {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of original) {
    const folded = foldCodePoint(char);
    for (let unit = 0; unit < folded.length; unit++) origin.push(index);
    text += folded;
    index += char.length;
  }
  origin.push(original.length);
  return { text, origin };
}

/** Folds a text (no positions): for queries and comparisons. */
export const fold = (original: string): string => foldWithOrigin(original).text;

/**
 * The original range `[start, end)` that a folded range covers. The end is the end of the
 * code point that produced the last folded unit, so a mark never splits a character.
 */
export function originalRange(folded: FoldedText, start: number, end: number): [number, number] {
  const from = folded.origin[start] ?? 0;
  const last = folded.origin[end - 1] ?? from;
  // The next different origin after the last unit is where that code point ends.
  let to = folded.origin[folded.text.length] ?? last;
  for (let unit = end; unit < folded.origin.length; unit++) {
    const next = folded.origin[unit]!;
    if (next > last) {
      to = next;
      break;
    }
  }
  return [from, Math.max(to, from)];
}
