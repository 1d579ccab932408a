import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { localeByCode, type LocaleInfo } from '../i18n/locales';
import { splitHelpId } from './help.server';

/**
 * The editors' copy of the VIP and join pages and the landing pages (src/content.config.ts).
 * Entry ids are `<locale path>/<name>` (`en/vip`, `ty/welcome-bonus`).
 */
export type PageCopyEntry = CollectionEntry<'pages'>;
export type LandingEntry = CollectionEntry<'landing'>;
export type CopyPage = 'vip' | 'join';

/** English is the source language: every page's copy exists in it. */
const SOURCE_CODE = 'EN';

export interface ResolvedCopy {
  entry: PageCopyEntry;
  /**
   * The platform code of the locale whose copy this is: the page's own, or English when the
   * page has not been written in the page's language yet (the page then names English as its
   * canonical version, so search engines do not see two pages with the same text).
   */
  code: string;
}

/** A page's copy in the locale, falling back to English; undefined only if English is missing too. */
export async function pageCopy(locale: LocaleInfo, page: CopyPage): Promise<ResolvedCopy | undefined> {
  const own = await getEntry('pages', `${locale.path}/${page}`);
  if (own) return { entry: own, code: locale.code };
  const source = await getEntry('pages', `${localeByCode(SOURCE_CODE)!.path}/${page}`);
  return source ? { entry: source, code: SOURCE_CODE } : undefined;
}

/** Platform codes of the locales written in `collection` under `name` (hreflang lists only these). */
async function writtenIn(collection: 'pages' | 'landing', name: string, published: readonly LocaleInfo[]): Promise<string[]> {
  const entries = await getCollection(collection, (entry) => splitHelpId(entry.id).slug === name);
  const paths = new Set(entries.map((entry) => splitHelpId(entry.id).language));
  return published.filter((info) => paths.has(info.path)).map((info) => info.code);
}

export const pageCopyLocales = (page: CopyPage, published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('pages', page, published);

/** A landing page in the locale, or undefined: landing pages are published only where they were written. */
export async function landingPage(locale: LocaleInfo, slug: string): Promise<LandingEntry | undefined> {
  return (await getEntry('landing', `${locale.path}/${slug}`)) ?? undefined;
}

export const landingLocales = (slug: string, published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('landing', slug, published);
