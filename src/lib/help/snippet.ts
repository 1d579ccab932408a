import { originalRange, type FoldedText } from './fold';
import { occurrences, type QueryWord } from './query';

/**
 * A piece of a result's text, marked or not. Pages render segments as text inside `<mark>` or
 * not, so a snippet can never carry HTML: whatever an article or a query contains is escaped.
 */
export interface Segment {
  readonly text: string;
  readonly mark: boolean;
}

/** A field's original text with its folded form, prepared once per article. */
export interface SearchField {
  readonly original: string;
  readonly folded: FoldedText;
}

/** Snippet length in characters of the original, and how much comes before the first match. */
export const SNIPPET_LENGTH = 160;
const LEAD = 50;
/** How far a snippet's edge may move to fall between words. */
const SNAP = 20;
export const ELLIPSIS = '…';

/** Every match of the words in a field, as merged original ranges, in order. */
export function matchRanges(field: SearchField, words: readonly QueryWord[]): Array<[number, number]> {
  const ranges = words
    .flatMap((word) => occurrences(field.folded.text, word))
    .map(([start, end]) => originalRange(field.folded, start, end))
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Splits `text[from, to)` into segments, marking the given ranges (clipped to the window). */
export function segmentsOf(text: string, ranges: ReadonlyArray<readonly [number, number]>, from = 0, to = text.length): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, mark: boolean) => {
    // A line break ends a block (heading, list item): after a sentence a space is enough, else a middle dot keeps them apart.
    const clean = piece.replace(/([.!?:;…。！？：；])?[^\S\n]*\n\s*/gu, (_, stop?: string) => (stop ? `${stop} ` : ' · ')).replace(/\s+/gu, ' ');
    if (clean) segments.push({ text: clean, mark });
  };
  let at = from;
  for (const [start, end] of ranges) {
    const a = Math.max(start, from);
    const b = Math.min(end, to);
    if (b <= a) continue;
    push(text.slice(at, a), false);
    push(text.slice(a, b), true);
    at = b;
  }
  push(text.slice(at, to), false);
  return segments;
}

/** Moves an edge to a nearby space (forwards or backwards) so a snippet does not cut a word. */
function snap(text: string, edge: number, direction: 1 | -1): number {
  for (let step = 0; step <= SNAP; step++) {
    const at = edge + direction * step;
    if (at <= 0 || at >= text.length) return Math.min(Math.max(at, 0), text.length);
    if (/\s/u.test(text[at]!)) return direction === 1 ? at + 1 : at;
  }
  return edge;
}

/**
 * A short piece of `field` around its first match, with every match marked and an ellipsis
 * where it was cut. Text without spaces (Chinese, Thai) is cut where the length says.
 */
export function snippet(field: SearchField, words: readonly QueryWord[], length = SNIPPET_LENGTH): Segment[] {
  const { original } = field;
  const ranges = matchRanges(field, words);
  const first = ranges[0]?.[0] ?? 0;
  if (original.length <= length) return segmentsOf(original, ranges);
  let start = Math.max(0, Math.min(first - LEAD, original.length - length));
  let end = Math.min(original.length, start + length);
  if (start > 0) start = Math.min(snap(original, start, 1), first);
  if (end < original.length) end = Math.max(snap(original, end, -1), Math.min(ranges[0]?.[1] ?? end, end));
  const body = segmentsOf(original, ranges, start, end);
  const trimmed = body.map((segment, index) => {
    let text = index === 0 ? segment.text.trimStart() : segment.text;
    if (index === body.length - 1) text = text.trimEnd();
    return { ...segment, text };
  });
  return [
    ...(start > 0 ? [{ text: ELLIPSIS, mark: false }] : []),
    ...trimmed.filter((segment) => segment.text),
    ...(end < original.length ? [{ text: ELLIPSIS, mark: false }] : []),
  ];
}
