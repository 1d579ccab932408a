import type { LocaleInfo } from '../i18n/locales';
import type { Breadcrumb } from './breadcrumbs';
import { pageUrl, siteFileUrl } from './urls';

/**
 * JSON-LD (schema.org) for search engines: who runs the site (Organization), the site and its
 * search (WebSite with a SearchAction, on each locale's home), and where a page sits
 * (BreadcrumbList). Plain objects here; the page head serialises them with {@link serializeJsonLd}.
 */
type JsonLd = Record<string, unknown>;

/** Where the site's search answers: the help centre's server-side search (`/help?q=`). */
export const SEARCH_PATH = '/help';
/** schema.org's placeholder for the searched words in a SearchAction's URL template. */
export const SEARCH_TERM = '{search_term_string}';
/** The brand's square logo (public/logo.png, made by scripts/brand-images.mjs). */
export const LOGO_PATH = '/logo.png';

export interface StructuredDataContext {
  siteUrl: string;
  locale: LocaleInfo;
  siteName: string;
}

/** One node id per brand across every locale, so the language versions describe one organisation. */
const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`;

export function organization({ siteUrl, siteName }: StructuredDataContext): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: siteName,
    url: `${siteUrl}/`,
    logo: siteFileUrl(siteUrl, LOGO_PATH),
  };
}

/** The site in one language, with a search box that leads to that language's help search. */
export function webSite({ siteUrl, locale, siteName }: StructuredDataContext): JsonLd {
  const home = pageUrl(siteUrl, '/', locale);
  return {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: siteName,
    url: home,
    inLanguage: locale.tag,
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      // Concatenated, not built with URL(): the braces must reach search engines unescaped.
      target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(siteUrl, SEARCH_PATH, locale)}?q=${SEARCH_TERM}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail home → … → this page, each step at its absolute address in the page's language. */
export function breadcrumbList({ siteUrl, locale }: StructuredDataContext, crumbs: readonly Breadcrumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const [path = '/', search = ''] = crumb.path.split(/(?=\?)/);
      return { '@type': 'ListItem', position: index + 1, name: crumb.name, item: pageUrl(siteUrl, path, locale, search) };
    }),
  };
}

/** Several nodes in one document (one `<script>` per page). */
export const graph = (nodes: readonly JsonLd[]): JsonLd => ({ '@context': 'https://schema.org', '@graph': nodes });

/**
 * JSON for inside `<script type="application/ld+json">`. The HTML parser ends a script at the
 * first `</script` whatever the JSON says, and `<!--` changes how it reads what follows, so
 * every `<` (and, for good measure, `>` and `&`) becomes a JSON escape: the data reads the
 * same and no text from a title or a translator can close the element.
 * U+2028 and U+2029 are escaped too, for any reader that evaluates it as script.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
