import type { LaunchValue } from '../../contract/calls/games';

/**
 * Where a launched game is shown, and which origins may talk to the page about it (docs/product.md §4
 * "Game launch", docs/architecture.md "Security" (game frames: frame-src only the launch CDNs)).
 */

/** The origins of the platform's `launchGameCDNs` (http(s) only; anything else is dropped). */
export function launchOrigins(cdns: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const cdn of cdns) {
    try {
      const url = new URL(cdn);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

export type LaunchTarget = { kind: 'frame'; src: string; origin: string } | { kind: 'window'; url: string };

/**
 * A `frame` launch is framed only where the page's policy lets it load: the site itself or
 * one of the launch CDNs. Any other address would be a blank, blocked frame, so the player is
 * sent to it instead, as for a `window` launch. Only http(s) addresses are followed.
 */
export function launchTarget(launch: LaunchValue, siteOrigin: string, allowedOrigins: readonly string[]): LaunchTarget | null {
  let url: URL;
  try {
    url = new URL(launch.url, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const framable = url.origin === siteOrigin || allowedOrigins.includes(url.origin);
  if (launch.target === 'frame' && framable) {
    return { kind: 'frame', src: url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href, origin: url.origin };
  }
  return { kind: 'window', url: url.href };
}

/** The CSP directive that lets the page frame the launch CDNs (`'self'` is already there). */
export const frameSrcDirective = (origins: readonly string[]): `frame-src ${string}` | null =>
  origins.length > 0 ? `frame-src 'self' ${origins.join(' ')}` : null;
