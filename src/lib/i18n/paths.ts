import { DEFAULT_LOCALE_INFO, isLocalePrefix, type LocaleInfo } from './locales';

/** Removes a published locale prefix: `/en/help/x` → `/help/x`, `/help/x` unchanged. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLocalePrefix(first) ? `/${rest.join('/')}` : pathname;
}

/** The same page in another locale: TY unprefixed, others under `/{code}`. */
export function localizedPath(pathname: string, locale: LocaleInfo): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE_INFO) return bare;
  return bare === '/' ? `/${locale.path}/` : `/${locale.path}${bare}`;
}
