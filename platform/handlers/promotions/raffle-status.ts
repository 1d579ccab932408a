import { raffleStatus } from '../../../src/contract/calls/promotions';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { raffleStanding } from '../../promotions/raffle';
import { minorToMajor } from '../../wallet/money';
import { merchantCurrency } from '../../promotions/currency';

/** GET /wps/promotion/raffle/status?id=7 (token): the member's standing with the raffle. */
export default defineHandler(raffleStatus, async ({ services, input, memberId, now, t }) => {
  const standing = await raffleStanding(services.db, input.id, memberId!, now);
  if (!standing) return refusal(200, t('raffleNotFound'), ErrorCodes.notFound);
  return success({
    state: standing.state,
    prize: standing.prizeMinor === null ? null : minorToMajor(standing.prizeMinor),
    currency: await merchantCurrency(services.settings),
    claimedAt: standing.claimedAt?.toISOString() ?? null,
  });
});
