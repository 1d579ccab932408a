import type { SessionEnd } from '../session/ended';
import { isRealAccount, showsAgentItem } from '../../contract/roles';
import type { Access, RouteMatch } from './route-table';

/** Who is asking, as far as access needs to know: the account type of the session's member. */
export type Viewer = { kind: 'guest'; ended?: SessionEnd } | { kind: 'member'; type: number; account: string; restricted?: boolean } | { kind: 'unavailable' };

/** Why a page is not shown to a logged-in visitor; the refusal page says it in the page's language. */
export type Refusal =
  /** An agent page, and the account is not an agent. */
  | { reason: 'notAgent'; account: string }
  /** A trial account (type 4) on a page that needs a real one: the in_need_true_account message. */
  | { reason: 'needRealAccount' }
  /** The platform did not say who the session belongs to. */
  | { reason: 'unavailable' }
  /** A time-out or self-exclusion holds, and the page is not one a restricted session may open. */
  | { reason: 'restricted' };

export type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'refuse'; refusal: Refusal };

/** The HTTP status of each refusal: not allowed, or the platform not answering. */
export const REFUSAL_STATUS: Readonly<Record<Refusal['reason'], number>> = { notAgent: 403, needRealAccount: 403, unavailable: 503, restricted: 403 };

/**
 * Whether a viewer may open a page of the given access (docs/architecture.md "The route
 * table"). Member and agent pages need an account; an agent page refuses any other type; both
 * refuse a trial account, which may look like an agent (type 4 passes the agent check) but is
 * blocked from everything that needs a real account.
 */
export function decideAccess(access: Access, viewer: Viewer): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (viewer.kind === 'guest') return { kind: 'login' };
  if (viewer.kind === 'unavailable') return { kind: 'refuse', refusal: { reason: 'unavailable' } };
  if (access === 'agent' && !showsAgentItem(viewer.type)) return { kind: 'refuse', refusal: { reason: 'notAgent', account: viewer.account } };
  if (!isRealAccount(viewer.type)) return { kind: 'refuse', refusal: { reason: 'needRealAccount' } };
  return { kind: 'allow' };
}

/**
 * What a restricted session (a time-out or self-exclusion holds; docs/decisions/0029-safer-gambling.md)
 * may open: withdrawal, the four records, My account, messages and the safer-gambling page. Every
 * other member or agent page, those still to come included, is refused.
 */
export const OPEN_WHEN_RESTRICTED: ReadonlySet<string> = new Set([
  '/member',
  '/member/withdraw',
  '/member/bets',
  '/member/transactions',
  '/member/profit',
  '/member/bonuses',
  '/member/messages',
  '/member/safer-gambling',
]);

/** Public pages that launch a game: refused to a restricted session (the platform refuses the launch too). */
export const PLAY_PAGES: ReadonlySet<string> = new Set(['/game', '/fbsports']);

/** Whether the route table needs to know who is asking: member and agent pages, and play pages for a session. */
export const needsViewer = (route: RouteMatch, signedIn: boolean): boolean => route.rule.access !== 'public' || (signedIn && PLAY_PAGES.has(route.pattern));

/** {@link decideAccess}, then the pages a restricted session may not open. */
export function decideRouteAccess(route: RouteMatch, viewer: Viewer): AccessDecision {
  // A session the session-time limit just ended, on a play page: log in again, told why.
  if (viewer.kind === 'guest' && viewer.ended && PLAY_PAGES.has(route.pattern)) return { kind: 'login' };
  const decision = decideAccess(route.rule.access, viewer);
  if (decision.kind !== 'allow' || viewer.kind !== 'member' || !viewer.restricted) return decision;
  const open = route.rule.access === 'public' ? !PLAY_PAGES.has(route.pattern) : OPEN_WHEN_RESTRICTED.has(route.pattern);
  return open ? decision : { kind: 'refuse', refusal: { reason: 'restricted' } };
}
