import { helpArticle } from './help.server';
import { ownOrEnglish } from './written.server';
import type { LocaleInfo } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';

/**
 * The help article the footer, every promotion, /vip and the landing pages link to (docs/product.md §1
 * compliance copy: 18+, play responsibly).
 */
export const RESPONSIBLE_GAMING_PATH = '/help/responsible-gaming';

/**
 * The responsible-gaming article in the page's language, or in English where it has not been
 * written yet (an unwritten article is not published, so the link would be a 404), with the
 * locale it is written in (for the link's `hreflang`).
 */
export async function responsibleGamingArticle(locale: LocaleInfo): Promise<{ href: string; locale: LocaleInfo }> {
  const target = (await ownOrEnglish(locale, (language) => helpArticle(language, 'responsible-gaming')))?.language ?? locale;
  return { href: localizedPath(RESPONSIBLE_GAMING_PATH, target), locale: target };
}
