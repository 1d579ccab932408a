/**
 * The glossary (docs/languages/README.md): one word per term and language, so that a term means
 * one thing on every screen and in every help article. Each language's file names, per term, the
 * word to use, the variants allowed (inflections, a short form on a button) and the variants
 * forbidden (words seen used for something else, or for this term inconsistently). The check
 * below finds a forbidden variant in a language's texts; `glossary.test.ts` runs it over the
 * catalogues and the help articles. Framework-free.
 */

/** A term's entry in one language. */
export interface GlossaryEntry {
  use: string;
  allowed?: readonly string[];
  forbidden?: readonly string[];
  /** Why the forbidden ones are (a wrong meaning, a synonym the brand does not use). */
  note?: string;
}

export type LanguageGlossary = Readonly<Record<string, GlossaryEntry>>;

/** A forbidden variant found in a text. */
export interface GlossaryFinding {
  term: string;
  forbidden: string;
  where: string;
  text: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` contains `variant`. In scripts written with spaces between words (Latin,
 * Cyrillic, Arabic, Devanagari…) the variant must stand as a whole word, so "bonus" is not found
 * in "bonuses" (list the inflections that are forbidden too); in scripts written without them
 * (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) it is found anywhere. Case is ignored.
 */
export function containsVariant(text: string, variant: string): boolean {
  const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(variant);
  const pattern = unspaced ? escapeRegExp(variant) : `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(variant)}(?![\\p{L}\\p{M}\\p{N}])`;
  return new RegExp(pattern, 'iu').test(text);
}

/** Every forbidden variant of `glossary` found in `texts` (where → text). */
export function forbiddenVariants(glossary: LanguageGlossary, texts: Readonly<Record<string, string>>): GlossaryFinding[] {
  const found: GlossaryFinding[] = [];
  for (const [term, entry] of Object.entries(glossary)) {
    for (const forbidden of entry.forbidden ?? []) {
      for (const [where, text] of Object.entries(texts)) {
        if (containsVariant(text, forbidden)) found.push({ term, forbidden, where, text });
      }
    }
  }
  return found;
}

/** A catalogue tree flattened to its strings, by dotted key. */
export function catalogueTexts(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  if (typeof tree !== 'object' || tree === null) return {};
  return Object.assign({}, ...Object.entries(tree).map(([key, value]) => catalogueTexts(value, prefix ? `${prefix}.${key}` : key)));
}
