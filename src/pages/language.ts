import type { APIRoute } from 'astro';
import { localeByCode } from '../lib/i18n/locales';
import { LANGUAGE_COOKIE, cookiesAreSecure, languageCookieFlags } from '../lib/session/cookies';
import { siteConfig } from '../lib/config.server';
import { safeLocalPath } from '../lib/routes/safe-path';

/**
 * The language switch: remembers the choice in a readable cookie (also mirrored to
 * localStorage by the page) and goes to the same page in that language. Works without
 * JavaScript. `next` must be a path on this site.
 */
export const GET: APIRoute = ({ url, cookies, redirect }) => {
  const locale = localeByCode(url.searchParams.get('code') ?? undefined);
  const safeNext = safeLocalPath(url.searchParams.get('next') ?? '/') ?? '/';
  if (!locale) return redirect(safeNext, 303);
  cookies.set(LANGUAGE_COOKIE, locale.code, languageCookieFlags(cookiesAreSecure(siteConfig().siteUrl, url)));
  return redirect(safeNext, 303);
};
