import i18next, { type ParseKeys, type TFunction } from 'i18next';
import { catalogues } from './catalogues';
import type { CatalogueTree } from './coverage';
import { fillIsolated, isolated } from './fallback-isolation';
import { languageMark, type LanguageMark } from './language-mark';
import { PUBLISHED_LOCALES, localeByCode, localeByPath, type LocaleInfo } from './locales';

/**
 * i18next on the server (docs/architecture.md "Languages"): one instance per language, created once,
 * each giving a fixed-language `t`. Middleware puts the request's `t` on `locals.t`.
 * English is the source; a missing key falls back to English key by key, isolated in the
 * languages written right to left (./fallback-isolation.ts).
 */
export { catalogues };

/** A key of the English catalogues (./i18next.d.ts): what `t` accepts. */
export type TranslationKey = ParseKeys;

type Catalogues = Readonly<Record<string, CatalogueTree>>;

/** i18next's resources: each catalogue, the right-to-left ones filled with isolated English. */
export function translationResources(all: Catalogues): Record<string, { translation: CatalogueTree }> {
  const english = all['en'] ?? {};
  return Object.fromEntries(
    Object.entries(all).map(([lng, catalogue]) => {
      const dir = localeByPath(lng).dir;
      return [lng, { translation: dir === 'ltr' ? catalogue : fillIsolated(catalogue, english, 'ltr') }];
    }),
  );
}

/**
 * A fixed-language `t` for a platform code (TY, EN, …) over `all` catalogues. i18next works
 * with lowercase language names, so the catalogues are keyed by the locale's path segment.
 */
export function createT(code: string, all: Catalogues, resources = translationResources(all)): TFunction {
  const lng = localeByCode(code)?.path ?? 'en';
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
  return instance.getFixedT(lng);
}

const instances = new Map<string, TFunction>();
/** The site's resources, built once for every language's instance. */
let siteResources: ReturnType<typeof translationResources> | undefined;

/** The site's `t` of a platform code, made once per language. */
export function getT(code: string): TFunction {
  const lng = localeByCode(code)?.path ?? 'en';
  let t = instances.get(lng);
  if (!t) {
    siteResources ??= translationResources(catalogues as Catalogues);
    instances.set(lng, (t = createT(code, catalogues as Catalogues, siteResources)));
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
export function pickStrings<K extends string>(t: TFunction, keys: Readonly<Record<K, TranslationKey>>): Record<K, string> {
  let byKeys = picked.get(t);
  if (!byKeys) picked.set(t, (byKeys = new WeakMap()));
  let strings = byKeys.get(keys);
  if (!strings) {
    strings = Object.freeze(Object.fromEntries(Object.entries<TranslationKey>(keys).map(([name, key]) => [name, t(key)])));
    byKeys.set(keys, strings);
  }
  return strings as Record<K, string>;
}

/** A translated string and the language it actually came from. */
export interface ResolvedText {
  readonly text: string;
  /** The page's language, or English when the key fell back (key by key, see getT). */
  readonly locale: LocaleInfo;
}

/**
 * `t(key)` plus the language the string resolved in, so a page can mark English fallback text
 * with its own language and direction (languageMark in ./language-mark.ts): in a right-to-left
 * page an English sentence otherwise shows its full stop on the wrong side.
 */
export function resolveText(t: TFunction, key: string, options: Record<string, unknown> = {}): ResolvedText {
  const details = t(key as TranslationKey, { ...options, returnDetails: true }) as unknown as { res: unknown; usedLng?: string };
  const text = String(details.res);
  // A right-to-left catalogue holds its English stand-ins isolated: the element's own
  // `lang` and `dir` do that job here, so the text goes out plain.
  const standIn = isolated(text);
  if (standIn) return { text: standIn.text, locale: localeByPath('en') };
  return { text, locale: localeByPath(details.usedLng ?? 'en') };
}

/** A string for a page in `page`, with the `lang`/`dir` to spread on its element when it fell back. */
export function markedText(t: TFunction, page: LocaleInfo, key: string, options: Record<string, unknown> = {}): { text: string; mark: LanguageMark } {
  const resolved = resolveText(t, key, options);
  return { text: resolved.text, mark: languageMark(resolved.locale, page) };
}
