import { getCollection } from 'astro:content';
import { ALL_LOCALES, DEFAULT_LOCALE_INFO, type LocaleInfo } from '../i18n/locales';
import { entriesToPages, promotionPages, writtenLocales, type LocalizedEntry, type PromotionEntry } from './entries';
import { staticSitemapRoutes, WRITTEN_IN, type RoutePattern } from './indexing';
import type { SitemapPage } from './sitemap';

/**
 * The pages /sitemap.xml lists, gathered from where they are defined: the page files of this
 * build (routes decided `index` in indexing.ts), the entries of the content collections (help
 * articles, landing pages) in the locales where each was written, and the platform's
 * promotions in the languages each is written in.
 */

/**
 * The page files of this build, and the content files. Only the names are used, so the
 * bundler keeps the names and imports none of the modules.
 */
const PAGE_FILES = Object.keys(import.meta.glob('/src/pages/**/*.{astro,ts}'));
const CONTENT_FILES = Object.keys(import.meta.glob('/src/content/*/*/*.md'));

/**
 * A collection's entries, read by name so that this file builds whether or not the collection
 * is defined yet (landing pages and page copy are defined beside the pages that render them);
 * none when no file of it exists.
 */
async function entriesOf(collection: string): Promise<LocalizedEntry[]> {
  if (!CONTENT_FILES.some((file) => file.startsWith(`/src/content/${collection}/`))) return [];
  const load = getCollection as unknown as (name: string) => Promise<LocalizedEntry[]>;
  try {
    return await load(collection);
  } catch {
    return [];
  }
}

/**
 * The promotions pages' data module (src/lib/promotions/data.server.ts, whose cached
 * `loadPromotions` the /promotions page also uses), found by name so that the sitemap builds
 * with or without the promotions pages in this build.
 */
const PROMOTIONS = import.meta.glob<{ loadPromotions: (language: string) => Promise<readonly PromotionEntry[]> }>('/src/lib/promotions/data.server.ts');

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

/** Where an `index` route exists: every locale, or where its copy is written (indexing.ts `WRITTEN_IN`). */
async function routeLocales(route: RoutePattern): Promise<readonly LocaleInfo[]> {
  const source = WRITTEN_IN[route];
  return source ? writtenLocales(await entriesOf(source.collection), source.slug) : ALL_LOCALES;
}

export async function sitemapPages(): Promise<SitemapPage[]> {
  const routes = staticSitemapRoutes(PAGE_FILES);
  const [routeVersions, help, landing, promotions] = await Promise.all([
    Promise.all(routes.map(routeLocales)),
    entriesOf('help'),
    entriesOf('landing'),
    promotionEntries(),
  ]);
  return [
    ...routes.map((path, index) => ({ path, locales: routeVersions[index]! })),
    ...entriesToPages('/help', help),
    ...entriesToPages('/landing', landing),
    ...promotionPages(promotions),
  ];
}
