import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

/**
 * Deposits (docs/platform-api.md "Deposits"): the channels, an order per deposit, its status.
 * Amounts are major units on the wire and minor units once read, like every amount.
 */

export const DEPOSIT_STATES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const CHANNEL_KINDS = ['bank', 'ewallet', 'crypto'] as const;

const channel = z.pipe(
  z.object({
    code: z.string(),
    name: z.string(),
    /** bank: pay to the receiving account; ewallet: the provider page; crypto: pay to the address. */
    kind: z.enum(CHANNEL_KINDS),
    min: wireAmount,
    max: wireAmount,
    /** A fixed fee on top of the amount, major units. */
    feeFixed: wireAmount,
    /** A fee in basis points of the amount (150 = 1.5 %), on top of the amount. */
    feeBps: z.int().check(z.gte(0), z.lte(10_000)),
    processingMinutes: z.int().check(z.gte(0)),
    open: z.boolean(),
  }),
  z.transform(({ min, max, feeFixed, ...rest }) => ({ ...rest, min: minorFromWire(min), max: minorFromWire(max), feeFixed: minorFromWire(feeFixed) })),
);

/** A promotion the player may join with a deposit now (docs/platform-api.md "Deposits"). */
const bonusOffer = z.pipe(
  z.object({
    promotionId: z.int(),
    title: z.string(),
    /** The bonus as a share of the deposit, basis points (10000 = 100 %). */
    percentBps: z.int().check(z.gte(1), z.lte(10_000)),
    maxBonus: wireAmount,
    minDeposit: wireAmount,
    /** Turnover to play before the bonus is withdrawable: (deposit + bonus) × this. */
    turnoverMultiple: z.int().check(z.gte(1)),
    /** 'once': one bonus ever; 'day': one a day (Manila days). */
    period: z.enum(['once', 'day']),
    firstDepositOnly: z.boolean(),
  }),
  z.transform(({ maxBonus, minDeposit, ...rest }) => ({ ...rest, maxBonus: minorFromWire(maxBonus), minDeposit: minorFromWire(minDeposit) })),
);

export const depositChannels = defineCall({
  summary:
    'The ways to deposit, each with its minimum, maximum, fee, usual processing time and whether it is open; and the promotions the player may join with a deposit now.',
  path: '/wps/v2/deposit/channels',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ currency: z._default(z.string(), 'PHP'), channels: z.array(channel), bonuses: z._default(z.array(bonusOffer), []) }),
});

export const BONUS_STATES = ['PENDING', 'GRANTED', 'NOT_GRANTED'] as const;

const order = z.pipe(
  z.object({
    reference: z.string(),
    channel: z.string(),
    channelName: z.string(),
    kind: z.enum(CHANNEL_KINDS),
    amount: wireAmount,
    fee: wireAmount,
    status: z.enum(DEPOSIT_STATES),
    createdAt: z.string(),
    expiresAt: z.string(),
    settledAt: z.nullable(z.string()),
    /** Where a bank or crypto order is paid; null for an e-wallet order. */
    receiving: z.nullable(z.object({ name: z.string(), account: z.string(), bank: z.string() })),
    /** The provider page of an e-wallet order while it is pending (a same-origin path); else null. */
    payUrl: z.nullable(z.string()),
    /** The promotion the order joined and its bonus: PENDING until paid, then GRANTED or NOT_GRANTED. */
    bonus: z._default(
      z.nullable(
        z.pipe(
          z.object({ promotionId: z.int(), title: z.string(), amount: wireAmount, status: z.enum(BONUS_STATES) }),
          z.transform(({ amount, ...rest }) => ({ ...rest, amount: minorFromWire(amount) })),
        ),
      ),
      null,
    ),
  }),
  z.transform(({ amount, fee, ...rest }) => ({ ...rest, amount: minorFromWire(amount), fee: minorFromWire(fee) })),
);

export const depositCreate = defineCall({
  refusals: ['VALIDATION', 'CHANNEL_CLOSED', 'NEED_REAL_ACCOUNT', 'LIMIT_REACHED', 'PLAY_BLOCKED'],
  summary:
    "Create a deposit order on a channel, once per idempotency key; the amount is checked against the channel, the player's deposit limits, and the promotion when the player joins one (`promotionId`). Answers the order (pending).",
  path: '/wps/v2/deposit/create',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({
    channel: z.string(),
    /** Major units on the wire. */
    amount: wireAmount,
    /** A promotion from the channels answer's `bonuses` to join; absent: none. */
    promotionId: z.optional(z.int().check(z.positive())),
  }),
  response: order,
});

export const depositOrder = defineCall({
  refusals: ['NOT_FOUND'],
  summary: "One of the player's deposit orders by its reference (an unpaid order past its time reads as expired).",
  path: '/wps/v2/deposit/order',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) }),
  response: order,
});

export const depositOrders = defineCall({
  summary: "The player's latest deposit orders, newest first (at most 20).",
  path: '/wps/v2/deposit/orders',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ orders: z.array(order) }),
});

export type DepositChannels = z.output<typeof depositChannels.response>;
export type DepositChannel = DepositChannels['channels'][number];
export type DepositOrder = z.output<typeof order>;
export type DepositBonusOffer = DepositChannels['bonuses'][number];
