import { vipLevels, type VipLevels } from '../../contract/calls/member';
import { cachedCall } from '../platform/cache.server';
import { orNull } from '../platform/public-data.server';
import { pageDataClient } from '../platform/server-client.server';
import type { SessionMember } from '../account/session-member.server';
import type { RequestSession } from '../session/request-session.server';

/** The levels change when an operator edits them: a few seconds' cache per instance, like the other content. */
const VIP_LEVELS_TTL_MS = 30_000;

/** The VIP club in a language, the same for every visitor. */
export const loadVipLevels = (language: string): Promise<VipLevels> =>
  cachedCall(`vipLevels:${language}`, VIP_LEVELS_TTL_MS, () => pageDataClient({ language }).call(vipLevels, { language }));

/** Who is looking at the VIP page: a guest (register call), a member (their level), or unknown (the platform did not say). */
export type VipViewer = SessionMember;

export interface VipPageData {
  /** null when the platform failed: the page shows its error state with a retry. */
  levels: VipLevels | null;
  viewer: VipViewer;
}

/**
 * Everything /vip renders from, awaited in the page's frontmatter (see
 * src/lib/games/page-data.server.ts for why not in a component). A member's copy is their own
 * (their level highlighted), so the route table makes a signed-in copy `private, no-store`.
 * An expired session reads as a guest; the proxy clears the cookie at the next browser call.
 */
export async function vipPageData(session: RequestSession, language: string): Promise<VipPageData> {
  const [levels, viewer] = await Promise.all([orNull(loadVipLevels(language)), session.member()]);
  return { levels, viewer };
}
