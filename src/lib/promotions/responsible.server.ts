import { helpArticleLocales } from '../content/help.server';
import { localeByCode, PUBLISHED_LOCALES, type LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';

/** The help article every promotion links to (SPEC §1 compliance copy, issue 6 item 7). */
export const RESPONSIBLE_GAMING_PATH = '/help/responsible-gaming';

/**
 * The responsible-gaming article in the page's language, or in English where it has not been
 * written yet (an unwritten article is not published, so the link would be a 404).
 */
export async function responsibleGamingHref(locale: LocaleInfo): Promise<string> {
  const written = await helpArticleLocales('responsible-gaming', PUBLISHED_LOCALES);
  if (written.includes(locale.code)) return localizedPath(RESPONSIBLE_GAMING_PATH, locale);
  const fallback = localeByCode(written.includes('EN') ? 'EN' : written[0]);
  return fallback ? localizedPath(RESPONSIBLE_GAMING_PATH, fallback) : localizedPath(RESPONSIBLE_GAMING_PATH, locale);
}
