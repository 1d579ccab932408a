import { getCollection, type CollectionEntry } from 'astro:content';
import { localeByCode, type LocaleInfo } from '../i18n/locales';
import { byReadingOrder } from '../help/categories';
import { markdownToText } from '../help/plain-text';
import { prepareHelpIndex, type PreparedDocument } from '../help/search';

export type HelpArticle = CollectionEntry<'help'>;

/** `en/responsible-gaming` → { language: 'en', slug: 'responsible-gaming' }. */
export function splitHelpId(id: string): { language: string; slug: string } {
  const [language = '', ...rest] = id.split('/');
  return { language, slug: rest.join('/') };
}

export const articleSlug = (article: HelpArticle): string => splitHelpId(article.id).slug;

/** The help articles written in a locale, in reading order. */
export async function helpArticles(locale: LocaleInfo): Promise<HelpArticle[]> {
  const entries = await getCollection('help', (entry) => splitHelpId(entry.id).language === locale.path);
  return entries.sort((a, b) => byReadingOrder(a.data, b.data));
}

/** One article, or undefined when it has not been written in that locale. */
export async function helpArticle(locale: LocaleInfo, slug: string): Promise<HelpArticle | undefined> {
  return (await helpArticles(locale)).find((entry) => articleSlug(entry) === slug);
}

/** The platform codes of the locales that have an article with this slug (for hreflang). */
export async function helpArticleLocales(slug: string, published: readonly LocaleInfo[]): Promise<string[]> {
  const entries = await getCollection('help', (entry) => splitHelpId(entry.id).slug === slug);
  const paths = new Set(entries.map((entry) => splitHelpId(entry.id).language));
  return published.filter((info) => paths.has(info.path)).map((info) => info.code);
}

/** English: the source language, shown where a locale has no help articles of its own. */
export const HELP_FALLBACK: LocaleInfo = localeByCode('EN')!;

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
  const own = await helpArticles(locale);
  if (own.length > 0 || locale === HELP_FALLBACK) return { articles: own, language: locale, fallback: false };
  return { articles: await helpArticles(HELP_FALLBACK), language: HELP_FALLBACK, fallback: true };
}

/** The terms shown in the help modal: the locale's, else the English ones, else none. */
export async function termsArticle(locale: LocaleInfo): Promise<{ article: HelpArticle; language: LocaleInfo } | null> {
  const own = await helpArticle(locale, 'terms');
  if (own) return { article: own, language: locale };
  const english = await helpArticle(HELP_FALLBACK, 'terms');
  return english ? { article: english, language: HELP_FALLBACK } : null;
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
export async function helpIndexLocales(published: readonly LocaleInfo[]): Promise<string[]> {
  const paths = new Set((await getCollection('help')).map((entry) => splitHelpId(entry.id).language));
  return published.filter((info) => paths.has(info.path)).map((info) => info.code);
}
