/**
 * The catalogue keys the wallet and deposit islands show (src/lib/i18n/catalogues/<lang>/wallet.json);
 * the pages pass them with `pickStrings(t, WALLET_KEYS)`. Error keys are the ones
 * src/lib/wallet/errors.ts returns, turned back into strings with `stringForKey`.
 */
export const WALLET_KEYS = {
  walletsHeading: 'wallet.walletsHeading',
  main: 'wallet.main',
  total: 'wallet.total',
  transferHeading: 'wallet.transferHeading',
  from: 'wallet.from',
  to: 'wallet.to',
  amount: 'wallet.amount',
  all: 'wallet.all',
  chipsLabel: 'wallet.chipsLabel',
  transfer: 'wallet.transfer',
  transferring: 'wallet.transferring',
  collect: 'wallet.collect',
  collecting: 'wallet.collecting',
  transferred: 'wallet.transferred',
  collected: 'wallet.collected',
  nothingToCollect: 'wallet.nothingToCollect',
  unavailable: 'wallet.unavailable',
  retry: 'wallet.retry',
  network: 'wallet.network',
  empty: 'wallet.errors.empty',
  notANumber: 'wallet.errors.notANumber',
  tooManyDecimals: 'wallet.errors.tooManyDecimals',
  negative: 'wallet.errors.negative',
  zero: 'wallet.errors.zero',
  belowMinimum: 'wallet.errors.belowMinimum',
  aboveMaximum: 'wallet.errors.aboveMaximum',
  aboveBalance: 'wallet.errors.aboveBalance',
  notAStep: 'wallet.errors.notAStep',
  insufficient: 'wallet.errors.insufficient',
  sameWallet: 'wallet.errors.sameWallet',
  notMain: 'wallet.errors.notMain',
  channel: 'wallet.errors.channel',
  channelClosed: 'wallet.errors.channelClosed',
  needRealAccount: 'wallet.errors.needRealAccount',
} as const;

export type WalletStrings = Record<keyof typeof WALLET_KEYS, string>;
