import type { Alternate } from '../urls';
import type { Fetcher, FetchResult } from './crawl';

/**
 * A tiny site in memory for the audit's tests: pages by path and query, each an HTML page
 * built from a few facts, a redirect, or any status. Not used outside tests.
 */
export const SITE = 'https://site.example';

export interface FakePage {
  status?: number;
  location?: string;
  body?: string;
  type?: string;
}

export interface HtmlOptions {
  lang?: string;
  title?: string;
  description?: string;
  canonical?: string | null;
  robots?: string;
  alternates?: readonly Alternate[];
  links?: readonly string[];
  body?: string;
}

export function html(options: HtmlOptions): FakePage {
  const { lang = 'en', title, description, canonical, robots, alternates = [], links = [], body = '' } = options;
  const head = [
    title !== undefined ? `<title>${title}</title>` : '',
    description !== undefined ? `<meta name="description" content="${description}">` : '',
    canonical ? `<link rel="canonical" href="${canonical}">` : '',
    robots ? `<meta name="robots" content="${robots}">` : '',
    ...alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`),
  ].join('');
  const anchors = links.map((href) => `<a href="${href}">link</a>`).join('');
  return { body: `<!doctype html><html lang="${lang}"><head>${head}</head><body>${anchors}${body}</body></html>` };
}

/** A fetcher over `pages` (keys: path and query); anything else is a 404. Counts requests. */
export function fakeFetcher(pages: Readonly<Record<string, FakePage>>, requests: string[] = []): Fetcher {
  return async (url: string): Promise<FetchResult> => {
    const { pathname, search } = new URL(url);
    requests.push(`${pathname}${search}`);
    const page = pages[`${pathname}${search}`];
    if (!page)
      return { status: 404, location: null, contentType: 'text/html', robotsTag: null, body: '<html lang="en"><head><title>Not found</title></head></html>' };
    const status = page.status ?? (page.location ? 301 : 200);
    return { status, location: page.location ?? null, contentType: page.type ?? 'text/html; charset=utf-8', robotsTag: null, body: page.body ?? null };
  };
}
