import type { AstroCookies } from 'astro';
import { hasSessionCookie } from '../session/guard';

/**
 * A game list page renders differently for a player (their favourites and recent games start
 * loading instead of the login call), so a shared cache must never keep a player's copy.
 * Headers can only be set by the page itself (a component renders once the response has
 * started), hence a call in each page's frontmatter.
 */
export function keepPlayersPagesPrivate(cookies: AstroCookies, headers: Headers): void {
  if (hasSessionCookie(cookies)) headers.set('Cache-Control', 'private, no-store');
}
