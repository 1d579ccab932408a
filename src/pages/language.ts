import type { APIRoute } from 'astro';
import { localeByCode } from '../lib/i18n/locales';
import { LANGUAGE_COOKIE } from '../lib/session/cookies';
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
  cookies.set(LANGUAGE_COOKIE, locale.code, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', httpOnly: false });
  return redirect(safeNext, 303);
};
