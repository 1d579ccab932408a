import { foldWithOrigin } from './fold';
import { occurrences, queryWords, type QueryWord } from './query';
import { matchRanges, segmentsOf, snippet, type SearchField, type Segment } from './snippet';

/**
 * Help search on the server (no script in the page): every word of the query must occur in
 * an article's title, description or text; articles whose title matches come first. Articles
 * are folded once (`prepareHelpIndex`), so a search only folds its query.
 */

/** What search needs of an article: its text as a reader sees it (see plain-text.ts). */
export interface HelpDocument {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly order: number;
  readonly text: string;
}

export interface PreparedDocument {
  readonly document: HelpDocument;
  readonly title: SearchField;
  readonly description: SearchField;
  readonly text: SearchField;
}

export interface SearchHit {
  readonly document: HelpDocument;
  /** The title with the query's words marked. */
  readonly title: Segment[];
  /** A piece of the text around the first match, or the description when only the title or description matched. */
  readonly snippet: Segment[];
}

/** Body matches counted per word, at most: an article that repeats a word 40 times is not 40 times better. */
const MAX_COUNTED = 10;

const field = (original: string): SearchField => ({ original, folded: foldWithOrigin(original) });

export const prepareHelpIndex = (documents: readonly HelpDocument[]): PreparedDocument[] =>
  documents.map((document) => ({
    document,
    title: field(document.title),
    description: field(document.description),
    text: field(document.text),
  }));

interface Ranked {
  readonly prepared: PreparedDocument;
  readonly titleWords: number;
  readonly descriptionWords: number;
  readonly textHits: number;
}

/** How an article matches, or null when a word is missing from it. */
function rank(prepared: PreparedDocument, words: readonly QueryWord[]): Ranked | null {
  let titleWords = 0;
  let descriptionWords = 0;
  let textHits = 0;
  for (const word of words) {
    const inTitle = occurrences(prepared.title.folded.text, word).length;
    const inDescription = occurrences(prepared.description.folded.text, word).length;
    const inText = occurrences(prepared.text.folded.text, word).length;
    if (inTitle + inDescription + inText === 0) return null;
    if (inTitle > 0) titleWords++;
    if (inDescription > 0) descriptionWords++;
    textHits += Math.min(inText, MAX_COUNTED);
  }
  return { prepared, titleWords, descriptionWords, textHits };
}

/** Title words first, then description words, then how often the text has them, then reading order. */
const byRelevance = (a: Ranked, b: Ranked): number =>
  b.titleWords - a.titleWords ||
  b.descriptionWords - a.descriptionWords ||
  b.textHits - a.textHits ||
  a.prepared.document.order - b.prepared.document.order ||
  a.prepared.document.title.localeCompare(b.prepared.document.title);

/** The articles that match every word of `query`, best first, with marked titles and snippets. An empty query finds nothing. */
export function searchHelp(index: readonly PreparedDocument[], query: string): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return index
    .map((prepared) => rank(prepared, words))
    .filter((ranked): ranked is Ranked => ranked !== null)
    .sort(byRelevance)
    .map(({ prepared, textHits }) => ({
      document: prepared.document,
      title: segmentsOf(prepared.title.original, matchRanges(prepared.title, words)),
      snippet: textHits > 0 ? snippet(prepared.text, words) : snippet(prepared.description, words),
    }));
}
