import { raffleClaim } from '../../../src/contract/calls/promotions';
import { ErrorCodes } from '../../../src/contract/refusals';
import type { MessageKey } from '../../i18n';
import { defineHandler, refusal, success } from '../../http/context';
import { claimRaffle, type ClaimOutcome } from '../../promotions/raffle';
import { minorToMajor } from '../../wallet/money';
import { merchantCurrency } from '../../promotions/currency';
import { refusalWhileBlocked } from '../../safety/enforce';

type Reason = Extract<ClaimOutcome, { ok: false }>['reason'];

/** Each refusal's error code and message; all are business answers (HTTP 200). */
const REFUSALS: Record<Reason, { code: string; message: MessageKey }> = {
  notFound: { code: ErrorCodes.notFound, message: 'raffleNotFound' },
  needRealAccount: { code: ErrorCodes.needRealAccount, message: 'needRealAccount' },
  upcoming: { code: ErrorCodes.promotionNotStarted, message: 'promotionNotStarted' },
  ended: { code: ErrorCodes.promotionEnded, message: 'promotionEnded' },
  notEligible: { code: ErrorCodes.notEligible, message: 'raffleNotEligible' },
  alreadyClaimed: { code: ErrorCodes.alreadyClaimed, message: 'raffleAlreadyClaimed' },
};

/**
 * POST /wps/promotion/raffle/claim { id } (token): draws the member's prize and credits it
 * (platform/promotions/raffle.ts), once per member and raffle; never while a block holds.
 */
export default defineHandler(raffleClaim, async ({ services, input, memberId, now, language, t }) => {
  const blocked = await refusalWhileBlocked(services.db, memberId!, { now, language });
  if (blocked) return blocked;
  const outcome = await claimRaffle(services.db, { id: input.id, memberId: memberId!, now });
  if (!outcome.ok) {
    const { code, message } = REFUSALS[outcome.reason];
    return refusal(200, t(message), code);
  }
  return success({
    id: input.id,
    prize: minorToMajor(outcome.prizeMinor),
    currency: await merchantCurrency(services.settings),
    state: 'claimed',
    claimedAt: outcome.claimedAt.toISOString(),
    balance: minorToMajor(outcome.balanceMinor),
  });
});
