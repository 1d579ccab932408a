import { submitWithdrawal } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { liveAccount } from '../../withdrawal/accounts';
import { withdrawalText } from '../../withdrawal/messages';
import { amountProblem, balances, createWithdrawal, dailyLimits, recentWithdrawals } from '../../withdrawal/withdrawals';
import { amountOf, fieldFail, paymentPasswordRefusal, peso, realMember } from './guard';
import { lockMember } from '../../wallet/ledger';

/**
 * POST /wps/withdrawal/submit (token, encrypted, moves money). Runs in the idempotency key's
 * transaction (platform/http/idempotency.ts): the checks, the withdrawal row and its hold entry
 * commit together, and a repeat of the key replays the first answer. Order: account, amount
 * (bounds, daily count and amount, withdrawable), then the payment password, so a typo in the
 * amount costs no attempt. The member row is locked first: two submissions at once queue.
 */
export default defineHandler(submitWithdrawal, async ({ services, input, memberId, now, language }) => {
  const { db } = services;
  const text = withdrawalText(language);
  const found = await realMember(db, memberId!, text);
  if ('outcome' in found) return found.outcome;
  await lockMember(db, memberId!);

  const account = await liveAccount(db, memberId!, input.accountId);
  if (!account) return refusal(200, text('accountNotFound'), ErrorCodes.notFound, { field: 'accountId' });
  const amount = amountOf(input.amount);
  if (amount === null) return fieldFail(text('amountRule'), 'amount');
  const money = await balances(db, memberId!);
  const problem = amountProblem(amount, await dailyLimits(db, memberId!, now), money.withdrawable);
  if (problem) {
    switch (problem.reason) {
      case 'amountBelowMin':
        return fieldFail(text('amountBelowMin', { min: peso(problem.min) }), 'amount');
      case 'amountAboveMax':
        return fieldFail(text('amountAboveMax', { max: peso(problem.max) }), 'amount');
      case 'amountAboveWithdrawable':
        return refusal(200, text('amountAboveWithdrawable', { max: peso(problem.max) }), ErrorCodes.insufficientFunds, { field: 'amount' });
      case 'dailyCountReached':
        return refusal(200, text('dailyCountReached', { count: problem.count }), ErrorCodes.dailyLimitReached, { field: 'amount' });
      case 'dailyAmountReached':
        return refusal(200, text('dailyAmountReached', { left: peso(problem.left) }), ErrorCodes.dailyLimitReached, { field: 'amount' });
    }
  }
  const wrong = await paymentPasswordRefusal(db, memberId!, input.paymentPassword, now, text);
  if (wrong) return wrong;

  const reference = await createWithdrawal(db, { memberId: memberId!, accountId: account.id, amount, now });
  const [created] = await recentWithdrawals(db, memberId!, 1, reference);
  return success(created);
});
