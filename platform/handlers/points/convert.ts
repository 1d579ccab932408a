import { pointsConvert } from '../../../src/contract/calls/points';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { pointsText } from '../../points/messages';
import { POINTS_RULES, pointsOf, recordConversion } from '../../points/points';
import { merchantCurrency } from '../../promotions/currency';
import { refusalWhileBlocked } from '../../safety/enforce';
import { minorToMajor } from '../../wallet/money';
import { withdrawalText } from '../../withdrawal/messages';
import { fieldFail, paymentPasswordRefusal, realMember } from '../withdrawal/guard';
import { lockMember } from '../../wallet/ledger';

/**
 * POST /wps/points/convert { points, paymentPassword } (token, encrypted, moves money): in the
 * idempotency key's transaction, the points debit, the cash credit through the wallet ledger and
 * its turnover requirement commit together (platform/points/points.ts `recordConversion`).
 * The payment password is checked last, as for withdrawals.
 */
export default defineHandler(pointsConvert, async ({ services, input, memberId, now, language }) => {
  const { db } = services;
  const text = pointsText(language);
  const found = await realMember(db, memberId!, withdrawalText(language));
  if ('outcome' in found) return found.outcome;
  await lockMember(db, memberId!);
  const blocked = await refusalWhileBlocked(db, memberId!, { now, language });
  if (blocked) return blocked;
  const points = BigInt(input.points);
  if (points < BigInt(POINTS_RULES.minConvertPoints)) return fieldFail(text('convertBelowMin', { min: POINTS_RULES.minConvertPoints }), 'points');
  const { balance } = await pointsOf(db, memberId!);
  if (points > balance) return refusal(200, text('convertTooMany', { have: String(balance) }), ErrorCodes.insufficientFunds, { field: 'points' });
  const wrong = await paymentPasswordRefusal(db, memberId!, input.paymentPassword, now, withdrawalText(language));
  if (wrong) return wrong;
  const done = await recordConversion(db, { memberId: memberId!, points, now });
  return success({
    currency: await merchantCurrency(services.settings),
    points: Number(points),
    cash: minorToMajor(done.cash),
    turnover: minorToMajor(done.turnover),
    pointsBalance: Number(balance - points),
    balance: minorToMajor(done.balance),
  });
});
