import type { AstroCookies } from 'astro';
import { raffleClaim } from '../platform/calls/promotions';
import { PlatformError } from '../platform/envelope';
import { serverClient } from '../platform/server-client.server';
import { getUpstream, type Upstream } from '../platform/upstream.server';
import { siteConfig } from '../config.server';
import { SESSION_COOKIE, USERNAME_HINT_COOKIE } from '../session/cookies';
import { IS_AGENT_HINT_COOKIE } from '../proxy/proxy.server';
import { claimResultFor } from './claim';
import { loginHrefWithNext } from '../routes/safe-path';

export interface ClaimRequest {
  id: number;
  cookies: Pick<AstroCookies, 'get' | 'delete'>;
  language: string;
  clientIp: string | undefined;
  /** The detail page, localized, without a query: `/en/promoDetail`. */
  detailPath: string;
  /** The login page, localized: `/en/login`. */
  loginPath: string;
}

/**
 * The detail page's POST (the raffle form): claims with the token of the `sid` cookie, server
 * to platform, and answers where to redirect (Post/Redirect/Get, 303): back to the detail with
 * the result, or to the login when there is no session (any more), coming back afterwards.
 * Astro's `security.checkOrigin` has already refused a cross-site post before this runs, and
 * the SameSite=Lax cookie would not have come with one. A double submit claims once: the
 * platform's unique key refuses the second, which comes back as `already`.
 */
export async function claimFromForm(
  { id, cookies, language, clientIp, detailPath, loginPath }: ClaimRequest,
  upstream: () => Promise<Upstream> = getUpstream,
): Promise<string> {
  const detail = `${detailPath}?id=${id}`;
  const login = loginHrefWithNext(loginPath, detail);
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return login;
  let result: string | null;
  try {
    await serverClient({ token, language, clientIp, timeoutMs: siteConfig().platformTimeoutMs }, upstream).call(raffleClaim, { id });
    result = 'won';
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') {
      // The session is gone: forget it here as the proxy would, so the header shows a guest.
      for (const name of [SESSION_COOKIE, USERNAME_HINT_COOKIE, IS_AGENT_HINT_COOKIE]) cookies.delete(name, { path: '/' });
      return login;
    }
    result = claimResultFor(error);
  }
  return result ? `${detail}&claim=${result}` : detail;
}
