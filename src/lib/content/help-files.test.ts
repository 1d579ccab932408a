import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '../i18n/locales';
import { checkHelpLinks } from '../help/links';

/**
 * The help articles on disk, as editors leave them: every folder is a language of the site,
 * every file name a slug (lower case, words joined by hyphens), and every link into the site
 * stays in the article's language and reaches an article that exists there.
 */
const ROOT = fileURLToPath(new URL('../../content/help/', import.meta.url));
const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const slugsOf = (language: string) =>
  new Set(
    readdirSync(`${ROOT}${language}`)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3)),
  );

describe('help articles on disk', () => {
  it('has a folder per language of the site only, and English is there', () => {
    const paths = new Set(ALL_LOCALES.map((info) => info.path));
    for (const folder of folders) expect(paths, `src/content/help/${folder}`).toContain(folder);
    expect(folders).toContain('en');
  });

  it.each(folders)('%s: file names are slugs and links stay in the language', (language) => {
    const locale = ALL_LOCALES.find((info) => info.path === language)!;
    const slugs = slugsOf(language);
    const problems: string[] = [];
    for (const slug of slugs) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(`${language}/${slug}.md: the file name must be lower case words joined by hyphens`);
      const markdown = readFileSync(`${ROOT}${language}/${slug}.md`, 'utf8');
      for (const problem of checkHelpLinks(markdown, locale, slugs)) problems.push(`${language}/${slug}.md: ${problem.href} ${problem.message}`);
    }
    expect(problems).toEqual([]);
  });
});
