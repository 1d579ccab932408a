import { banks } from '../../../src/contract/calls/withdrawal';
import { defineHandler, success } from '../../http/context';
import { listBanks } from '../../withdrawal/accounts';

/** GET /wps/withdrawal/banks (token): the e-wallets first, then the banks. */
export default defineHandler(banks, async ({ services }) => success(await listBanks(services.db)));
