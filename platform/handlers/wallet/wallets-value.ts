import type { Queryable } from '../../db/index';
import type { Services } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { walletBalances } from '../../wallet/wallets';

/** The wallets answer (`walletsValue` of src/contract/calls/wallet.ts): each wallet and their sum, in major units. */
export async function walletsValue(db: Queryable, services: Services, memberId: bigint) {
  const [wallets, settings] = await Promise.all([walletBalances(db, memberId), services.settings.get()]);
  const currency = (settings['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';
  const sum = wallets.reduce((total, wallet) => total + wallet.balanceMinor, 0n);
  return {
    currency,
    sumBalance: minorToMajor(sum, currency),
    wallets: wallets.map((wallet) => ({ code: wallet.code, name: wallet.name, balance: minorToMajor(wallet.balanceMinor, currency) })),
  };
}
