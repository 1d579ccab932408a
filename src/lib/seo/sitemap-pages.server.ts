import { getCollection } from 'astro:content';
import { ALL_LOCALES, DEFAULT_LOCALE_INFO, type LocaleInfo } from '../i18n/locales';
import { entriesToPages, promotionPages, type LocalizedEntry, type PromotionEntry } from './entries';
import { staticSitemapRoutes } from './indexing';
import type { SitemapPage } from './sitemap';

/**
 * The pages /sitemap.xml lists, gathered from where they are defined: the page files of this
 * build (routes decided `index` in indexing.ts), the entries of the content collections (help
 * articles, landing pages) in the locales where each was written, and the platform's
 * promotions in the languages each is written in.
 */

/**
 * The page files of this build. Only the names are used, so the bundler keeps the names and
 * imports none of the modules.
 */
const PAGE_FILES = Object.keys(import.meta.glob('/src/pages/**/*.{astro,ts}'));
/** Whether any landing page has been written (the collection may not be defined yet). */
const HAS_LANDING = Object.keys(import.meta.glob('/src/content/landing/*/*.md')).length > 0;

/**
 * The promotions pages' data module (src/lib/promotions/data.server.ts, whose cached
 * `loadPromotions` the /promotions page also uses), found by name so that the sitemap builds
 * with or without the promotions pages in this build.
 */
const PROMOTIONS = import.meta.glob<{ loadPromotions: (language: string) => Promise<readonly PromotionEntry[]> }>(
  '/src/lib/promotions/data.server.ts',
);

/**
 * Current and upcoming promotions. Each one, whatever the language asked for, says which
 * languages it is written in. When the platform does not answer, the sitemap goes out
 * without them rather than not at all (crawlers retry it; an error would drop every URL).
 */
async function promotionEntries(): Promise<readonly PromotionEntry[]> {
  const load = Object.values(PROMOTIONS)[0];
  if (!load) return [];
  try {
    return await (await load()).loadPromotions(DEFAULT_LOCALE_INFO.code);
  } catch {
    return [];
  }
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
  const [help, landing, promotions] = await Promise.all([getCollection('help'), landingEntries(), promotionEntries()]);
  return [...routes, ...entriesToPages('/help', help), ...entriesToPages('/landing', landing), ...promotionPages(promotions)];
}
