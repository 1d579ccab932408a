import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueOf } from './catalogues';

/**
 * The help articles and strings as the specs see them: read from disk (Playwright has no
 * Astro content layer), so the expectations follow the editors' copy instead of repeating it.
 */
const CONTENT = fileURLToPath(new URL('../../src/content/help/', import.meta.url));

export type HelpStrings = typeof import('../../src/lib/i18n/catalogues/en/help.json')['help'];

/** A language's `help` strings (path segment: `en`, `ty`): the complete ones. */
export const helpStrings = (language: string): HelpStrings => (catalogueOf(language) as { help: HelpStrings }).help;

/** The search results' heading in a language, English where it has not been translated (as the site falls back). */
export const searchHeading = (language: string): string =>
  (catalogueOf(language) as { help?: { search?: { heading?: string } } }).help?.search?.heading ?? helpStrings('en').search.heading;

export interface ArticleOnDisk {
  slug: string;
  title: string;
  description: string;
  category: string;
  order: number;
}

/** The frontmatter fields the specs need, from `key: value` lines (quotes removed). */
function frontmatter(file: string): Record<string, string> {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries(
    block
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, key, value]) => [key!, value!.trim().replace(/^(["'])(.*)\1$/, '$2')]),
  );
}

/** The articles written in a language, or none. */
export function articlesOf(language: string): ArticleOnDisk[] {
  const folder = `${CONTENT}${language}`;
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const data = frontmatter(`${folder}/${name}`);
      return {
        slug: name.replace(/\.md$/, ''),
        title: data['title'] ?? '',
        description: data['description'] ?? '',
        category: data['category'] ?? '',
        order: Number(data['order'] ?? 100),
      };
    });
}

export const article = (language: string, slug: string): ArticleOnDisk => {
  const found = articlesOf(language).find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no help article ${language}/${slug}`);
  return found;
};
