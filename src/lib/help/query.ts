import { fold } from './fold';

/**
 * The words of a help search. Scripts written without spaces between words (Chinese,
 * Japanese, Thai, Lao, Khmer, Burmese) and Korean, whose particles attach to the word, match
 * anywhere inside a text; the others match at the start of a word, so "with" finds
 * "withdrawal" but "raw" does not.
 */
export const NO_SPACE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Hangul}]/u;

/** Longest query read (characters) and most words used: a search box, not a document. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_WORDS = 8;

const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** One word of a query, folded (see fold.ts), and whether it may match inside a word. */
export interface QueryWord {
  readonly text: string;
  readonly anywhere: boolean;
}

/** The query as the page shows it back: trimmed, at most {@link MAX_QUERY_LENGTH} characters. */
export const cleanQuery = (raw: string | null | undefined): string => [...(raw ?? '').trim()].slice(0, MAX_QUERY_LENGTH).join('').trim();

/**
 * Splits a query into folded words: on spaces, without the punctuation at their edges
 * ("e-wallet," → "e-wallet"), each once. A one-letter word of a spaced script is dropped when
 * there are longer ones (it would match nearly every text); Chinese and Thai single characters
 * are words of their own and stay.
 */
export function queryWords(raw: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const part of fold(cleanQuery(raw)).split(/\s+/u)) {
    const text = part.replace(EDGE_PUNCTUATION, '');
    if (!text || seen.has(text)) continue;
    seen.add(text);
    words.push({ text, anywhere: NO_SPACE_SCRIPT.test(text) });
  }
  const useful = words.filter((word) => word.anywhere || [...word.text].length > 1);
  return (useful.length > 0 ? useful : words).slice(0, MAX_WORDS);
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** The code point that ends just before `index`. */
function charBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff;
  return text.slice(isLowSurrogate ? index - 2 : index - 1, index);
}

/** Whether a word may start at `index`: the text's start, after a non-letter, or after a no-space script. */
function startsWord(text: string, index: number): boolean {
  if (index === 0) return true;
  const before = charBefore(text, index);
  return !WORD_CHAR.test(before) || NO_SPACE_SCRIPT.test(before);
}

/** Where a word occurs in a folded text: `[start, end)` ranges in that text, in order. */
export function occurrences(folded: string, word: QueryWord): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  if (!word.text) return found;
  for (let at = folded.indexOf(word.text); at !== -1; at = folded.indexOf(word.text, at + 1)) {
    if (word.anywhere || startsWord(folded, at)) found.push([at, at + word.text.length]);
  }
  return found;
}
