import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, catalogues } from '.';
import { coverage, leafKeys, valueAt, type CatalogueTree } from '../coverage';
import { ALL_LOCALES, COMPLETE_CODES, localeByCode } from '../locales';

const en = catalogues['en']!;
/** Brand names and copyright lines may read the same in every language. */
const MAY_EQUAL_ENGLISH = /^(site\.name|footer\.copyright)$/;

describe('catalogues', () => {
  it('has a folder only for real locales', () => {
    const paths = new Set(ALL_LOCALES.map((info) => info.path));
    for (const language of Object.keys(CATALOGUE_FILES)) expect(paths, language).toContain(language);
  });

  it.each(COMPLETE_CODES.filter((code) => code !== 'EN'))('%s has every English key, each translated', (code) => {
    const target = catalogues[localeByCode(code)!.path] as CatalogueTree;
    const result = coverage(en, target);
    expect(result.missing).toEqual([]);
    const same = leafKeys(en).filter((key) => valueAt(en, key) === valueAt(target, key) && !MAY_EQUAL_ENGLISH.test(key));
    // A handful of words are the same in any language (brand names, loanwords); most must differ.
    expect(same.length).toBeLessThan(leafKeys(en).length / 4);
  });

  it.each(Object.keys(CATALOGUE_FILES))('%s has only English keys, with their placeholders', (language) => {
    const result = coverage(en, catalogues[language] as CatalogueTree);
    expect(result.unknown).toEqual([]);
    expect(result.placeholderMismatches).toEqual([]);
  });

  it.each(Object.keys(CATALOGUE_FILES))('%s has every plural form its language needs of each plural it translates', (language) => {
    // i18next picks `key_few` for 3 in Arabic; a catalogue without it shows English instead.
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = leafKeys(catalogues[language] as CatalogueTree);
    const plurals = new Set(keys.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length)));
    const missing = [...plurals].flatMap((base) => categories.map((form) => `${base}_${form}`)).filter((key) => !keys.includes(key));
    expect(missing).toEqual([]);
  });

  it('gives every top-level key to one file of a language', () => {
    for (const files of Object.values(CATALOGUE_FILES)) {
      const owners = Object.values(files).flatMap((file) => Object.keys(file));
      expect(owners.length).toBe(new Set(owners).size);
    }
  });
});
