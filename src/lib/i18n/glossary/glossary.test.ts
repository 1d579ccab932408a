import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueOnDisk } from '../catalogues-on-disk';
import { catalogueTexts, containsVariant, forbiddenVariants, type LanguageGlossary } from './glossary';
import terms from './terms.json';

const HERE = fileURLToPath(new URL('./', import.meta.url));
const HELP = fileURLToPath(new URL('../../../content/help/', import.meta.url));

/** The languages that have a glossary file (`<code>.json` beside this test). */
const glossaries: [string, LanguageGlossary][] = readdirSync(HERE)
  .filter((name) => name.endsWith('.json') && name !== 'terms.json')
  .map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(`${HERE}${name}`, 'utf8')) as LanguageGlossary]);

/** A language's help articles, by file name (markdown with its front matter). */
function helpArticles(language: string): Record<string, string> {
  const dir = `${HELP}${language}`;
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [`help/${language}/${name}`, readFileSync(`${dir}/${name}`, 'utf8')]),
  );
}

describe('containsVariant', () => {
  it('matches whole words in scripts written with spaces, and anywhere in those written without', () => {
    expect(containsVariant('Claim your Bonus now', 'bonus')).toBe(true);
    expect(containsVariant('Two bonuses', 'bonus')).toBe(false);
    expect(containsVariant('Weekly cashback', 'cash')).toBe(false);
    expect(containsVariant('Account holder name', 'holder name')).toBe(true);
    expect(containsVariant('您的提款已完成', '提款')).toBe(true);
    expect(containsVariant('เงินคืนรายสัปดาห์', 'เงินคืน')).toBe(true);
  });
});

describe('the glossary', () => {
  it('has a file for every complete language, English included', () => {
    expect(glossaries.map(([language]) => language).sort()).toEqual(expect.arrayContaining(['en']));
  });

  for (const [language, glossary] of glossaries) {
    describe(language, () => {
      it('names only terms of terms.json, each with a word to use that no variant contradicts', () => {
        for (const [term, entry] of Object.entries(glossary)) {
          expect(Object.keys(terms), `${language}: ${term}`).toContain(term);
          expect(entry.use.trim(), `${language}: ${term}`).not.toBe('');
          for (const forbidden of entry.forbidden ?? []) {
            expect([entry.use, ...(entry.allowed ?? [])], `${language}: ${term} forbids what it uses`).not.toContain(forbidden);
          }
        }
      });

      it('uses no forbidden variant in its catalogue or its help articles', () => {
        const texts = { ...catalogueTexts(catalogueOnDisk(language)), ...helpArticles(language) };
        const found = forbiddenVariants(glossary, texts).map(({ term, forbidden, where }) => `${where}: "${forbidden}" (${term})`);
        expect(found).toEqual([]);
      });
    });
  }
});
