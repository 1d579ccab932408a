import type { AstroCookies } from 'astro';
import { raffleClaim } from '../../contract/calls/promotions';
import { PlatformError } from '../../contract/envelope';
import { serverClient } from '../platform/server-client.server';
import { getUpstream, type Upstream } from '../platform/upstream.server';
import { siteConfig } from '../config.server';
import { SESSION_COOKIE, forgetSessionCookies } from '../session/cookies';
import { SESSION_ENDED_COOKIE, guestAfter, sessionEndOf, withEndedNote } from '../session/ended';
import { isAllowedOrigin } from '../proxy/origin';
import { claimResultFor } from './claim';
import { loginHrefWithNext } from '../routes/safe-path';

export interface ClaimRequest {
  id: number;
  /** The form's hidden key ({@link postedClaimKey}): the same for a resubmitted form. */
  idempotencyKey?: string | undefined;
  cookies: Pick<AstroCookies, 'get' | 'delete' | 'set'>;
  /** Whether the session's cookies are `Secure` (src/lib/session/cookies.ts cookiesAreSecure): forgetting them must match. */
  secure: boolean;
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
 * the result, or to the login when there is no session (any more), coming back afterwards, told why
 * when the platform ended it (docs/decisions/0067-session-end-reason-cookie.md).
 * {@link claimPost} has refused a cross-site post before this runs, and the SameSite=Lax
 * cookie would not have come with one. A resubmitted form carries the same idempotency key,
 * so it is one claim and comes back with the same result (`won`); a claim from another tab's
 * form is refused by the platform's one claim per member, as `already`.
 */
export async function claimFromForm(
  { id, idempotencyKey, cookies, secure, language, clientIp, detailPath, loginPath }: ClaimRequest,
  upstream: () => Promise<Upstream> = getUpstream,
): Promise<string> {
  const detail = `${detailPath}?id=${id}`;
  const login = loginHrefWithNext(loginPath, detail);
  const token = cookies.get(SESSION_COOKIE)?.value;
  // A call of the open page may have met the end first and kept why (src/lib/session/ended.ts).
  if (!token) return withEndedNote(login, sessionEndOf(cookies.get(SESSION_ENDED_COOKIE)?.value));
  let result: string | null;
  try {
    await serverClient({ token, language, clientIp, timeoutMs: siteConfig().platformTimeoutMs }, upstream).call(
      raffleClaim,
      idempotencyKey ? { id, idempotencyKey } : { id },
    );
    result = 'won';
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') {
      // The session is gone: forget it here as the proxy would (the header shows a guest, and
      // /login does not send the player straight back), keeping why for the login page.
      const { ended } = guestAfter(error);
      forgetSessionCookies(cookies, secure, ended);
      return withEndedNote(login, ended);
    }
    result = claimResultFor(error);
  }
  return result ? `${detail}&claim=${result}` : detail;
}

export interface ClaimPost extends Omit<ClaimRequest, 'idempotencyKey'> {
  /** The request's `Origin` header. */
  origin: string | null;
  /** The public origin, `SITE_URL`. */
  siteUrl: string;
  /** Reads the posted form's key ({@link postedClaimKey}): only once the Origin has passed. */
  readKey: () => Promise<string | undefined>;
}

/**
 * The detail page's POST, whole: a cross-site post is refused (403) whatever its content
 * type, since Astro's `security.checkOrigin` looks only at form content types and a
 * `text/plain` or JSON post passed it; otherwise the claim, answered by a 303 (Post/Redirect/Get).
 * The only allowed origin is the public `SITE_URL`, as in the proxy: the request's own origin
 * comes from its Host header, which the sender picks (docs/architecture.md).
 */
export async function claimPost(post: ClaimPost, upstream: () => Promise<Upstream> = getUpstream): Promise<Response> {
  if (!isAllowedOrigin('POST', post.origin, [new URL(post.siteUrl).origin])) {
    return new Response('Cross-site request refused: the raffle can only be claimed from this site.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // The body is read only now: a cross-site post is refused before a byte of it is parsed.
  const idempotencyKey = await post.readKey();
  return new Response(null, { status: 303, headers: { Location: await claimFromForm({ ...post, idempotencyKey }, upstream) } });
}
