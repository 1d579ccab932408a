import { getCollection } from 'astro:content';
import { localeByCode, type LocaleInfo } from '../i18n/locales';
import { writtenLocales } from '../seo/entries';

/**
 * The two questions every per-language content file raises (help articles, page copy,
 * landing pages: `<locale path>/<slug>.md`): in which languages is it written, and which
 * version does a page in another language show.
 */

/** English: the source language, in which every piece of content is written first. */
export const SOURCE_LOCALE: LocaleInfo = localeByCode('EN')!;

/**
 * Platform codes of the locales of `published` that have an entry in `collection` (with this
 * slug, when given), in the site's order: a page's hreflang lists only these.
 */
export async function writtenIn(collection: 'help' | 'pages' | 'landing', slug: string | undefined, published: readonly LocaleInfo[]): Promise<string[]> {
  return writtenLocales(await getCollection(collection), slug, published).map((info) => info.code);
}

/**
 * Content in the page's language, else the English version (an unwritten version is not
 * published, so showing or linking it would be a 404), with the language it is written in;
 * undefined when neither exists.
 */
export async function ownOrEnglish<T>(
  locale: LocaleInfo,
  find: (language: LocaleInfo) => Promise<T | undefined>,
): Promise<{ found: T; language: LocaleInfo } | undefined> {
  const own = await find(locale);
  if (own !== undefined) return { found: own, language: locale };
  if (locale === SOURCE_LOCALE) return undefined;
  const source = await find(SOURCE_LOCALE);
  return source === undefined ? undefined : { found: source, language: SOURCE_LOCALE };
}
