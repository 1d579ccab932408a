import { walletList } from '../../../src/contract/calls/wallet';
import { defineHandler, success } from '../../http/context';
import { walletsValue } from './wallets-value';

/** GET /wps/v2/wallets: the main wallet and each vendor wallet, sums of the ledger. */
export default defineHandler(walletList, async ({ services, memberId }) => success(await walletsValue(services.db, services, memberId!)));
