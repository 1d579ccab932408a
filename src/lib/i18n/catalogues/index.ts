/**
 * The translation catalogues, one folder per language (the locale's path segment: `en`, `ty`,
 * `pt-br`…) and one file per area of the site, so that each area's strings are found (and
 * reviewed) together. Every file holds its own top-level keys; a language's catalogue is the
 * union of its files (a test checks that no two files claim the same key). A new language or
 * area is a new file: the glob finds it, nothing to register.
 */
type Json = Record<string, unknown>;

/** The English source's shape, for typed access in tests (`en.error.network`). */
export type Catalogue = typeof import('./en/shell.json') &
  typeof import('./en/accounts.json') &
  typeof import('./en/register.json') &
  typeof import('./en/forgot.json') &
  typeof import('./en/identity.json') &
  typeof import('./en/games.json') &
  typeof import('./en/lobby.json') &
  typeof import('./en/lottery.json') &
  typeof import('./en/wallet.json');

const modules = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

/** `{ en: { shell: {...}, games: {...} }, ty: {...} }`: each language's files by area. */
export const CATALOGUE_FILES: Readonly<Record<string, Readonly<Record<string, Json>>>> = (() => {
  const byLanguage: Record<string, Record<string, Json>> = {};
  for (const [path, json] of Object.entries(modules)) {
    const [, language = '', file = ''] = path.split('/');
    (byLanguage[language] ??= {})[file.replace(/\.json$/, '')] = json;
  }
  return byLanguage;
})();

/** Each language's catalogue: the union of its area files. */
export const catalogues: Readonly<Record<string, Json>> = Object.fromEntries(
  Object.entries(CATALOGUE_FILES).map(([language, files]) => [language, Object.assign({}, ...Object.values(files)) as Json]),
);

export const en = catalogues['en'] as unknown as Catalogue;
export const ty = catalogues['ty'] as unknown as Catalogue;
