import type { Withdrawal, WithdrawalState } from '../../contract/calls/withdrawal';

/**
 * The withdrawal page's live status (issue 13 item 7): it polls the overview only while the tab
 * is visible (src/lib/stores/query.ts) and only while a withdrawal is still moving, and tells
 * the player, in the page's language, each change it sees.
 */
export const POLL_MS = 5_000;

/** States the operator may still move on. */
export const isPending = (state: WithdrawalState): boolean => state === 'submitted' || state === 'inReview' || state === 'approved';

/** When to ask again: every {@link POLL_MS} while something is pending, never otherwise. */
export const refreshDelay = (withdrawals: readonly Pick<Withdrawal, 'state'>[]): number | undefined =>
  withdrawals.some((withdrawal) => isPending(withdrawal.state)) ? POLL_MS : undefined;

export interface StateChange {
  reference: string;
  state: WithdrawalState;
}

/** The withdrawals whose state differs between two answers (new ones are not changes: the player just made them). */
export function stateChanges(
  before: readonly Pick<Withdrawal, 'reference' | 'state'>[],
  after: readonly Pick<Withdrawal, 'reference' | 'state'>[],
): StateChange[] {
  const known = new Map(before.map((withdrawal) => [withdrawal.reference, withdrawal.state]));
  return after.flatMap((withdrawal) => {
    const was = known.get(withdrawal.reference);
    return was !== undefined && was !== withdrawal.state ? [{ reference: withdrawal.reference, state: withdrawal.state }] : [];
  });
}

/** The steps a timeline shows: the ones reached, then those still ahead on the way to paid (none after a rejection). */
export function timelineSteps(withdrawal: Pick<Withdrawal, 'state' | 'timeline'>): { state: WithdrawalState; at: string | null }[] {
  const reached = withdrawal.timeline.map((step) => ({ state: step.state, at: step.at as string | null }));
  if (withdrawal.state === 'rejected') return reached;
  const ahead = (['submitted', 'inReview', 'approved', 'paid'] as const).filter((state) => !reached.some((step) => step.state === state));
  return [...reached, ...ahead.map((state) => ({ state, at: null }))];
}
