import { load as parseYaml } from 'js-yaml';
import { ALL_LOCALES, type LocaleInfo } from '../i18n/locales';
import { checkHelpLinks } from '../help/links';

/**
 * Checks of the content files as editors leave them (src/content/<collection>/<lang>/<slug>.md)
 * that must stop the build with the file and line: frontmatter that is not valid YAML (Astro
 * would print a parser stack), and links to a help article that does not exist in that
 * language (Astro would build a page whose link is a 404). Run by the content-checks
 * integration (./content-checks.integration.ts); see docs/editing.md.
 */
export interface ContentFile {
  /** Path from the project root, with forward slashes: `src/content/help/en/faq.md`. */
  readonly path: string;
  readonly text: string;
}

export interface ContentProblem {
  readonly path: string;
  /** 1-based line in the file. */
  readonly line: number;
  readonly message: string;
}

const FILE = /^src\/content\/(help|landing|pages)\/([^/]+)\/([^/]+)\.md$/u;
/** The frontmatter block, as Astro finds it (@astrojs/internal-helpers frontmatter.js). */
const FRONTMATTER = /(?:^\uFEFF?|^\s*\n)---([\s\S]*?\n)---/u;

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** A frontmatter that is not valid YAML, at the line the parser stopped, or null. */
export function frontmatterProblem(file: ContentFile): ContentProblem | null {
  const match = FRONTMATTER.exec(file.text);
  if (!match) return null;
  try {
    parseYaml(match[1]!);
    return null;
  } catch (error) {
    const yamlError = error as { reason?: string; mark?: { line?: number } };
    // The block starts on the line after the opening `---`; js-yaml counts lines from 0.
    const first = lineAt(file.text, match.index + match[0].indexOf('---') + 3) + 1;
    return {
      path: file.path,
      line: first + (yamlError.mark?.line ?? 0) - 1,
      message: `the frontmatter (between the --- lines) is not valid YAML: ${yamlError.reason ?? String(error)}. Check quotes and colons; a text with a colon in it needs "double quotes".`,
    };
  }
}

/** Links to help articles that do not exist in the file's language, or lead to another language. */
export function linkProblems(file: ContentFile, locale: LocaleInfo, helpSlugs: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  file.text.split('\n').forEach((text, index) => {
    for (const problem of checkHelpLinks(text, locale, helpSlugs))
      problems.push({ path: file.path, line: index + 1, message: `the link ${problem.href}: ${problem.message}` });
  });
  return problems;
}

/** Every problem of a set of content files (help articles are the link targets). */
export function contentProblems(files: readonly ContentFile[]): ContentProblem[] {
  const helpSlugs = new Map<string, Set<string>>();
  for (const file of files) {
    const [, collection, language, slug] = FILE.exec(file.path) ?? [];
    if (collection === 'help') (helpSlugs.get(language!) ?? helpSlugs.set(language!, new Set()).get(language!)!).add(slug!);
  }
  const problems: ContentProblem[] = [];
  for (const file of files) {
    const yaml = frontmatterProblem(file);
    if (yaml) problems.push(yaml);
    const language = FILE.exec(file.path)?.[2];
    const locale = ALL_LOCALES.find((info) => info.path === language);
    if (locale) problems.push(...linkProblems(file, locale, helpSlugs.get(locale.path) ?? new Set()));
  }
  return problems;
}

/** The build's error: one line per problem, `file:line: message`. */
export const formatProblems = (problems: readonly ContentProblem[]): string =>
  [
    `${problems.length === 1 ? 'A content file has a mistake' : `${problems.length} mistakes in content files`} (see docs/editing.md):`,
    ...problems.map((p) => `  ${p.path}:${p.line}: ${p.message}`),
  ].join('\n');
