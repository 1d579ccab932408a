import i18next, { type TFunction } from 'i18next';
import { catalogues } from './catalogues';
import { PUBLISHED_LOCALES, localeByCode } from './locales';

/**
 * i18next on the server (DESIGN.md "Languages"): one instance per language, created once,
 * each giving a fixed-language `t`. Middleware puts the request's `t` on `locals.t`.
 * English is the source; a missing key falls back to English key by key.
 */
export { catalogues };

const instances = new Map<string, TFunction>();

/**
 * The `t` of a platform code (TY, EN, …). i18next works with lowercase language names, so the
 * catalogues are keyed by the locale's path segment.
 */
export function getT(code: string): TFunction {
  const lng = localeByCode(code)?.path ?? 'en';
  let t = instances.get(lng);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: 'en',
      supportedLngs: PUBLISHED_LOCALES.map((info) => info.path),
      resources: Object.fromEntries(Object.entries(catalogues).map(([lng, c]) => [lng, { translation: c }])),
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.getFixedT(lng);
    instances.set(lng, t);
  }
  return t;
}

/** Picks the strings an island needs, so that islands get props, not a translation runtime. */
export function pickStrings<K extends string>(t: TFunction, keys: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, t(key)])) as Record<K, string>;
}
