import { addWithdrawalAccount } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, success } from '../../http/context';
import { accountValue, addAccount, MAX_WITHDRAWAL_ACCOUNTS } from '../../withdrawal/accounts';
import { withdrawalText } from '../../withdrawal/messages';
import { fieldFail, realMember } from './guard';

/** POST /wps/withdrawal/accounts (token, encrypted): platform/withdrawal/accounts.ts's rules, in one transaction. */
export default defineHandler(addWithdrawalAccount, async ({ services, input, memberId, now, language }) => {
  const text = withdrawalText(language);
  const found = await realMember(services.db, memberId!, text);
  if ('outcome' in found) return found.outcome;
  const outcome = await services.db.transaction((tx) => addAccount(tx, { memberId: memberId!, ...input, now }));
  if (outcome.ok) return success(accountValue(outcome.account));
  if (outcome.reason === 'accountLimit') {
    return fieldFail(
      text('accountLimit', { max: MAX_WITHDRAWAL_ACCOUNTS }),
      outcome.field,
      { max: MAX_WITHDRAWAL_ACCOUNTS },
      ErrorCodes.withdrawalAccountLimit,
    );
  }
  return fieldFail(text(outcome.reason, { name: outcome.name ?? '' }), outcome.field);
});
