import type { LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import type { Breadcrumb } from '../seo/breadcrumbs';
import { groupByCategory, sameCategory, type CategoryGroup, type HelpCategory } from '../help/categories';
import { cleanQuery } from '../help/query';
import { searchHelp, type SearchHit } from '../help/search';
import { articleSlug, helpArticles, helpSearchIndex, helpShelf, type HelpArticle, type HelpShelf } from './help.server';

/** What grouping and "same category" read of an article. */
const articleData = (article: HelpArticle) => ({ ...article.data, slug: articleSlug(article) });

/** A link to a help article in the language it is written in. */
export const articleHref = (slug: string, language: LocaleInfo): string => localizedPath(`/help/${slug}`, language);

export interface HelpIndexData {
  readonly shelf: HelpShelf;
  readonly groups: CategoryGroup<HelpArticle>[];
  /** The search as typed (trimmed, capped), or null when the page is not a search (no `q`). */
  readonly query: string | null;
  readonly hits: SearchHit[];
}

/**
 * The help index (`/help`) and its search (`/help?q=…`): the articles of the page's language
 * (English where none are written) by category, and the search's hits when there is a query.
 */
export async function helpIndexData(locale: LocaleInfo, url: URL): Promise<HelpIndexData> {
  const raw = url.searchParams.get('q');
  const query = raw === null ? null : cleanQuery(raw);
  const shelf = await helpShelf(locale);
  const groups = groupByCategory(shelf.articles, articleData);
  const hits = query ? searchHelp(helpSearchIndex(shelf), query) : [];
  return { shelf, groups, query, hits };
}

/** The help index's breadcrumbs (Home › Help), unlocalized. */
export const helpIndexCrumbs = (home: string, help: string): Breadcrumb[] => [
  { name: home, path: '/' },
  { name: help, path: '/help' },
];

export interface HelpArticleContext {
  readonly category: HelpCategory;
  /** The other articles of its category in the same language, in reading order. */
  readonly related: HelpArticle[];
  readonly breadcrumbs: Breadcrumb[];
}

/** An article's place in the help: its category, the others in it, and Home › Help › title. */
export async function helpArticleContext(locale: LocaleInfo, article: HelpArticle, names: { home: string; help: string }): Promise<HelpArticleContext> {
  const slug = articleSlug(article);
  return {
    category: article.data.category,
    related: sameCategory(await helpArticles(locale), articleData, slug),
    breadcrumbs: [...helpIndexCrumbs(names.home, names.help), { name: article.data.title, path: `/help/${slug}` }],
  };
}
