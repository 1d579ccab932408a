import { z } from 'astro/zod';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

export const walletBalance = defineCall({
  summary: "The sum of the player's wallets, in major units of `currency` on the wire (minor units once read).",
  path: '/wps/v2/wallets/balance',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z
    .object({ sumBalance: wireAmount, currency: z.string().default('PHP') })
    .transform(({ sumBalance, currency }) => ({ sumBalance: minorFromWire(sumBalance, currency), currency })),
});

export const walletTransfer = defineCall({
  refusals: ['VALIDATION', 'INSUFFICIENT_FUNDS', 'NEED_REAL_ACCOUNT'],
  summary: 'Move funds between the main wallet and a vendor wallet, once per idempotency key.',
  path: '/wps/relay/GCS_walletTransfer',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({
    from: z.string(),
    to: z.string(),
    /** Major units on the wire: the caller writes it with `minorToWire`. */
    amount: wireAmount.positive(),
  }),
  response: z.object({ sumBalance: wireAmount }).transform(({ sumBalance }) => ({ sumBalance: minorFromWire(sumBalance) })),
});

export const unreadCount = defineCall({
  summary: 'Unread platform messages (badge on platform information).',
  path: '/wps/relay/CSP_unreadCount',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ count: z.number().int() }),
});
