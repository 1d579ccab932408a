import { walletBalance } from '../../../src/contract/calls/wallet';
import { defineHandler, success } from '../../http/context';
import { balanceMinor } from '../../wallet/ledger';
import { minorToMajor } from '../../wallet/money';

/** GET /wps/v2/wallets/balance: the sum of the ledger, in major units. */
export default defineHandler(walletBalance, async ({ services, memberId }) => {
  const [minor, settings] = await Promise.all([balanceMinor(services.db, memberId ?? 0n), services.settings.get()]);
  const currency = (settings['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';
  return success({ sumBalance: minorToMajor(minor), currency });
});
