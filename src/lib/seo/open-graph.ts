import type { LocaleInfo } from '../i18n/locales';

/**
 * Open Graph wants `language_TERRITORY` (`en_US`), not BCP-47: Facebook and the apps that
 * read `og:locale` ignore a value like `zh-Hans`. Each language is paired with the
 * territory where most of this brand's players who read it live.
 */
export const OG_LOCALES: Readonly<Record<string, string>> = {
  TY: 'fil_PH',
  EN: 'en_US',
  VI: 'vi_VN',
  CN: 'zh_CN',
  TW: 'zh_TW',
  JA: 'ja_JP',
  KO: 'ko_KR',
  TH: 'th_TH',
  ID: 'id_ID',
  MS: 'ms_MY',
  KM: 'km_KH',
  MY: 'my_MM',
  LO: 'lo_LA',
  HI: 'hi_IN',
  BN: 'bn_BD',
  UR: 'ur_PK',
  NE: 'ne_NP',
  TA: 'ta_IN',
  TE: 'te_IN',
  AR: 'ar_AR',
  FA: 'fa_IR',
  TR: 'tr_TR',
  RU: 'ru_RU',
  UK: 'uk_UA',
  PL: 'pl_PL',
  DE: 'de_DE',
  FR: 'fr_FR',
  ES: 'es_ES',
  IT: 'it_IT',
  NL: 'nl_NL',
  PT: 'pt_PT',
  'PT-BR': 'pt_BR',
  SV: 'sv_SE',
};

/** `og:locale` of a locale; its tag with an underscore if the table above has no entry. */
export const ogLocale = (locale: LocaleInfo): string => OG_LOCALES[locale.code] ?? locale.tag.replace(/-/g, '_');

/** The brand picture every page shares (public/og-image.png, made by scripts/brand-images.mjs). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;
