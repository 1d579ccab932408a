import { ALL_LOCALES } from '../i18n/locales';
import type { SitemapPage } from './sitemap';

/**
 * Content written per language (help articles, landing pages) as sitemap pages: the entries
 * `en/terms`, `ty/terms` are one page, `/help/terms`, in the locales where it was written.
 */

/** What the sitemap needs of a collection entry: its id (`<language folder>/<slug>`) and its date. */
export interface LocalizedEntry {
  id: string;
  data: { updated?: Date | undefined };
}

/** `en/responsible-gaming` → { language: 'en', slug: 'responsible-gaming' } (as help.server.ts reads them). */
export function splitEntryId(id: string): { language: string; slug: string } {
  const [language = '', ...rest] = id.split('/');
  return { language, slug: rest.join('/') };
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
