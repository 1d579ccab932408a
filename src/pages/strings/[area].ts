import type { APIRoute } from 'astro';
import { getT, pickStrings, type TranslationKey } from '../../lib/i18n/i18n.server';
import { localeByCode, DEFAULT_LOCALE_INFO } from '../../lib/i18n/locales';
import { REGISTER_KEYS } from '../../islands/Register/strings';
import { FORGOT_KEYS } from '../../islands/ForgotPassword/strings';

/**
 * The strings of the modals that most visits never open (register, forgot password), fetched
 * when one opens instead of riding in every page's HTML. Static per language and build, so
 * shared caches may keep them a while.
 */
const AREAS: Readonly<Record<string, Readonly<Record<string, TranslationKey>>>> = { register: REGISTER_KEYS, forgot: FORGOT_KEYS };

export const GET: APIRoute = ({ params, url }) => {
  const keys = params['area'] ? AREAS[params['area']] : undefined;
  if (!keys) return new Response('Not found', { status: 404 });
  const locale = localeByCode(url.searchParams.get('lang') ?? undefined) ?? DEFAULT_LOCALE_INFO;
  return new Response(JSON.stringify(pickStrings(getT(locale.code), keys)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
    },
  });
};
