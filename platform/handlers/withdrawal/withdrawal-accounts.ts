import { withdrawalAccounts } from '../../../src/contract/calls/withdrawal';
import { defineHandler, success } from '../../http/context';
import { accountValue, liveAccounts, MAX_WITHDRAWAL_ACCOUNTS, payeeNameOf } from '../../withdrawal/accounts';

/** GET /wps/withdrawal/accounts (token): the live accounts, masked. */
export default defineHandler(withdrawalAccounts, async ({ services, memberId }) =>
  success({
    accounts: (await liveAccounts(services.db, memberId!)).map(accountValue),
    max: MAX_WITHDRAWAL_ACCOUNTS,
    payeeName: await payeeNameOf(services.db, memberId!),
  }),
);
