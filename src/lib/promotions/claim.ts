import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from '../../contract/define';
import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import type { MinorUnits } from '../../contract/money';
import type { RaffleStatus } from '../../contract/calls/promotions';
import type { PromotionPhase } from './period';

/**
 * The raffle claim without JavaScript (Post/Redirect/Get): the detail page's form posts to the
 * page itself, the server claims, and redirects to the detail with `claim=<result>`. The query
 * only picks which sentence to show: amounts are never read from it. The prize shown comes
 * from the platform (the raffle status), so a forged link cannot show a win that did not happen.
 */
export const CLAIM_RESULTS = ['won', 'already', 'failed', 'refused'] as const;
export type ClaimResult = (typeof CLAIM_RESULTS)[number];

/**
 * The claim form's hidden idempotency key (docs/platform-api.md "Idempotency keys"), made on
 * the server each time the form is rendered: a form submitted twice (a double click, a
 * re-posted page) claims once and shows the same result, while another tab's form is
 * another action.
 */
export const CLAIM_KEY_FIELD = IDEMPOTENCY_KEY_FIELD;
export const newClaimKey = (): string => crypto.randomUUID();

/** The key a posted claim form carries, or undefined when absent or malformed (the client then makes one). */
export function postedClaimKey(form: FormData | null): string | undefined {
  const value = form?.get(CLAIM_KEY_FIELD);
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}

/** `?claim=` back into a result; anything else is none. */
export const parseClaimResult = (value: string | null): ClaimResult | null =>
  (CLAIM_RESULTS as readonly string[]).includes(value ?? '') ? (value as ClaimResult) : null;

/** The id of `/promoDetail?id=N`: a positive integer written plainly (so each promotion has one URL), else null. */
export function parsePromotionId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The detail page of a promotion, unlocalized (for links, breadcrumbs and `next`). */
export const detailPath = (id: number): string => `/promoDetail?id=${id}`;

/**
 * What a refused claim tells the player after the redirect. The states the raffle status
 * shows by itself (ended, upcoming, trial or ineligible account) need no message of their own:
 * the page shows that state. A session that has gone is a login, handled before this.
 */
export function claimResultFor(error: unknown): ClaimResult | null {
  if (!(error instanceof PlatformError) || error.isTransport) return 'failed';
  switch (error.details.errorCode) {
    case ErrorCodes.alreadyClaimed:
      return 'already';
    case ErrorCodes.promotionEnded:
    case ErrorCodes.promotionNotStarted:
    case ErrorCodes.notEligible:
    case ErrorCodes.needRealAccount:
    case ErrorCodes.notFound:
      return null;
    default:
      return 'refused';
  }
}

/** The raffle panel of the detail page, decided on the server. */
export type RaffleView =
  | { kind: 'ended' }
  | { kind: 'upcoming' }
  | { kind: 'login' }
  | { kind: 'form'; message: 'failed' | 'refused' | null }
  | { kind: 'claimed'; prize: MinorUnits; currency: string; claimedAt: string; message: 'won' | 'already' | null }
  | { kind: 'needRealAccount' }
  | { kind: 'notEligible' };

/**
 * Decides the panel from the promotion's period, whether a session cookie came, the member's
 * raffle status (null when it could not be read: the form is offered, the platform decides)
 * and the redirect's result. A `won` or `already` result shows only beside a claim the
 * platform confirms.
 */
export function raffleView(phase: PromotionPhase, signedIn: boolean, status: RaffleStatus | null, result: ClaimResult | null): RaffleView {
  if (status?.state === 'claimed' && status.prize !== null && status.claimedAt !== null) {
    const message = result === 'won' || result === 'already' ? result : null;
    return { kind: 'claimed', prize: status.prize, currency: status.currency, claimedAt: status.claimedAt, message };
  }
  if (phase === 'ended' || status?.state === 'ended') return { kind: 'ended' };
  if (phase === 'upcoming' || status?.state === 'upcoming') return { kind: 'upcoming' };
  if (!signedIn) return { kind: 'login' };
  if (status?.state === 'needRealAccount') return { kind: 'needRealAccount' };
  if (status?.state === 'notEligible') return { kind: 'notEligible' };
  return { kind: 'form', message: result === 'failed' || result === 'refused' ? result : null };
}
