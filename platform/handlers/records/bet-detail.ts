import { betDetail } from '../../../src/contract/calls/records';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { betDetail as readBet } from '../../records/bets';
import { betValue } from './bet-records';
import { currencyOf } from './range';

/** GET /wps/v2/records/bet?id= (token): one of the member's bets; another member's id is NOT_FOUND. */
export default defineHandler(betDetail, async ({ services, memberId, input, t }) => {
  const detail = await readBet(services.db, memberId!, input.id);
  if (!detail) return refusal(200, t('betNotFound'), ErrorCodes.notFound, { field: 'id' });
  return success({
    currency: await currencyOf(services),
    bet: betValue(detail.bet),
    settledAt: detail.settledAt?.toISOString() ?? null,
    round: detail.round,
    ticket: detail.ticket && { ...detail.ticket, drawAt: detail.ticket.drawAt.toISOString() },
  });
});
