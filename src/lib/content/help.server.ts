import { getCollection, type CollectionEntry } from 'astro:content';
import type { LocaleInfo } from '../i18n/locales';

export type HelpArticle = CollectionEntry<'help'>;

/** `en/responsible-gaming` → { language: 'en', slug: 'responsible-gaming' }. */
export function splitHelpId(id: string): { language: string; slug: string } {
  const [language = '', ...rest] = id.split('/');
  return { language, slug: rest.join('/') };
}

/** The help articles written in a locale, in reading order. */
export async function helpArticles(locale: LocaleInfo): Promise<HelpArticle[]> {
  const entries = await getCollection('help', (entry) => splitHelpId(entry.id).language === locale.path);
  return entries.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/** One article, or undefined when it has not been written in that locale. */
export async function helpArticle(locale: LocaleInfo, slug: string): Promise<HelpArticle | undefined> {
  return (await helpArticles(locale)).find((entry) => splitHelpId(entry.id).slug === slug);
}

/** The platform codes of the locales that have an article with this slug (for hreflang). */
export async function helpArticleLocales(slug: string, published: readonly LocaleInfo[]): Promise<string[]> {
  const entries = await getCollection('help', (entry) => splitHelpId(entry.id).slug === slug);
  const paths = new Set(entries.map((entry) => splitHelpId(entry.id).language));
  return published.filter((info) => paths.has(info.path)).map((info) => info.code);
}
