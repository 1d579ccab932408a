import { localeByCode, type LocaleInfo } from '../i18n/locales';
import type { Breadcrumb } from './breadcrumbs';
import { isIndexableRoute } from './indexing';
import { OG_IMAGE, ogLocale } from './open-graph';
import { breadcrumbList, graph, organization, serializeJsonLd, webSite } from './structured-data';
import { barePath, hreflangAlternates, pageLocales, pageUrl, siteFileUrl, type Alternate } from './urls';

/**
 * Everything the `<head>` says to search engines and link previews about one page, worked out
 * without Astro so that it can be tested: src/components/Seo.astro only prints it.
 */
export interface SeoInput {
  /** SITE_URL: the public origin. */
  siteUrl: string;
  /** The request's path (`/en/help/terms`) and query (`?id=3` or ''). */
  pathname: string;
  search: string;
  /** The page's language. */
  locale: LocaleInfo;
  title: string;
  description: string;
  /** The page asks to stay out of results for this request (an error, a selected game…). */
  noindex?: boolean | undefined;
  /** Platform codes of the locales this page exists in; every locale when absent. */
  locales?: readonly string[] | undefined;
  /** The query that belongs to this page's address (`?id=3`); none by default. */
  canonicalSearch?: string | undefined;
  /** Platform code of the locale whose version is the canonical one; the page's own by default. */
  canonicalLocale?: string | undefined;
  breadcrumbs?: readonly Breadcrumb[] | undefined;
  /** The brand's name and the picture's description, in the page's language. */
  siteName: string;
  imageAlt: string;
}

export interface MetaTag {
  readonly key: string;
  readonly content: string;
}

export interface SeoHead {
  title: string;
  description: string;
  canonical: string;
  /** `noindex, follow`, or null for an indexable page. */
  robots: string | null;
  /** The hreflang set, x-default last; empty on pages that are not their own canonical version. */
  alternates: Alternate[];
  /** `og:*` properties in the order they are printed. */
  openGraph: MetaTag[];
  /** `twitter:*` names. */
  twitter: MetaTag[];
  /** Serialised JSON-LD, or null when the page has none. */
  jsonLd: string | null;
}

/** `?a=1` and `a=1` are the same query; `?` alone is none. */
const normalizeSearch = (search: string | undefined): string => {
  const trimmed = (search ?? '').replace(/^\?/, '');
  return trimmed === '' ? '' : `?${trimmed}`;
};

export function seoHead(input: SeoInput): SeoHead {
  const { siteUrl, locale, title, description, siteName, imageAlt } = input;
  const path = barePath(input.pathname);
  const canonicalLocale = localeByCode(input.canonicalLocale) ?? locale;
  const canonicalSearch = normalizeSearch(input.canonicalSearch);
  const canonical = pageUrl(siteUrl, path, canonicalLocale, canonicalSearch);
  const noindex = Boolean(input.noindex) || !isIndexableRoute(path);
  const locales = pageLocales(input.locales);
  // Only the canonical version of a page joins the hreflang set: a copy (another query, a
  // language that shows another's content) would break the return links of the versions it named.
  const selfCanonical = canonicalLocale === locale && normalizeSearch(input.search) === canonicalSearch && locales.includes(locale);
  const alternates = !noindex && selfCanonical ? hreflangAlternates(siteUrl, path, locales, canonicalSearch) : [];
  const image = siteFileUrl(siteUrl, OG_IMAGE.path);

  const openGraph: MetaTag[] = [
    { key: 'og:type', content: 'website' },
    { key: 'og:site_name', content: siteName },
    { key: 'og:title', content: title },
    { key: 'og:description', content: description },
    { key: 'og:url', content: canonical },
    { key: 'og:locale', content: ogLocale(locale) },
    ...(alternates.length > 0 ? locales.filter((info) => info !== locale).map((info) => ({ key: 'og:locale:alternate', content: ogLocale(info) })) : []),
    { key: 'og:image', content: image },
    { key: 'og:image:type', content: OG_IMAGE.type },
    { key: 'og:image:width', content: String(OG_IMAGE.width) },
    { key: 'og:image:height', content: String(OG_IMAGE.height) },
    { key: 'og:image:alt', content: imageAlt },
  ];
  const twitter: MetaTag[] = [
    { key: 'twitter:card', content: 'summary_large_image' },
    { key: 'twitter:title', content: title },
    { key: 'twitter:description', content: description },
    { key: 'twitter:image', content: image },
    { key: 'twitter:image:alt', content: imageAlt },
  ];

  const context = { siteUrl, locale, siteName };
  const nodes = [
    ...(path === '/' ? [organization(context), webSite(context)] : []),
    ...(input.breadcrumbs && input.breadcrumbs.length > 0 ? [breadcrumbList(context, input.breadcrumbs)] : []),
  ];

  return {
    title,
    description,
    canonical,
    robots: noindex ? 'noindex, follow' : null,
    alternates,
    openGraph,
    twitter,
    jsonLd: nodes.length > 0 ? serializeJsonLd(graph(nodes)) : null,
  };
}
