/**
 * The idempotency key of one money action (docs/platform-api.md "Idempotency keys"): made when
 * the player acts, kept while that same action has no answer, so a retry after a dropped
 * connection sends the same key and the platform applies it once. A definitive answer (done or
 * refused) forgets it: the next press is a new action with a new key. Another action (other
 * amount, other wallets) gets its own key.
 */
export interface ActionKeys {
  /** The key for this action: the kept one when it is the same action still unanswered. */
  keyFor(action: string): string;
  /** The action got a definitive answer: the next press is a new action. */
  settled(): void;
}

export function actionKeys(makeKey: () => string = () => crypto.randomUUID()): ActionKeys {
  let kept: { action: string; key: string } | null = null;
  return {
    keyFor(action) {
      if (kept?.action !== action) kept = { action, key: makeKey() };
      return kept.key;
    },
    settled() {
      kept = null;
    },
  };
}
