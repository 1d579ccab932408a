import { localeByCode, DEFAULT_LOCALE_INFO, type LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';

/**
 * A help article or landing page opened in a language it is not written in (a remembered
 * language, a link, the language switch) goes to the version that exists, with a note saying
 * so, instead of a 404. See docs/architecture.md "Content in another language".
 */

/** The query parameter naming the language the visitor asked for, which triggers the note. */
export const ASKED_LANGUAGE_PARAM = 'asked';

/**
 * The language to show content in for a visitor who wants `wanted`, given the platform codes it
 * is written in: `wanted` itself, else English (the source), else another written language,
 * the unprefixed default last; undefined when it is written in none.
 */
export function contentLanguage(wanted: LocaleInfo, written: readonly string[]): LocaleInfo | undefined {
  if (written.includes(wanted.code)) return wanted;
  const order = [...written].sort((a, b) => rank(a) - rank(b));
  return order.length > 0 ? localeByCode(order[0]) : undefined;
}

const rank = (code: string): number => (code === 'EN' ? 0 : code === DEFAULT_LOCALE_INFO.code ? 2 : 1);

/**
 * Where to send a visitor who opened `path` (unlocalized, `/help/faq`) in `wanted`, a
 * language it is not written in: the written version, with the note's parameter; null when it
 * is written in `wanted` (nothing to do) or in no language (a 404).
 */
export function fallbackTarget(path: string, wanted: LocaleInfo, written: readonly string[]): string | null {
  const shown = contentLanguage(wanted, written);
  if (!shown || shown === wanted) return null;
  return `${localizedPath(path, shown)}?${ASKED_LANGUAGE_PARAM}=${encodeURIComponent(wanted.code)}`;
}

/**
 * The language the note names, for a page shown in `page`: the one the visitor asked for
 * (from the query), when the content is not written in it; otherwise null (no note).
 */
export function askedLanguage(url: URL, page: LocaleInfo, written: readonly string[]): LocaleInfo | null {
  const asked = localeByCode(url.searchParams.get(ASKED_LANGUAGE_PARAM) ?? undefined);
  return asked && asked !== page && !written.includes(asked.code) ? asked : null;
}
