import { getEntry, render, type CollectionEntry } from 'astro:content';
import { PUBLISHED_LOCALES, type LocaleInfo } from '../i18n/locales';
import { ownOrEnglish, writtenIn } from './written.server';

/**
 * The editors' copy of the VIP and join pages and the landing pages (src/content.config.ts).
 * Entry ids are `<locale path>/<name>` (`en/vip`, `ty/welcome-bonus`).
 */
export type PageCopyEntry = CollectionEntry<'pages'>;
export type LandingEntry = CollectionEntry<'landing'>;
export type CopyPage = 'vip' | 'join';

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
  const copy = await ownOrEnglish(locale, async (language) => (await getEntry('pages', `${language.path}/${page}`)) ?? undefined);
  return copy ? { entry: copy.found, code: copy.language.code } : undefined;
}

export const pageCopyLocales = (page: CopyPage, published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('pages', page, published);

/**
 * What /vip and /join need from their copy: the rendered body, the frontmatter, and the head's
 * language facts (the locales it is written in, and the canonical locale when the page shows
 * English copy), so both pages build their head the same way.
 */
export async function renderedPageCopy(locale: LocaleInfo, page: CopyPage) {
  const copy = await pageCopy(locale, page);
  if (!copy) return undefined;
  const [{ Content }, locales] = await Promise.all([render(copy.entry), pageCopyLocales(page, PUBLISHED_LOCALES)]);
  return {
    Content,
    ...copy.entry.data,
    locales,
    canonicalLocale: copy.code === locale.code ? undefined : copy.code,
  };
}

/** A landing page in the locale, or undefined: landing pages are published only where they were written. */
export async function landingPage(locale: LocaleInfo, slug: string): Promise<LandingEntry | undefined> {
  return (await getEntry('landing', `${locale.path}/${slug}`)) ?? undefined;
}

export const landingLocales = (slug: string, published: readonly LocaleInfo[]): Promise<string[]> => writtenIn('landing', slug, published);
