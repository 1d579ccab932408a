import { transferToUpline } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { refusalWhileBlocked } from '../../safety/enforce';
import { withdrawalText } from '../../withdrawal/messages';
import { transferToUpline as transfer, uplineOf } from '../../withdrawal/upline';
import { amountOf, fieldFail, paymentPasswordRefusal, peso, realMember } from './guard';

/**
 * POST /wps/withdrawal/toUpline (token, encrypted, moves money): only for a member with an
 * upline (member info's `toUpline`). In the idempotency key's transaction: amount, payment
 * password, then both ledger entries (platform/withdrawal/upline.ts). Like a withdrawal, it may
 * take only what a bonus's unplayed turnover does not lock.
 */
export default defineHandler(transferToUpline, async ({ services, input, memberId, now, language }) => {
  const { db } = services;
  const text = withdrawalText(language);
  const found = await realMember(db, memberId!, text);
  if ('outcome' in found) return found.outcome;
  // Not a withdrawal to the player's own bank: the agent could stake it for them (decision 0029).
  const blocked = await refusalWhileBlocked(db, memberId!, { now, language });
  if (blocked) return blocked;
  const upline = await uplineOf(db, memberId!);
  if (!upline) return refusal(200, text('noUpline'), ErrorCodes.featureDisabled);
  const amount = amountOf(input.amount);
  if (amount === null) return fieldFail(text('amountRule'), 'amount');
  const wrong = await paymentPasswordRefusal(db, memberId!, input.paymentPassword, now, text);
  if (wrong) return wrong;
  const done = await transfer(db, { memberId: memberId!, uplineId: upline.id, amount });
  if (!done.ok) {
    // Within the balance but above what may leave (a bonus still owing turnover): say how much may.
    const message = amount <= done.available ? text('amountAboveTransferable', { max: peso(done.withdrawable) }) : text('insufficientFunds');
    return refusal(200, message, ErrorCodes.insufficientFunds, { field: 'amount' });
  }
  return success({ reference: done.reference, amount: minorToMajor(amount), upline: upline.account, balance: minorToMajor(done.balance) });
});
