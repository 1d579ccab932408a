import type { AstroCookies } from 'astro';
import { centreOverview, loginHistory, type CentreOverview, type LoginHistoryEntry } from '../../contract/calls/centre';
import { memberIcon, type MemberInfo, type VipLevels } from '../../contract/calls/member';
import { askWithSession, type SessionEnd } from '../account/session-member.server';
import { loadVipLevels } from '../pages/vip.server';
import { orNull } from '../platform/public-data.server';
import type { RequestSession } from '../session/request-session.server';
/** Everything "My account" renders first, read on the server; each part null when the platform did not give it. */
export interface AccountPageData {
  member: MemberInfo;
  levels: VipLevels | null;
  overview: CentreOverview | null;
  logins: readonly LoginHistoryEntry[] | null;
  /** The avatar's path on this site (`/lgw/static/avatars/<rank>.svg`), or null. */
  icon: string | null;
}

/**
 * Loads /member's first content in parallel (docs/product.md "Member centre"). `guest` when
 * the session has gone (the route table already sent guests to /login; an expired cookie lands
 * here), `unavailable` when the platform did not say who the member is.
 */
export async function accountPageData(
  session: RequestSession,
  cookies: AstroCookies,
  language: string,
  clientIp: string | undefined,
): Promise<{ kind: 'guest'; ended?: SessionEnd } | { kind: 'unavailable' } | { kind: 'member'; data: AccountPageData }> {
  const ask = <T>(run: Parameters<typeof askWithSession<T>>[3]) =>
    askWithSession(cookies, language, clientIp, run).then((answer) => (answer.kind === 'answered' ? answer.value : null));
  const [viewer, levels, overview, logins, icon] = await Promise.all([
    session.member(),
    orNull(loadVipLevels(language)),
    ask((client) => client.call(centreOverview)),
    ask((client) => client.call(loginHistory).then((value) => value.logins)),
    ask((client) => client.call(memberIcon).then((value) => value.icon)),
  ]);
  if (viewer.kind !== 'member') return viewer;
  return { kind: 'member', data: { member: viewer.member, levels, overview, logins, icon } };
}
