/** The catalogue keys of the transfer-to-upline island (namespace `withdraw`, plus the shared network text). */
export const TRANSFER_UPLINE_KEYS = {
  intro: 'withdraw.upline.intro',
  balance: 'withdraw.upline.balance',
  transferable: 'withdraw.upline.transferable',
  turnoverLock: 'withdraw.upline.turnoverLock',
  amount: 'withdraw.form.amount',
  paymentPassword: 'withdraw.form.paymentPassword',
  passwordRequired: 'withdraw.form.passwordRequired',
  noPassword: 'withdraw.form.noPassword',
  submit: 'withdraw.upline.submit',
  submitting: 'withdraw.upline.submitting',
  done: 'withdraw.upline.done',
  lockedUntil: 'withdraw.lockedUntil',
  amountEmpty: 'withdraw.amount.empty',
  amountNotANumber: 'withdraw.amount.notANumber',
  amountTooManyDecimals: 'withdraw.amount.tooManyDecimals',
  amountNegative: 'withdraw.amount.negative',
  amountZero: 'withdraw.amount.zero',
  amountBelowMinimum: 'withdraw.amount.belowMinimum',
  amountAboveMaximum: 'withdraw.amount.aboveMaximum',
  amountAboveBalance: 'withdraw.upline.aboveTransferable',
  networkError: 'error.network',
} as const;

export type TransferUplineStrings = Record<keyof typeof TRANSFER_UPLINE_KEYS, string>;
