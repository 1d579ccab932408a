import { DEFAULT_LOCALE_INFO, PUBLISHED_LOCALES } from '../../i18n/locales';
import { barePath } from '../urls';
import type { Problem, ProblemKind } from './checks';

/**
 * The audit's report, for people: problems grouped by kind, each with its URL; a duplicate's
 * pages folded by page and language (`/rng in en, de, fr`), so that thirty language versions
 * sharing an English title read as one line instead of thirty.
 */
const ORDER: readonly ProblemKind[] = [
  'broken link',
  'missing anchor',
  'canonical',
  'hreflang',
  'lang',
  'title',
  'description',
  'duplicate title',
  'duplicate description',
  'image alt',
  'structured data',
  'sitemap',
  'robots',
];

/** The locale of a site URL's path: its prefix, or TY's path segment for an unprefixed one. */
function splitLocale(pathname: string): { locale: string; bare: string } {
  const first = pathname.split('/')[1]?.toLowerCase();
  const prefixed = PUBLISHED_LOCALES.find((info) => info !== DEFAULT_LOCALE_INFO && info.path === first);
  return { locale: (prefixed ?? DEFAULT_LOCALE_INFO).path, bare: barePath(pathname) };
}

/**
 * Folds URLs of one site into `path in locale, locale…` lines, pages in first-seen order,
 * locales in the site's order. Other origins are listed as they are.
 */
export function foldUrls(urls: readonly string[], site: string): string[] {
  const order = PUBLISHED_LOCALES.map((info) => info.path);
  const byPage = new Map<string, string[]>();
  const others: string[] = [];
  for (const raw of urls) {
    if (!raw.startsWith(`${site}/`)) {
      others.push(raw);
      continue;
    }
    const url = new URL(raw);
    const { locale, bare } = splitLocale(url.pathname);
    const key = `${bare}${url.search}`;
    byPage.set(key, [...(byPage.get(key) ?? []), locale]);
  }
  const lines = [...byPage.entries()].map(([page, locales]) => {
    const sorted = [...new Set(locales)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return `${page} in ${sorted.join(', ')}${sorted.length > 3 ? ` (${sorted.length} languages)` : ''}`;
  });
  return [...lines, ...others];
}

/** Shortens a site URL to its path for the report (`https://site/en/rng` → `/en/rng`). */
const short = (url: string, site: string): string => (url.startsWith(`${site}/`) ? url.slice(site.length) : url);

/** A site URL's path without its locale prefix (`/en/register` → `/register`). */
const unlocalized = (url: string, site: string): string => {
  if (!url.startsWith(`${site}/`)) return url;
  const { pathname, search } = new URL(url);
  return `${barePath(pathname)}${search}`;
};

const MAX_FROM = 5;

/**
 * Problems of one kind that differ only by the language of their page (the same broken link
 * in 33 headers) become one entry: the page, the message, the languages it was found in and,
 * for a link, the pages that link to it (without their language).
 */
function fold(problems: readonly Problem[], site: string): string[] {
  const groups = new Map<string, { urls: string[]; from: Set<string> }>();
  const entries: ({ lines: string[] } | { head: string })[] = [];
  for (const problem of problems) {
    const message = problem.message.replaceAll(`${site}/`, '/');
    if (problem.urls || !problem.url.startsWith(`${site}/`)) {
      const folded = foldUrls(problem.urls ?? [], site).map((line) => `      ${line}`);
      entries.push({ lines: [`  ${short(problem.url, site)}: ${message}`, ...folded] });
      continue;
    }
    const head = `${unlocalized(problem.url, site)}: ${message}`;
    const group = groups.get(head) ?? { urls: [], from: new Set<string>() };
    if (group.urls.length === 0) {
      groups.set(head, group);
      entries.push({ head });
    }
    group.urls.push(problem.url);
    for (const referrer of problem.from ?? []) group.from.add(unlocalized(referrer, site));
  }
  return entries.flatMap((entry) => {
    if ('lines' in entry) return entry.lines;
    const group = groups.get(entry.head)!;
    const locales = foldUrls(group.urls, site)[0]!.replace(/^.* in /, '');
    const from = [...group.from];
    const linked = from.length > 0 ? [`      from ${from.slice(0, MAX_FROM).join(', ')}${from.length > MAX_FROM ? ', …' : ''}`] : [];
    return [`  ${entry.head}`, `      in ${locales}`, ...linked];
  });
}

export function formatReport(problems: readonly Problem[], site: string): string {
  const lines: string[] = [];
  for (const kind of ORDER) {
    const ofKind = problems.filter((p) => p.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push('', `${kind} (${ofKind.length})`, ...fold(ofKind, site));
  }
  return lines.join('\n');
}
