import type { AstroGlobal } from 'astro';
import { pageLaunchOrigins } from '../games/launch.server';
import { frameSrcDirective } from '../games/launch-target';
import { localizedPath } from '../i18n/paths';
import { loginHrefWithNext } from '../routes/safe-path';
import type { LotteryPageData } from './page-data.server';

/**
 * What the betting screen's launch means for the page's response, as on /game
 * (src/pages/[...locale]/game.astro): an expired session goes to /login and comes back; a
 * `window` launch is a redirect; a framed one adds the launch CDNs to the page's `frame-src`.
 * Returns the origins the frame's balance messages may come from.
 */
export function bettingFrame(astro: Pick<AstroGlobal, 'url' | 'locals' | 'csp'>, data: LotteryPageData): { redirect: string | null; allowedOrigins: string[] } {
  const { url, locals } = astro;
  const origins = pageLaunchOrigins(locals.status);
  const allowedOrigins = [url.origin, ...origins];
  const outcome = data.selected?.outcome;
  if (outcome?.kind === 'guest') return { redirect: loginHrefWithNext(localizedPath('/login', locals.locale), `${url.pathname}${url.search}`), allowedOrigins };
  if (outcome?.kind === 'window') return { redirect: outcome.url, allowedOrigins };
  const directive = outcome?.kind === 'frame' ? frameSrcDirective(origins) : null;
  if (directive) astro.csp?.insertDirective(directive);
  return { redirect: null, allowedOrigins };
}
