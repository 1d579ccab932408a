import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall, noValue } from '../define';

/**
 * Taking money out (docs/product.md "Withdrawals"; issue 13 items 1, 4, 5): the payment
 * password, the withdrawal accounts, withdrawals and the transfer to the upline. Amounts are
 * major units on the wire and minor units once read (docs/platform-api.md "Money"). Every call
 * that carries a password is encrypted; every call that moves money is `movesMoney`.
 */

const amountRead = z.pipe(
  wireAmount,
  z.transform((amount) => minorFromWire(amount)),
);

/** A payment password: exactly six digits (docs/platform-api.md "Payment password"). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export const paymentPasswordStateValue = z.object({
  /** Whether the member has a payment password. */
  isSet: z.boolean(),
  /** ISO time until which a wrong-attempt lock holds, or null when not locked. */
  lockedUntil: z.nullable(z.string()),
  /** Wrong answers left before the lock. */
  attemptsLeft: z.int().check(z.nonnegative()),
  /** Whether an SMS code may replace the old password (a mobile number is on the account). */
  canUseSms: z.boolean(),
});
export type PaymentPasswordState = z.output<typeof paymentPasswordStateValue>;

export const paymentPasswordState = defineCall({
  summary: 'Whether the session member has a payment password, and whether wrong answers have locked it (until when).',
  path: '/wps/withdrawal/paymentPassword/state',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: paymentPasswordStateValue,
});

export const setPaymentPassword = defineCall({
  refusals: ['VALIDATION', 'NEED_REAL_ACCOUNT', 'RATE_LIMITED'],
  summary:
    'Sets the payment password (the first time with `loginPassword`) or changes it (with `oldPaymentPassword` or an SMS `verificationCode` from `paymentPasswordSms`).',
  path: '/wps/withdrawal/paymentPassword',
  method: 'POST',
  auth: true,
  encrypted: true,
  request: z.object({
    loginPassword: z.optional(z.string().check(z.maxLength(100))),
    oldPaymentPassword: z.optional(z.string().check(z.maxLength(100))),
    verificationCode: z.optional(z.string().check(z.maxLength(20))),
    newPaymentPassword: z.string().check(z.maxLength(100)),
    confirmPaymentPassword: z.string().check(z.maxLength(100)),
  }),
  response: noValue,
});

export const paymentPasswordSms = defineCall({
  refusals: ['VALIDATION', 'RATE_LIMITED'],
  summary: "Sends an SMS code to the account's mobile number, to change the payment password without the old one.",
  path: '/wps/withdrawal/paymentPassword/sms',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

export const BANK_KINDS = ['bank', 'ewallet'] as const;
export const bankValue = z.object({ code: z.string(), name: z.string(), kind: z.enum(BANK_KINDS) });
export type Bank = z.output<typeof bankValue>;

export const banks = defineCall({
  summary: 'The banks and e-wallets a withdrawal account may be at.',
  path: '/wps/withdrawal/banks',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.array(bankValue),
});

export const withdrawalAccountValue = z.object({
  id: z.int().check(z.positive()),
  bankCode: z.string(),
  bankName: z.string(),
  kind: z.enum(BANK_KINDS),
  holderName: z.string(),
  /** The last four digits only: the full number never leaves the platform again. */
  last4: z.string(),
});
export type WithdrawalAccount = z.output<typeof withdrawalAccountValue>;

export const withdrawalAccountsValue = z.object({
  accounts: z.array(withdrawalAccountValue),
  /** How many accounts a member may keep. */
  max: z.int().check(z.positive()),
  /** The payee name accounts must carry (null until the first account registers it). */
  payeeName: z.nullable(z.string()),
});
export type WithdrawalAccounts = z.output<typeof withdrawalAccountsValue>;

export const withdrawalAccounts = defineCall({
  summary: "The session member's withdrawal accounts (masked), the maximum and the payee name they must carry.",
  path: '/wps/withdrawal/accounts',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: withdrawalAccountsValue,
});

export const addWithdrawalAccount = defineCall({
  refusals: ['VALIDATION', 'NEED_REAL_ACCOUNT', 'WITHDRAWAL_ACCOUNT_LIMIT'],
  summary: 'Adds a bank or e-wallet account; the holder name must be in capitals and match the payee name (docs/product.md §5).',
  path: '/wps/withdrawal/accounts',
  method: 'POST',
  auth: true,
  encrypted: true,
  request: z.object({
    bankCode: z.string().check(z.maxLength(40)),
    accountNumber: z.string().check(z.maxLength(60)),
    holderName: z.string().check(z.maxLength(100)),
  }),
  response: withdrawalAccountValue,
});

export const removeWithdrawalAccount = defineCall({
  refusals: ['NOT_FOUND'],
  summary: "Removes one of the session member's withdrawal accounts (withdrawals already made keep their record).",
  path: '/wps/withdrawal/accounts',
  method: 'DELETE',
  auth: true,
  encrypted: false,
  request: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  response: noValue,
});

/** A withdrawal's states in order; `rejected` ends it with the held amount returned. */
export const WITHDRAWAL_STATES = ['submitted', 'inReview', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const withdrawalValue = z.pipe(
  z.object({
    reference: z.string(),
    amount: wireAmount.check(z.positive()),
    state: z.enum(WITHDRAWAL_STATES),
    /** The account it goes to, masked. */
    bankName: z.string(),
    last4: z.string(),
    /** The operator's reason for a rejection. */
    reason: z.nullable(z.string()),
    /** Each state reached so far, with its ISO time, in order. */
    timeline: z.array(z.object({ state: z.enum(WITHDRAWAL_STATES), at: z.string() })),
  }),
  z.transform((withdrawal) => ({ ...withdrawal, amount: minorFromWire(withdrawal.amount) })),
);
export type Withdrawal = z.output<typeof withdrawalValue>;
export type WireWithdrawal = z.input<typeof withdrawalValue>;

export const withdrawalOverviewValue = z.object({
  currency: z._default(z.string(), 'PHP'),
  /** The main wallet's balance (held withdrawals already taken out). */
  available: amountRead,
  /** What may leave now (a withdrawal or a transfer to the upline): the available balance less the bonus its unplayed turnover still locks, never below 0. */
  withdrawable: amountRead,
  /** Bonus turnover: required in all and played so far (valid turnover since the requirement began). */
  turnover: z.object({ required: amountRead, played: amountRead }),
  /** One withdrawal's bounds. */
  min: amountRead,
  max: amountRead,
  /** The member's VIP level's daily limits and what today's withdrawals have used of them. */
  daily: z.object({ amount: amountRead, count: z.int(), usedAmount: amountRead, usedCount: z.int() }),
  /** docs/product.md §9's received-confirmation time-out, in minutes. */
  confirmMinutes: z.int().check(z.positive()),
  /** The latest withdrawals, newest first. */
  withdrawals: z.array(withdrawalValue),
  /**
   * The agent above the member (its account name): the recipient a transfer to upline names before
   * it is sent (issue 34 item 12i). Null when the member has none, or from a platform that does not send it.
   */
  upline: z._default(z.nullable(z.string()), null),
});
export type WithdrawalOverview = z.output<typeof withdrawalOverviewValue>;

export const withdrawalOverview = defineCall({
  summary: 'Everything the withdrawal page shows: balances, bonus turnover, limits and the latest withdrawals with their timelines.',
  path: '/wps/withdrawal/overview',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: withdrawalOverviewValue,
});

/** The refusals of a money call guarded by the payment password. */
const PASSWORD_GUARDED = ['VALIDATION', 'NEED_REAL_ACCOUNT', 'INSUFFICIENT_FUNDS', 'PAYMENT_PASSWORD_LOCKED'] as const;

export const submitWithdrawal = defineCall({
  refusals: [...PASSWORD_GUARDED, 'DAILY_LIMIT_REACHED', 'NOT_FOUND'],
  summary: "Submits a withdrawal to one of the member's accounts; the amount is held at once by a ledger entry.",
  path: '/wps/withdrawal/submit',
  method: 'POST',
  auth: true,
  encrypted: true,
  movesMoney: true,
  request: z.object({
    accountId: z.int().check(z.positive(), z.lte(2_147_483_647)),
    /** Major units on the wire (`minorToWire`). */
    amount: wireAmount,
    paymentPassword: z.string().check(z.maxLength(100)),
  }),
  response: withdrawalValue,
});

export const transferToUpline = defineCall({
  refusals: [...PASSWORD_GUARDED, 'FEATURE_DISABLED', 'PLAY_BLOCKED'],
  summary: "Moves an amount from the member's main wallet to the agent above (member info's `toUpline`).",
  path: '/wps/withdrawal/toUpline',
  method: 'POST',
  auth: true,
  encrypted: true,
  movesMoney: true,
  request: z.object({ amount: wireAmount, paymentPassword: z.string().check(z.maxLength(100)) }),
  response: z.pipe(
    z.object({ reference: z.string(), amount: wireAmount, upline: z.string(), balance: wireAmount }),
    z.transform((done) => ({ ...done, amount: minorFromWire(done.amount), balance: minorFromWire(done.balance) })),
  ),
});
