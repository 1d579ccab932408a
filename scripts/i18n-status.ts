/**
 * `npm run i18n:status`: each locale's coverage, so translators and editors see what is left.
 * UI: English catalogue keys the locale translates (the rest fall back to English key by key).
 * Help and landing: markdown pages written in the locale (others are not published there).
 * Exits non-zero when a catalogue has keys English lacks or placeholders that differ, since
 * those are mistakes, not gaps.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { coverage } from '../src/lib/i18n/coverage.ts';
import { catalogueOnDisk } from '../src/lib/i18n/catalogues-on-disk.ts';
import { ALL_LOCALES, COMPLETE_CODES } from '../src/lib/i18n/locales.ts';
import { printTable } from './server-control.mjs';

const root = new URL('..', import.meta.url).pathname;

const markdownCount = (dir: string): number => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')).length : 0);

const english = catalogueOnDisk('en');
const contentCount = (collection: string, language: string) => markdownCount(join(root, 'src/content', collection, language));
const englishHelp = contentCount('help', 'en');
const englishLanding = contentCount('landing', 'en');
const percent = (part: number, whole: number) => (whole ? `${Math.floor((part / whole) * 100)}%` : '–');

let problems = 0;
const rows = ALL_LOCALES.map((info) => {
  const result = coverage(english, catalogueOnDisk(info.path));
  problems += result.unknown.length + result.placeholderMismatches.length;
  for (const key of result.unknown) console.error(`${info.code}: key not in English: ${key}`);
  for (const key of result.placeholderMismatches) console.error(`${info.code}: placeholders differ from English: ${key}`);
  const help = contentCount('help', info.path);
  const landing = contentCount('landing', info.path);
  return {
    code: info.code,
    language: info.name,
    ui: `${result.translated}/${result.total} ${percent(result.translated, result.total)}`,
    help: `${help}/${englishHelp}`,
    landing: `${landing}/${englishLanding}`,
    status: COMPLETE_CODES.includes(info.code) ? 'complete' : result.translated === result.total ? 'UI complete' : 'falls back to English',
  };
});

printTable(
  ['Code', 'Language', 'UI strings', 'Help', 'Landing', 'Status'],
  rows.map((row) => [row.code, row.language, row.ui, row.help, row.landing, row.status]),
);
if (problems) {
  console.error(`\n${problems} catalogue problem(s) above.`);
  process.exit(1);
}
