import { removeWithdrawalAccount } from '../../../src/contract/calls/withdrawal';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { removeAccount } from '../../withdrawal/accounts';
import { withdrawalText } from '../../withdrawal/messages';

/** DELETE /wps/withdrawal/accounts?id= (token). */
export default defineHandler(removeWithdrawalAccount, async ({ services, input, memberId, now, language }) =>
  (await removeAccount(services.db, memberId!, input.id, now))
    ? success(null)
    : refusal(200, withdrawalText(language)('accountNotFound'), ErrorCodes.notFound, { field: 'id' }),
);
