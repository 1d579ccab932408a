/**
 * Called when a login form has logged the player in: 'changePassword' when the forced change
 * opened (the page must stay), 'restricted' for a session a time-out or self-exclusion restricts
 * (the page must move to what the player may still do: {@link landRestricted}), 'start' otherwise
 * (the page may move on).
 */
export type LoginDone = (step: 'changePassword' | 'start' | 'restricted') => void;

/**
 * Moves a restricted login to the withdrawal page (or `next` when a restricted session may open
 * it), never the casino home (issue 34 item 12l; src/lib/session/restricted-landing.ts).
 */
export function landRestricted(next: string | null = null): void {
  // Rare (a time-out or self-exclusion), so the route rules it needs load only then.
  void import('../../lib/session/restricted-landing').then(({ restrictedLanding }) =>
    window.location.assign(restrictedLanding(next, window.location.pathname)),
  );
}
