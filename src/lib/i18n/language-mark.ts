import type { LocaleInfo } from './locales';

/** `lang` and `dir` for an element, or nothing: spread onto the element (`<p {...mark}>`). */
export type LanguageMark = { lang: string; dir: 'ltr' | 'rtl' } | Record<string, never>;

/**
 * The attributes an element needs when its text is in another language than the page's (an
 * English fallback string or article in an Arabic page): its own `lang`, so screen readers
 * pronounce it right, and its own `dir`, so punctuation sits on the correct side. Nothing when
 * the text is in the page's language. Works with resolveText (./i18n.server.ts).
 */
export function languageMark(shown: LocaleInfo, page: LocaleInfo): LanguageMark {
  return shown.code === page.code ? {} : { lang: shown.tag, dir: shown.dir };
}
