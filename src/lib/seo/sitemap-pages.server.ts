import { getCollection } from 'astro:content';
import { ALL_LOCALES, type LocaleInfo } from '../i18n/locales';
import { entriesToPages, type LocalizedEntry } from './entries';
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
