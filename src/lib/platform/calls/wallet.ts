import { z } from 'astro/zod';
import { defineCall } from '../define';

export const walletBalance = defineCall({
  summary: 'The sum of the player\'s wallets, in major units with two decimals.',
  path: '/wps/v2/wallets/balance',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ sumBalance: z.number(), currency: z.string().default('PHP') }),
});

export const walletTransfer = defineCall({
  summary: 'Move funds between the main wallet and a vendor wallet, once per idempotency key.',
  path: '/wps/relay/GCS_walletTransfer',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({
    from: z.string(),
    to: z.string(),
    amount: z.number().positive(),
  }),
  response: z.object({ sumBalance: z.number() }),
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
