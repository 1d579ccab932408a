import { z } from 'zod/mini';
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
  response: z.pipe(
    z.object({ sumBalance: wireAmount, currency: z._default(z.string(), 'PHP') }),
    z.transform(({ sumBalance, currency }) => ({ sumBalance: minorFromWire(sumBalance, currency), currency })),
  ),
});

/** One wallet of the player: the main wallet (`MAIN`) or a vendor's transfer wallet (its vendor code). */
const walletRow = z.object({ code: z.string(), name: z.string(), balance: wireAmount });

/**
 * The player's wallets: main first, then each vendor wallet the platform keeps; the sum is the
 * header's balance. Every row is read in the answer's currency, as the sum is.
 */
const walletsValue = z.pipe(
  z.object({ currency: z._default(z.string(), 'PHP'), sumBalance: wireAmount, wallets: z.array(walletRow) }),
  z.transform(({ currency, sumBalance, wallets }) => ({
    currency,
    sumBalance: minorFromWire(sumBalance, currency),
    wallets: wallets.map((row) => ({ ...row, balance: minorFromWire(row.balance, currency) })),
  })),
);

export type WalletsAnswer = z.output<typeof walletsValue>;

export const walletList = defineCall({
  summary: "The player's main wallet and each vendor wallet (a ledger account of the player), with their sum.",
  path: '/wps/v2/wallets',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({}),
  response: walletsValue,
});

export const walletTransfer = defineCall({
  refusals: ['VALIDATION', 'INSUFFICIENT_FUNDS', 'NEED_REAL_ACCOUNT', 'LIMIT_REACHED', 'PLAY_BLOCKED'],
  summary:
    'Move funds between the main wallet and a vendor wallet (either way), once per idempotency key; both ledger legs in one transaction. Answers the wallets after it.',
  path: '/wps/relay/GCS_walletTransfer',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({
    /** `MAIN` or a vendor wallet's code. */
    from: z.string(),
    to: z.string(),
    /** Major units on the wire: the caller writes it with `minorToWire`. */
    amount: wireAmount,
  }),
  response: walletsValue,
});

export const walletCollect = defineCall({
  refusals: ['NEED_REAL_ACCOUNT'],
  summary: 'Bring every vendor wallet back to the main wallet, once per idempotency key. Answers the wallets after it.',
  path: '/wps/v2/wallets/collect',
  method: 'POST',
  auth: true,
  encrypted: false,
  movesMoney: true,
  request: z.object({}),
  response: walletsValue,
});
