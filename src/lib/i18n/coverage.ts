/**
 * Catalogue coverage, shared by the catalogue tests and `npm run i18n:status`: which English
 * keys a language has translated, which it lacks, and which it has that English does not
 * (stale keys, a typo in a key, or a placeholder that went missing). Framework-free, so the
 * status script can run it on the JSON files directly.
 */
export type CatalogueTree = { readonly [key: string]: unknown };

/** Every leaf key of a catalogue, dotted: `login.submit`. */
export function leafKeys(tree: CatalogueTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value as CatalogueTree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The string at a dotted key, or undefined. */
export function valueAt(tree: CatalogueTree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as CatalogueTree | undefined)?.[part], tree);
}

/** `{{name}}` placeholders of a text, sorted, so that two texts can be compared. */
export const placeholdersOf = (text: string): string =>
  (text.match(/{{\s*\w+\s*}}/g) ?? [])
    .map((p) => p.replace(/\s/g, ''))
    .sort()
    .join();

/** i18next's plural suffixes (CLDR categories): English uses `_one` and `_other`. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/**
 * A plural form English does not need but the target language does (Arabic's `_few`, Polish's
 * `_many`) of a key English has in the plural: without it i18next falls back to English for
 * those counts.
 */
const isPluralFormOf = (key: string, sourceKeys: ReadonlySet<string>): boolean => PLURAL_FORM.test(key) && sourceKeys.has(key.replace(PLURAL_FORM, '_other'));

export interface Coverage {
  /** English keys the language translates. */
  readonly translated: number;
  readonly total: number;
  readonly missing: readonly string[];
  /** Keys English does not have. */
  readonly unknown: readonly string[];
  /** Keys whose `{{placeholders}}` differ from English's. */
  readonly placeholderMismatches: readonly string[];
}

export function coverage(source: CatalogueTree, target: CatalogueTree): Coverage {
  const sourceKeys = leafKeys(source);
  const targetKeys = new Set(leafKeys(target));
  const sourceSet = new Set(sourceKeys);
  const missing = sourceKeys.filter((key) => !targetKeys.has(key));
  const placeholderMismatches = sourceKeys.filter(
    (key) => targetKeys.has(key) && placeholdersOf(String(valueAt(source, key))) !== placeholdersOf(String(valueAt(target, key))),
  );
  const pluralMismatches = [...targetKeys].filter(
    (key) =>
      !sourceSet.has(key) &&
      isPluralFormOf(key, sourceSet) &&
      placeholdersOf(String(valueAt(source, key.replace(PLURAL_FORM, '_other')))) !== placeholdersOf(String(valueAt(target, key))),
  );
  return {
    translated: sourceKeys.length - missing.length,
    total: sourceKeys.length,
    missing,
    unknown: [...targetKeys].filter((key) => !sourceSet.has(key) && !isPluralFormOf(key, sourceSet)),
    placeholderMismatches: [...placeholderMismatches, ...pluralMismatches],
  };
}
