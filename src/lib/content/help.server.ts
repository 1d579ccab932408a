import { getCollection, type CollectionEntry } from 'astro:content';
import type { LocaleInfo } from '../i18n/locales';
import { splitEntryId } from '../seo/entries';
import { ownOrEnglish, writtenIn } from './written.server';
import { byReadingOrder } from '../help/categories';
import { markdownToText } from '../help/plain-text';
import { prepareHelpIndex, type PreparedDocument } from '../help/search';

export type HelpArticle = CollectionEntry<'help'>;

export const articleSlug = (article: HelpArticle): string => splitEntryId(article.id).slug;

/** The help articles written in a locale, in reading order. */
export async function helpArticles(locale: LocaleInfo): Promise<HelpArticle[]> {
  const entries = await getCollection('help', (entry) => splitEntryId(entry.id).language === locale.path);
  return entries.sort((a, b) => byReadingOrder(a.data, b.data));
}

/** One article, or undefined when it has not been written in that locale. */
export async function helpArticle(locale: LocaleInfo, slug: string): Promise<HelpArticle | undefined> {
  return (await helpArticles(locale)).find((entry) => articleSlug(entry) === slug);
}

/** The platform codes of the locales that have an article with this slug (for hreflang). */
export const helpArticleLocales = (slug: string, published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('help', slug, published);

/** The articles the help index of a locale shows, and the language they are written in. */
export interface HelpShelf {
  readonly articles: HelpArticle[];
  readonly language: LocaleInfo;
  /** True when the locale has no articles and the English ones stand in. */
  readonly fallback: boolean;
}

/**
 * The help index's articles: the locale's own, or, for a locale where none have been written
 * yet, the English ones (the page then says so, and points its canonical at English).
 */
export async function helpShelf(locale: LocaleInfo): Promise<HelpShelf> {
  const shelf = await ownOrEnglish(locale, async (language) => {
    const articles = await helpArticles(language);
    return articles.length > 0 ? articles : undefined;
  });
  return shelf ? { articles: shelf.found, language: shelf.language, fallback: shelf.language !== locale } : { articles: [], language: locale, fallback: false };
}

/** The terms shown in the help modal: the locale's, else the English ones, else none. */
export async function termsArticle(locale: LocaleInfo): Promise<{ article: HelpArticle; language: LocaleInfo } | null> {
  const terms = await ownOrEnglish(locale, (language) => helpArticle(language, 'terms'));
  return terms ? { article: terms.found, language: terms.language } : null;
}

/**
 * Folded search index per language, built once per set of articles: the key changes when an
 * article does (the content layer's digest), so `npm run dev` picks up edits. The content is
 * the same for every visitor, so a per-process cache is safe.
 */
const indexes = new Map<string, { key: string; index: PreparedDocument[] }>();

export function helpSearchIndex(shelf: HelpShelf): PreparedDocument[] {
  const key = shelf.articles.map((article) => `${article.id}:${article.digest ?? ''}`).join('|');
  const cached = indexes.get(shelf.language.path);
  if (cached?.key === key) return cached.index;
  const index = prepareHelpIndex(
    shelf.articles.map((article) => ({
      slug: articleSlug(article),
      title: article.data.title,
      description: article.data.description,
      category: article.data.category,
      order: article.data.order,
      text: markdownToText(article.body ?? ''),
    })),
  );
  indexes.set(shelf.language.path, { key, index });
  return index;
}

/** The platform codes of the locales that have help articles of their own (the help index's hreflang). */
export const helpIndexLocales = (published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('help', undefined, published);
