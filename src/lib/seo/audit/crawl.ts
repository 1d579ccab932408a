import { parsePage, saysNoindex, type PageFacts } from './parse-page';

/**
 * The audit's crawler: breadth-first from the start URLs, `concurrency` requests at a time,
 * every URL fetched once. It works in the site's public address space (SITE_URL); the
 * `fetcher` decides where a request really goes (the local server, in the audit script).
 *
 * What it reads, to stay fast on a site with thousands of filter and game links:
 * - a page without a query is read whole and its links are followed;
 * - a page with a query (a vendor tab, a filter, a game launch) is fetched for its status
 *   and its head only, and its links are followed only if it is indexable (no `noindex`,
 *   canonical to itself), i.e. only if it is a page of its own;
 * - hreflang alternates and canonicals are fetched as links too, so that their targets can be
 *   checked; redirects are followed to their target;
 * - URLs robots.txt disallows are not fetched, as a search engine would not.
 */
export interface FetchResult {
  status: number;
  /** `Location` of a redirect, as sent. */
  location: string | null;
  contentType: string;
  /** `X-Robots-Tag`, if any. */
  robotsTag: string | null;
  /** The body of an HTML or XML answer; null for anything else. */
  body: string | null;
}

export type Fetcher = (url: string) => Promise<FetchResult>;

/** How a URL came to be crawled, for the report. */
export type Source = 'start' | 'link' | 'redirect' | 'alternate' | 'canonical' | 'sitemap';

export interface PageRecord {
  url: string;
  /** HTTP status; 0 when the request failed (the error says why). */
  status: number;
  error?: string;
  /** Absolute target of a redirect. */
  location?: string;
  contentType: string;
  facts?: PageFacts;
  noindex: boolean;
  /** Resolved canonical URL (the first one), or null. */
  canonical: string | null;
  /** Links were followed (the whole page was read). */
  followed: boolean;
  /** Up to five pages that link here, and how this URL was found. */
  referrers: string[];
  sources: Set<Source>;
}

export interface CrawlOptions {
  /** SITE_URL origin: only URLs on it are crawled. */
  site: string;
  start: readonly { url: string; source: Source }[];
  fetcher: Fetcher;
  /** robots.txt: whether a crawler may fetch this path and query. */
  isAllowed: (pathAndQuery: string) => boolean;
  concurrency?: number;
  /** A safety stop for a site that generates endless URLs. */
  maxPages?: number;
  /** Called after every fetched page (progress). */
  onPage?: (record: PageRecord, crawled: number) => void;
}

export interface CrawlResult {
  records: Map<string, PageRecord>;
  /** Internal URLs seen but not fetched because robots.txt disallows them. */
  disallowed: Set<string>;
  /** True when maxPages stopped the crawl early. */
  truncated: boolean;
}

const MAX_REFERRERS = 5;

/** An absolute internal URL without its fragment, or null for anything that is not a page of this site. */
export function internalUrl(href: string, base: string, site: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || /^(?:mailto|tel|javascript|data|sms):/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.origin !== site) return null;
  url.hash = '';
  return url.href;
}

/** A record is a page of its own for search engines: a 200 HTML page, not noindex, canonical to itself. */
export const isIndexable = (record: PageRecord): boolean =>
  record.status === 200 && record.facts !== undefined && !record.noindex && record.canonical === record.url;

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const { site, fetcher, isAllowed, concurrency = 8, maxPages = 20_000 } = options;
  const records = new Map<string, PageRecord>();
  const disallowed = new Set<string>();
  const queue: string[] = [];
  let truncated = false;

  const enqueue = (url: string, source: Source, referrer: string | null) => {
    if (url === referrer) return;
    const known = records.get(url);
    if (known) {
      known.sources.add(source);
      if (referrer && known.referrers.length < MAX_REFERRERS && !known.referrers.includes(referrer)) known.referrers.push(referrer);
      return;
    }
    const parsed = new URL(url);
    if (!isAllowed(`${parsed.pathname}${parsed.search}`)) {
      disallowed.add(url);
      return;
    }
    if (records.size >= maxPages) {
      truncated = true;
      return;
    }
    records.set(url, {
      url,
      status: -1,
      contentType: '',
      noindex: false,
      canonical: null,
      followed: false,
      referrers: referrer ? [referrer] : [],
      sources: new Set([source]),
    });
    queue.push(url);
  };

  const visit = async (record: PageRecord) => {
    let result: FetchResult;
    try {
      result = await fetcher(record.url);
    } catch (error) {
      record.status = 0;
      record.error = (error as Error).message;
      return;
    }
    record.status = result.status;
    record.contentType = result.contentType;
    if (result.status >= 300 && result.status < 400 && result.location) {
      const target = internalUrl(result.location, record.url, site);
      record.location = target ?? result.location;
      if (target) enqueue(target, 'redirect', record.url);
      return;
    }
    if (result.status !== 200 || result.body === null || !result.contentType.includes('text/html')) return;

    const hasQuery = new URL(record.url).search !== '';
    let facts = parsePage(result.body, { headOnly: hasQuery });
    const canonical = facts.canonicals[0] ? (internalUrl(facts.canonicals[0], record.url, site) ?? facts.canonicals[0]) : null;
    record.canonical = canonical;
    record.noindex = saysNoindex(facts.robots, result.robotsTag);
    if (hasQuery && !record.noindex && canonical === record.url) facts = parsePage(result.body);
    record.facts = facts;
    record.followed = !facts.headOnly;

    for (const alternate of facts.alternates) {
      const target = internalUrl(alternate.href, record.url, site);
      if (target) enqueue(target, 'alternate', record.url);
    }
    if (canonical && canonical.startsWith(site)) enqueue(canonical, 'canonical', record.url);
    if (!record.followed) return;
    for (const href of facts.links) {
      const target = internalUrl(href, record.url, site);
      if (target) enqueue(target, 'link', record.url);
    }
  };

  for (const { url, source } of options.start) {
    const target = internalUrl(url, site, site);
    if (target) enqueue(target, source, null);
  }

  // A pool: up to `concurrency` pages in flight; each one done may queue more.
  let crawled = 0;
  await new Promise<void>((resolve) => {
    let active = 0;
    const pump = () => {
      while (active < concurrency && queue.length > 0) {
        const record = records.get(queue.shift()!)!;
        active += 1;
        visit(record)
          .catch((error: unknown) => {
            record.error = `could not be read: ${(error as Error).message}`;
          })
          .finally(() => {
            active -= 1;
            crawled += 1;
            options.onPage?.(record, crawled);
            pump();
          });
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  return { records, disallowed, truncated };
}
