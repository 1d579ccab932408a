/**
 * The platform's 33 language codes (docs/architecture.md "Languages"). The platform code is what the
 * platform receives (`Language` header); the BCP-47 tag is what `<html lang>` and hreflang say;
 * the path segment is the code lowercased. TY is the default and unprefixed. `ty` is Tahitian in
 * ISO 639-1, hence `fil`.
 */
export interface LocaleInfo {
  /** Platform code: TY, EN, PT-BR, … */
  readonly code: string;
  /** URL path segment (lowercase platform code). */
  readonly path: string;
  /** BCP-47 tag for `lang` and hreflang. */
  readonly tag: string;
  /** Name of the language in itself, for the language switch. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
}

const locale = (code: string, tag: string, name: string, dir: 'ltr' | 'rtl' = 'ltr'): LocaleInfo => ({
  code,
  path: code.toLowerCase(),
  tag,
  name,
  dir,
});

export const ALL_LOCALES: readonly LocaleInfo[] = [
  locale('TY', 'fil', 'Filipino'),
  locale('EN', 'en', 'English'),
  locale('VI', 'vi', 'Tiếng Việt'),
  locale('CN', 'zh-Hans', '简体中文'),
  locale('TW', 'zh-Hant', '繁體中文'),
  locale('JA', 'ja', '日本語'),
  locale('KO', 'ko', '한국어'),
  locale('TH', 'th', 'ไทย'),
  locale('ID', 'id', 'Bahasa Indonesia'),
  locale('MS', 'ms', 'Bahasa Melayu'),
  locale('KM', 'km', 'ខ្មែរ'),
  locale('MY', 'my', 'မြန်မာ'),
  locale('LO', 'lo', 'ລາວ'),
  locale('HI', 'hi', 'हिन्दी'),
  locale('BN', 'bn', 'বাংলা'),
  locale('UR', 'ur', 'اردو', 'rtl'),
  locale('NE', 'ne', 'नेपाली'),
  locale('TA', 'ta', 'தமிழ்'),
  locale('TE', 'te', 'తెలుగు'),
  locale('AR', 'ar', 'العربية', 'rtl'),
  locale('FA', 'fa', 'فارسی', 'rtl'),
  locale('TR', 'tr', 'Türkçe'),
  locale('RU', 'ru', 'Русский'),
  locale('UK', 'uk', 'Українська'),
  locale('PL', 'pl', 'Polski'),
  locale('DE', 'de', 'Deutsch'),
  locale('FR', 'fr', 'Français'),
  locale('ES', 'es', 'Español'),
  locale('IT', 'it', 'Italiano'),
  locale('NL', 'nl', 'Nederlands'),
  locale('PT', 'pt-PT', 'Português'),
  locale('PT-BR', 'pt-BR', 'Português (Brasil)'),
  locale('SV', 'sv', 'Svenska'),
];

/**
 * Every locale is routable (`/de/help`, `/ar/`…): a missing string falls back to English key
 * by key, and a help article or landing page is only published where it has been written.
 */
export const PUBLISHED_LOCALES: readonly LocaleInfo[] = ALL_LOCALES;

/**
 * The locales whose UI catalogues and help articles are complete (a test holds them to every
 * English key). The others carry what has been translated so far; `npm run i18n:status` shows
 * how much.
 */
export const COMPLETE_CODES: readonly string[] = ['TY', 'EN', 'VI', 'CN', 'TH', 'ID'];

export const DEFAULT_LOCALE = 'ty';

/** Astro i18n `locales`: path segments. */
export const LOCALES: readonly string[] = PUBLISHED_LOCALES.map((info) => info.path);

export const DEFAULT_LOCALE_INFO: LocaleInfo = ALL_LOCALES[0]!;

/** Whether a path segment is the prefix of a published locale other than the unprefixed default. */
export const isLocalePrefix = (segment: string | undefined): boolean =>
  PUBLISHED_LOCALES.some((info) => info !== DEFAULT_LOCALE_INFO && info.path === segment?.toLowerCase());

/** Looks a locale up by its path segment (case-insensitive); falls back to the default. */
export const localeByPath = (path: string | undefined): LocaleInfo =>
  PUBLISHED_LOCALES.find((info) => info.path === path?.toLowerCase()) ?? DEFAULT_LOCALE_INFO;

/** Looks a published locale up by platform code, or undefined. */
export const localeByCode = (code: string | undefined): LocaleInfo | undefined => PUBLISHED_LOCALES.find((info) => info.code === code?.toUpperCase());
