import type { AstroCookies } from 'astro';
import { memberInfo, vipLevels, type MemberInfo, type VipLevels } from '../platform/calls/member';
import { cachedCall } from '../platform/cache.server';
import { PlatformError } from '../platform/envelope';
import { orNull } from '../platform/public-data.server';
import { pageDataClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { signedInPage } from '../session/guard';

/** The levels change when an operator edits them: a few seconds' cache per instance, like the other content. */
const VIP_LEVELS_TTL_MS = 30_000;

/** The VIP club in a language, the same for every visitor. */
export const loadVipLevels = (language: string): Promise<VipLevels> =>
  cachedCall(`vipLevels:${language}`, VIP_LEVELS_TTL_MS, () => pageDataClient({ language }).call(vipLevels, { language }));

/** Who is looking at the VIP page: a guest (register call), a member (their level), or unknown (the platform did not say). */
export type VipViewer = { kind: 'guest' } | { kind: 'member'; member: MemberInfo } | { kind: 'unavailable' };

export interface VipPageData {
  /** null when the platform failed: the page shows its error state with a retry. */
  levels: VipLevels | null;
  viewer: VipViewer;
}

/**
 * Everything /vip renders from, awaited in the page's frontmatter (see
 * src/lib/games/page-data.server.ts for why not in a component). A member's copy is their own
 * (their level highlighted), so with a session cookie the response is `private, no-store`.
 * An expired session reads as a guest; the proxy clears the cookie at the next browser call.
 */
export async function vipPageData(cookies: AstroCookies, response: { headers: Headers }, language: string, clientIp: string | undefined): Promise<VipPageData> {
  const signedIn = signedInPage(cookies, response);
  const [levels, viewer] = await Promise.all([orNull(loadVipLevels(language)), signedIn ? vipViewer(cookies, language, clientIp) : Promise.resolve({ kind: 'guest' } as const)]);
  return { levels, viewer };
}

async function vipViewer(cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<VipViewer> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  try {
    return { kind: 'member', member: await pageDataClient({ token, language, clientIp }).call(memberInfo) };
  } catch (error) {
    return error instanceof PlatformError && error.kind === 'unauthorized' ? { kind: 'guest' } : { kind: 'unavailable' };
  }
}
