import { isRealAccount, showsAgentItem } from '../../contract/roles';
import type { Access } from './route-table';

/** Who is asking, as far as access needs to know: the account type of the session's member. */
export type Viewer = { kind: 'guest' } | { kind: 'member'; type: number; account: string } | { kind: 'unavailable' };

/** Why a page is not shown to a logged-in visitor; the refusal page says it in the page's language. */
export type Refusal =
  /** An agent page, and the account is not an agent. */
  | { reason: 'notAgent'; account: string }
  /** A trial account (type 4) on a page that needs a real one: the in_need_true_account message. */
  | { reason: 'needRealAccount' }
  /** The platform did not say who the session belongs to. */
  | { reason: 'unavailable' };

export type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'refuse'; refusal: Refusal };

/** The HTTP status of each refusal: not allowed, or the platform not answering. */
export const REFUSAL_STATUS: Readonly<Record<Refusal['reason'], number>> = { notAgent: 403, needRealAccount: 403, unavailable: 503 };

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
