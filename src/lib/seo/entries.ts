import { ALL_LOCALES, type LocaleInfo } from '../i18n/locales';
import type { SitemapPage } from './sitemap';
import { pageLocales } from './urls';

/**
 * Content that exists in some languages only, as sitemap pages: entries written per language
 * (help articles, landing pages: `en/terms` and `ty/terms` are one page, `/help/terms`, in
 * those two locales) and the platform's promotions (in the languages each is written in).
 */

/** What the sitemap needs of a collection entry: its id (`<language folder>/<slug>`) and its date. */
export interface LocalizedEntry {
  id: string;
  data: { updated?: Date | undefined };
}

/** `en/responsible-gaming` → { language: 'en', slug: 'responsible-gaming' }: every content collection's entry ids. */
export function splitEntryId(id: string): { language: string; slug: string } {
  const [language = '', ...rest] = id.split('/');
  return { language, slug: rest.join('/') };
}

/** The locales (of `among`, all by default) that have an entry (with this slug, when given), in the site's order. */
export function writtenLocales(entries: readonly { id: string }[], slug?: string, among: readonly LocaleInfo[] = ALL_LOCALES): LocaleInfo[] {
  const languages = new Set(
    entries
      .map((entry) => splitEntryId(entry.id))
      .filter((id) => slug === undefined || id.slug === slug)
      .map((id) => id.language),
  );
  return among.filter((info) => languages.has(info.path));
}

/** Entries with the same slug become one page, in the site's locale order. */
export function entriesToPages(prefix: string, entries: readonly LocalizedEntry[]): SitemapPage[] {
  const bySlug = new Map<string, Map<string, LocalizedEntry>>();
  for (const entry of entries) {
    const { language, slug } = splitEntryId(entry.id);
    if (!slug) continue;
    const versions = bySlug.get(slug) ?? new Map<string, LocalizedEntry>();
    versions.set(language, entry);
    bySlug.set(slug, versions);
  }
  return [...bySlug.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, versions]) => {
      const locales = ALL_LOCALES.filter((info) => versions.has(info.path));
      const lastmod: Record<string, string> = {};
      for (const info of locales) {
        const updated = versions.get(info.path)?.data.updated;
        if (updated instanceof Date && !Number.isNaN(updated.valueOf())) lastmod[info.code] = updated.toISOString().slice(0, 10);
      }
      return { path: `${prefix}/${slug}`, locales, lastmod };
    })
    .filter((page) => page.locales.length > 0);
}

/** What the sitemap needs of a platform promotion (`promotions` call: `id`, `languages`). */
export interface PromotionEntry {
  id: number;
  /** Platform codes of the languages the promotion is written in. */
  languages: readonly string[];
}

/**
 * One page per promotion, `/promoDetail?id=N`, in the languages it is written in: the versions
 * /promoDetail names in its hreflang (other languages show a copy whose canonical is one of these).
 */
export function promotionPages(promotions: readonly PromotionEntry[]): SitemapPage[] {
  const seen = new Set<number>();
  return promotions
    .filter((promotion) => !seen.has(promotion.id) && seen.add(promotion.id))
    .map((promotion) => ({ path: '/promoDetail', search: `?id=${promotion.id}`, locales: pageLocales(promotion.languages) }))
    .filter((page) => page.locales.length > 0);
}
