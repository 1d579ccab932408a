import type { LocaleInfo } from '../i18n/locales';
import { localizedPath, stripLocale } from '../i18n/paths';

/**
 * Links inside help articles. Editors write a link to another page of the site with the
 * article's own language prefix (`/en/help/privacy` in English, `/help/privacy` in Filipino,
 * `/th/help/privacy` in Thai), so a reader stays in their language. These checks catch a
 * translation that kept the English links, or a link to an article not written in that
 * language (which would be a 404 there).
 */
export interface LinkProblem {
  readonly href: string;
  readonly message: string;
}

/** The targets of the markdown links and images of a text that point inside the site (`/…`, not `//…`). */
export function siteLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/(?!\/)[^)\s]*)(?:\s+"[^"]*")?\)/gu)].map((match) => match[1]!);
}

/** What is wrong with the site links of an article written in `locale`, given the slugs of that language's articles. */
export function checkHelpLinks(markdown: string, locale: LocaleInfo, slugs: ReadonlySet<string>): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const href of siteLinks(markdown)) {
    const path = href.replace(/[?#].*$/u, '') || '/';
    const expected = localizedPath(path, locale);
    if (path !== expected) {
      problems.push({ href, message: `links to another language: write ${expected}${href.slice(path.length)}` });
      continue;
    }
    const article = /^\/help\/([^/]+)\/?$/u.exec(stripLocale(path))?.[1];
    if (article && !slugs.has(article)) problems.push({ href, message: `there is no help article "${article}" in this language` });
  }
  return problems;
}
