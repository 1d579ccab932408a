import { DEFAULT_LOCALE_INFO, PUBLISHED_LOCALES, type LocaleInfo } from './locales';
import { localizedPath, stripLocale } from './paths';
import { safeLocalPath } from '../routes/safe-path';

/** Browser tags that name one of our locales under another tag than its own. */
const SYNONYMS: Record<string, string> = {
  tl: 'fil',
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  pt: 'pt-PT',
};

/** One of `locales` for a BCP-47 tag: exact, then a synonym, then its language alone (`en-GB` → `en`). */
function matchTag(tag: string, locales: readonly LocaleInfo[]): LocaleInfo | undefined {
  const lower = tag.toLowerCase();
  const byTag = (wanted: string) => locales.find((info) => info.tag.toLowerCase() === wanted.toLowerCase());
  const language = lower.split('-')[0]!;
  return (
    byTag(lower) ?? (SYNONYMS[lower] ? byTag(SYNONYMS[lower]!) : undefined) ?? byTag(language) ?? (SYNONYMS[language] ? byTag(SYNONYMS[language]!) : undefined)
  );
}

/**
 * The published locale an `Accept-Language` header prefers most (highest q, then order), or
 * undefined when it names none of them (or is absent).
 */
export function preferredLocale(header: string | null | undefined, locales: readonly LocaleInfo[] = PUBLISHED_LOCALES): LocaleInfo | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const entry of ranked) {
    const match = matchTag(entry.tag, locales);
    if (match) return match;
  }
  return undefined;
}

/**
 * Where a first visit to the unprefixed login page goes when login is required: every guest
 * lands there first, before they could choose a language, so their browser's language decides
 * (docs/architecture.md, "Guard"). The `next` page moves to that language too, so the
 * visitor stays in it after logging in. Null when the default language is the one preferred,
 * or the page is not the login page.
 */
export function firstVisitLoginTarget(url: URL, acceptLanguage: string | null): string | null {
  if (stripLocale(url.pathname).replace(/\/+$/, '') !== '/login' || stripLocale(url.pathname) !== url.pathname) return null;
  const preferred = preferredLocale(acceptLanguage);
  if (!preferred || preferred === DEFAULT_LOCALE_INFO) return null;
  const search = new URLSearchParams(url.search);
  const next = search.get('next');
  const safeNext = next ? safeLocalPath(next) : null;
  if (safeNext && stripLocale(safeNext) === safeNext) search.set('next', localizedPath(safeNext, preferred));
  const query = search.toString();
  return `${localizedPath('/login', preferred)}${query ? `?${query}` : ''}`;
}
