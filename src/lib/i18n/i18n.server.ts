import i18next, { type TFunction } from 'i18next';
import { catalogues } from './catalogues';
import { PUBLISHED_LOCALES, localeByCode } from './locales';

const resources = Object.fromEntries(Object.entries(catalogues).map(([lng, c]) => [lng, { translation: c }]));

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
      // Our language names are path segments (`pt-br`); i18next would otherwise look up `pt-BR`.
      lowerCaseLng: true,
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.getFixedT(lng);
    instances.set(lng, t);
  }
  return t;
}

/** Picked strings by `t` and key map: both are long-lived (one `t` per language, key maps are constants). */
const picked = new WeakMap<TFunction, WeakMap<object, Record<string, string>>>();

/**
 * Picks the strings an island needs, so that islands get props, not a translation runtime.
 * The result is cached per language and key map: a page hands several islands a hundred or
 * more strings, and translating them again on every request halved the server's throughput.
 */
export function pickStrings<K extends string>(t: TFunction, keys: Record<K, string>): Record<K, string> {
  let byKeys = picked.get(t);
  if (!byKeys) picked.set(t, (byKeys = new WeakMap()));
  let strings = byKeys.get(keys);
  if (!strings) {
    strings = Object.freeze(Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, t(key)])));
    byKeys.set(keys, strings);
  }
  return strings as Record<K, string>;
}
