/** The catalogue keys of the withdrawal-accounts island (namespace `withdraw`, plus the shared network text). */
export const WITHDRAWAL_ACCOUNTS_KEYS = {
  heading: 'withdraw.accounts.heading',
  intro: 'withdraw.accounts.intro',
  payeeHint: 'withdraw.accounts.payeeHint',
  payeeHintFirst: 'withdraw.accounts.payeeHintFirst',
  bank: 'withdraw.accounts.bank',
  chooseBank: 'withdraw.accounts.chooseBank',
  ewallets: 'withdraw.accounts.ewallets',
  banks: 'withdraw.accounts.banks',
  number: 'withdraw.accounts.number',
  numberHint: 'withdraw.accounts.numberHint',
  holder: 'withdraw.accounts.holder',
  add: 'withdraw.accounts.add',
  adding: 'withdraw.accounts.adding',
  added: 'withdraw.accounts.added',
  remove: 'withdraw.accounts.remove',
  removeLabel: 'withdraw.accounts.removeLabel',
  removed: 'withdraw.accounts.removed',
  empty: 'withdraw.accounts.empty',
  full: 'withdraw.accounts.full',
  masked: 'withdraw.accounts.masked',
  bankRequired: 'withdraw.accounts.bankRequired',
  numberRequired: 'withdraw.accounts.numberRequired',
  holderCaps: 'withdraw.accounts.holderCaps',
  networkError: 'error.network',
} as const;

export type WithdrawalAccountsStrings = Record<keyof typeof WITHDRAWAL_ACCOUNTS_KEYS, string>;
