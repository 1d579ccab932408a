import { ALL_LOCALES, DEFAULT_LOCALE_INFO, localeByCode, type LocaleInfo } from '../i18n/locales';
import { localizedPath, stripLocale } from '../i18n/paths';

/**
 * The addresses search engines see: absolute, on SITE_URL (never the host a request came in
 * on, which behind a proxy or in a test is not the public one), one spelling per page. The
 * page head, the sitemap and the audit all build them here so that they cannot drift apart.
 */

/** One `<link rel="alternate" hreflang>` (or sitemap `xhtml:link`): a BCP-47 tag or `x-default`. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * A page's path without its locale prefix and without a trailing slash (except home): the
 * key that is the same for every language version. `/en/help/terms/` → `/help/terms`.
 */
export function barePath(pathname: string): string {
  const bare = stripLocale(pathname);
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
}

/**
 * The absolute URL of a page in a locale: SITE_URL (an origin, no trailing slash, as
 * `readConfig` gives it) + the localized path + an optional query (`?id=3`, with or without
 * its `?`). Home in a prefixed locale keeps its slash: `/en/`.
 */
export function pageUrl(siteUrl: string, path: string, locale: LocaleInfo, search = ''): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${siteUrl}${localizedPath(barePath(path), locale)}${query}`;
}

/** An absolute URL on the site for a file or path that has no language (`/og-image.png`). */
export const siteFileUrl = (siteUrl: string, path: string): string => `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The locales a page exists in, in the site's order, from platform codes (`locales` prop of
 * the layouts). Unknown codes are ignored; no list means every locale.
 */
export function pageLocales(codes: readonly string[] | undefined): LocaleInfo[] {
  if (!codes) return [...ALL_LOCALES];
  const wanted = new Set(codes.map((code) => localeByCode(code)?.code).filter(Boolean));
  return ALL_LOCALES.filter((info) => wanted.has(info.code));
}

/**
 * The version shown to searchers whose language has none of its own (`x-default`): Filipino
 * (the site's default) when the page exists in it, else English, else the first version.
 */
export function xDefaultLocale(locales: readonly LocaleInfo[]): LocaleInfo | undefined {
  return locales.find((info) => info === DEFAULT_LOCALE_INFO) ?? locales.find((info) => info.code === 'EN') ?? locales[0];
}

/**
 * The full hreflang set of a page: one entry per locale it exists in, then `x-default`.
 * Every language version carries this same list (itself included), which is what makes the
 * return links hold.
 */
export function hreflangAlternates(siteUrl: string, path: string, locales: readonly LocaleInfo[], search = ''): Alternate[] {
  const fallback = xDefaultLocale(locales);
  if (!fallback) return [];
  return [
    ...locales.map((info) => ({ hreflang: info.tag, href: pageUrl(siteUrl, path, info, search) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, path, fallback, search) },
  ];
}
