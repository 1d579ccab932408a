import { getCollection } from 'astro:content';
import { ALL_LOCALES, type LocaleInfo } from '../i18n/locales';
import { splitHelpId } from '../content/help.server';
import { staticSitemapRoutes } from './indexing';
import type { SitemapPage } from './sitemap';

/**
 * The pages /sitemap.xml lists, gathered from where they are defined: the page files of this
 * build (routes decided `index` in indexing.ts), and the entries of the content collections
 * (help articles, landing pages) in the locales where each was written.
 */

/**
 * The page files of this build. Only the names are used, so the bundler keeps the names and
 * imports none of the modules.
 */
const PAGE_FILES = Object.keys(import.meta.glob('/src/pages/**/*.{astro,ts}'));
/** Whether any landing page has been written (the collection may not be defined yet). */
const HAS_LANDING = Object.keys(import.meta.glob('/src/content/landing/*/*.md')).length > 0;

/** A collection entry's language folder and slug (`en/terms`), as help and landing pages store them. */
interface LocalizedEntry {
  id: string;
  data: { updated?: Date | undefined };
}

/** Entries with the same slug become one page, in the site's locale order. */
export function entriesToPages(prefix: string, entries: readonly LocalizedEntry[]): SitemapPage[] {
  const bySlug = new Map<string, Map<string, LocalizedEntry>>();
  for (const entry of entries) {
    const { language, slug } = splitHelpId(entry.id);
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

/**
 * Landing pages, from a collection that is defined beside the pages that render them: read
 * by name, so that this file builds whether or not that collection exists yet.
 */
async function landingEntries(): Promise<LocalizedEntry[]> {
  if (!HAS_LANDING) return [];
  const load = getCollection as unknown as (collection: string) => Promise<LocalizedEntry[]>;
  try {
    return await load('landing');
  } catch {
    return [];
  }
}

export async function sitemapPages(): Promise<SitemapPage[]> {
  const everywhere: readonly LocaleInfo[] = ALL_LOCALES;
  const routes = staticSitemapRoutes(PAGE_FILES).map((path) => ({ path, locales: everywhere }));
  const [help, landing] = await Promise.all([getCollection('help'), landingEntries()]);
  return [...routes, ...entriesToPages('/help', help), ...entriesToPages('/landing', landing)];
}
