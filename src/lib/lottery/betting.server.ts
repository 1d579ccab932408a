import type { AstroGlobal } from 'astro';
import { pageLaunchOrigins } from '../games/launch.server';
import { frameSrcDirective } from '../games/launch-target';
import { loginAfterEndedSession } from '../session/forget.server';
import type { LotteryPageData } from './page-data.server';

/**
 * What the betting screen's launch means for the page's response, as on /game
 * (src/pages/[...locale]/game.astro): an expired session is forgotten and goes to /login, told why
 * when the platform said (docs/decisions/0067-session-end-reason-cookie.md), and comes back; a
 * `window` launch is a redirect; a framed one adds the launch CDNs to the page's `frame-src`.
 * Returns the origins the frame's balance messages may come from.
 */
export function bettingFrame(
  astro: Pick<AstroGlobal, 'url' | 'locals' | 'csp' | 'cookies'>,
  data: LotteryPageData,
): { redirect: string | null; allowedOrigins: string[] } {
  const { url, locals } = astro;
  const origins = pageLaunchOrigins(locals.status);
  const allowedOrigins = [url.origin, ...origins];
  const outcome = data.selected?.outcome;
  if (outcome?.kind === 'guest')
    return { redirect: loginAfterEndedSession(astro.cookies, url, locals.locale, outcome.ended, `${url.pathname}${url.search}`), allowedOrigins };
  if (outcome?.kind === 'window') return { redirect: outcome.url, allowedOrigins };
  const directive = outcome?.kind === 'frame' ? frameSrcDirective(origins) : null;
  if (directive) astro.csp?.insertDirective(directive);
  return { redirect: null, allowedOrigins };
}
