import type { Alternate } from '../urls';
import { internalUrl, isIndexable, type CrawlResult, type PageRecord } from './crawl';
import type { ParsedSitemap } from './parse-sitemap';
import type { RobotsRules } from './robots-rules';

/**
 * The audit's rules, over what the crawl found. Each problem names the URL it is about; a
 * duplicate names the shared text and every URL that shares it.
 */
export type ProblemKind =
  | 'broken link'
  | 'missing anchor'
  | 'title'
  | 'description'
  | 'duplicate title'
  | 'duplicate description'
  | 'canonical'
  | 'hreflang'
  | 'lang'
  | 'image alt'
  | 'structured data'
  | 'sitemap'
  | 'robots';

export interface Problem {
  kind: ProblemKind;
  /** The page (or, for a duplicate, the shared text in quotes). */
  url: string;
  message: string;
  /** The pages a duplicate is found on. */
  urls?: string[];
  /** Pages that link to this URL (the first few). */
  from?: string[];
}

export interface AuditInput {
  site: string;
  crawl: CrawlResult;
  sitemap: ParsedSitemap | null;
  robots: { status: number; rules: RobotsRules } | null;
}

const isAbsolute = (href: string): boolean => /^https?:\/\/[^/]/i.test(href);
const setKey = (alternates: readonly Alternate[]): string =>
  alternates
    .map((a) => `${a.hreflang.toLowerCase()} ${a.href}`)
    .sort()
    .join('\n');
const describe = (record: PageRecord | undefined): string =>
  !record ? 'never fetched' : record.status === 0 ? `failed (${record.error ?? 'no answer'})` : `answers ${record.status}`;
/** Where a URL was found: the pages linking to it, or else how the crawl came to it (start, sitemap…). */
const found = (record: PageRecord): Pick<Problem, 'from' | 'message'> =>
  record.referrers.length > 0 ? { from: [...record.referrers], message: '' } : { message: ` (${[...record.sources].join(', ')})` };

/** Why a target of a canonical, hreflang or sitemap entry is not an indexable page, or null when it is. */
function notIndexableReason(record: PageRecord | undefined): string | null {
  if (!record || record.status !== 200) return describe(record);
  if (!record.facts) return `is not an HTML page (${record.contentType || 'no type'})`;
  if (record.noindex) return 'is noindex';
  if (record.canonical !== record.url) return `has its canonical at ${record.canonical ?? 'nowhere'}`;
  return null;
}

function brokenLinks(records: readonly PageRecord[]): Problem[] {
  return records
    .filter((r) => r.status === 0 || r.status >= 400 || r.error)
    .map((r) => {
      const { from, message } = found(r);
      return { kind: 'broken link' as const, url: r.url, message: `${r.error ?? describe(r)}${message}`, ...(from ? { from } : {}) };
    });
}

function pageProblems(record: PageRecord, site: string, records: Map<string, PageRecord>): Problem[] {
  const facts = record.facts!;
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, message: string) => problems.push({ kind, url: record.url, message });

  if (!facts.lang) add('lang', '<html> has no lang');
  if (facts.canonicals.length === 0) add('canonical', 'no <link rel="canonical">');
  if (facts.canonicals.length > 1) add('canonical', `${facts.canonicals.length} canonicals`);
  const canonical = facts.canonicals[0];
  if (canonical !== undefined && !isAbsolute(canonical)) add('canonical', `canonical is not absolute: ${canonical}`);
  else if (canonical !== undefined && !canonical.startsWith(`${site}/`)) add('canonical', `canonical is not on SITE_URL: ${canonical}`);
  else if (record.canonical && record.canonical !== record.url && !record.noindex) {
    const reason = notIndexableReason(records.get(record.canonical));
    if (reason) add('canonical', `canonical ${record.canonical} ${reason}`);
  }

  for (const text of facts.jsonLd) {
    try {
      JSON.parse(text);
    } catch (error) {
      add('structured data', `JSON-LD does not parse: ${(error as Error).message}`);
    }
  }

  if (record.followed) {
    const missing = new Set<string>();
    for (const href of facts.links) {
      const hashAt = href.indexOf('#');
      if (hashAt < 0 || hashAt === href.length - 1) continue;
      if (internalUrl(href, record.url, site) !== record.url) continue;
      const id = decodeURIComponent(href.slice(hashAt + 1));
      if (!facts.ids.has(id)) missing.add(`#${id}`);
    }
    for (const anchor of missing) add('missing anchor', `link to ${anchor}, and no element has that id`);
    if (facts.imagesWithoutAlt.length > 0) add('image alt', `<img> without alt: ${[...new Set(facts.imagesWithoutAlt)].join(', ')}`);
  }
  return problems;
}

function hreflangProblems(record: PageRecord, records: Map<string, PageRecord>): Problem[] {
  const facts = record.facts!;
  const alternates = facts.alternates;
  if (alternates.length === 0) return [];
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, message: string) => problems.push({ kind, url: record.url, message });
  if (record.noindex) add('hreflang', 'a noindex page lists hreflang alternates');
  if (!alternates.some((a) => a.hreflang.toLowerCase() === 'x-default')) add('hreflang', 'no x-default');
  const tags = alternates.map((a) => a.hreflang.toLowerCase());
  const repeated = [...new Set(tags.filter((tag, i) => tags.indexOf(tag) !== i))];
  if (repeated.length > 0) add('hreflang', `hreflang listed twice: ${repeated.join(', ')}`);
  const self = alternates.find((a) => a.hreflang.toLowerCase() !== 'x-default' && a.href === record.url);
  if (!self) add('hreflang', 'the hreflang set does not include this page');
  else if ((facts.lang ?? '').toLowerCase() !== self.hreflang.toLowerCase()) {
    add('lang', `<html lang="${facts.lang ?? ''}"> but its hreflang is ${self.hreflang}`);
  }

  const key = setKey(alternates);
  const bad: string[] = [];
  const noReturn: string[] = [];
  for (const alternate of new Set(alternates.map((a) => a.href))) {
    if (!isAbsolute(alternate)) {
      bad.push(`${alternate} is not absolute`);
      continue;
    }
    if (alternate === record.url) continue;
    const target = records.get(alternate);
    const reason = notIndexableReason(target);
    if (reason) bad.push(`${alternate} ${reason}`);
    else if (setKey(target!.facts!.alternates) !== key) noReturn.push(alternate);
  }
  for (const message of bad) add('hreflang', `alternate ${message}`);
  if (noReturn.length > 0) add('hreflang', `no return link: the hreflang set differs on ${noReturn.join(', ')}`);
  return problems;
}

/** Groups indexable pages by a text they should not share. */
function duplicates(pages: readonly PageRecord[], kind: 'duplicate title' | 'duplicate description', text: (r: PageRecord) => string | undefined): Problem[] {
  const byText = new Map<string, string[]>();
  for (const page of pages) {
    const value = text(page);
    if (!value) continue;
    byText.set(value, [...(byText.get(value) ?? []), page.url]);
  }
  return [...byText.entries()]
    .filter(([, urls]) => urls.length > 1)
    .map(([value, urls]) => ({ kind, url: `"${value}"`, message: `on ${urls.length} pages`, urls }));
}

function sitemapProblems(input: AuditInput, indexable: readonly PageRecord[]): Problem[] {
  const { site, sitemap, crawl } = input;
  const url = `${site}/sitemap.xml`;
  if (!sitemap) return [{ kind: 'sitemap', url, message: 'could not be read' }];
  const problems: Problem[] = sitemap.errors.map((message) => ({ kind: 'sitemap' as const, url, message }));
  const listed = new Set<string>();
  for (const entry of sitemap.urls) {
    listed.add(entry.loc);
    const record = crawl.records.get(entry.loc);
    const reason = notIndexableReason(record);
    if (reason) {
      problems.push({ kind: 'sitemap', url: entry.loc, message: `listed in the sitemap but ${reason}` });
      continue;
    }
    if (setKey(entry.alternates) !== setKey(record!.facts!.alternates)) {
      problems.push({ kind: 'sitemap', url: entry.loc, message: "the sitemap's alternates differ from the page's hreflang" });
    }
  }
  for (const page of indexable) {
    if (listed.has(page.url)) continue;
    const { from, message } = found(page);
    problems.push({ kind: 'sitemap', url: page.url, message: `indexable but not in the sitemap${message}`, ...(from ? { from } : {}) });
  }
  return problems;
}

function robotsProblems({ site, robots }: AuditInput): Problem[] {
  const url = `${site}/robots.txt`;
  if (!robots || robots.status !== 200) return [{ kind: 'robots', url, message: `answers ${robots?.status ?? 'nothing'}` }];
  const wanted = `${site}/sitemap.xml`;
  return robots.rules.sitemaps.includes(wanted) ? [] : [{ kind: 'robots', url, message: `no "Sitemap: ${wanted}"` }];
}

export function auditProblems(input: AuditInput): Problem[] {
  const records = [...input.crawl.records.values()];
  const pages = records.filter((r) => r.status === 200 && r.facts);
  const indexable = pages.filter(isIndexable);
  const problems: Problem[] = [...brokenLinks(records), ...robotsProblems(input)];
  for (const page of pages) problems.push(...pageProblems(page, input.site, input.crawl.records), ...hreflangProblems(page, input.crawl.records));
  for (const page of indexable) {
    const { titles, descriptions } = page.facts!;
    if (titles.length === 0 || titles[0] === '') problems.push({ kind: 'title', url: page.url, message: 'no title' });
    if (titles.length > 1) problems.push({ kind: 'title', url: page.url, message: `${titles.length} titles` });
    if (descriptions.length === 0 || descriptions[0]!.trim() === '') problems.push({ kind: 'description', url: page.url, message: 'no meta description' });
  }
  problems.push(
    ...duplicates(indexable, 'duplicate title', (r) => r.facts!.titles[0]),
    ...duplicates(indexable, 'duplicate description', (r) => r.facts!.descriptions[0]?.trim()),
    ...sitemapProblems(input, indexable),
  );
  if (input.crawl.truncated) problems.push({ kind: 'broken link', url: input.site, message: 'the crawl stopped at its page limit' });
  return problems;
}
