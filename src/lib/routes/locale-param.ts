import { isLocalePrefix } from '../i18n/locales';

/**
 * Pages live under `src/pages/[...locale]/` so that one file serves `/help/x` (TY) and
 * `/en/help/x`. The rest parameter also matches `/anything/help/x`: this tells a real locale
 * prefix (or none) from a wrong one, which must be a 404.
 */
export const isValidLocaleParam = (param: string | undefined): boolean => param === undefined || (param === param.toLowerCase() && isLocalePrefix(param));
