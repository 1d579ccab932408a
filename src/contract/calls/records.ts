import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';
import { pageNoField } from '../paging';

/**
 * The player's records (issue 14; docs/platform-api.md "Records"): bets, ledger entries, profit
 * and loss, bonuses. Every list takes a range of instants (`from` inclusive, `to` exclusive, ISO;
 * the site computes them from days in the player's time zone, src/contract/records/range.ts) no more
 * than 90 days back, and a 1-based page. Amounts are major units on the wire, minor units once
 * read.
 */

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'VOID'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
/** Where a bet was recorded: a demo-game round or a lottery ticket. */
export const BET_SOURCES = ['GAME', 'LOTTERY'] as const;

/** The account record's type filter: groups of ledger entry kinds (docs/platform-api.md "Records"). */
export const ENTRY_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BET', 'WIN', 'BONUS', 'AGENT_PAY', 'ADJUSTMENT'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED'] as const;

/** The largest page a records list answers: the CSV export reads this many at a time. */
export const RECORDS_MAX_PAGE_SIZE = 500;
export const RECORDS_PAGE_SIZE = 20;

const range = {
  from: z.string().check(z.minLength(1), z.maxLength(40)),
  to: z.string().check(z.minLength(1), z.maxLength(40)),
};
const paging = {
  pageNo: pageNoField,
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(RECORDS_MAX_PAGE_SIZE)), RECORDS_PAGE_SIZE),
};
const pageInfo = { pageNo: z.int(), totalPages: z.int(), totalRows: z.int() };
const money = z.pipe(
  wireAmount,
  z.transform((value) => minorFromWire(value)),
);

const betRow = z.object({
  id: z.string(),
  source: z.enum(BET_SOURCES),
  gameCode: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: money,
  /** The stake counted as turnover: the stake once settled, 0 while unsettled or void. */
  validBet: money,
  win: money,
  /** win − stake once settled, 0 before. */
  net: money,
  status: z.enum(BET_STATUSES),
  placedAt: z.string(),
});
export type BetRow = z.output<typeof betRow>;

const betTotals = z.object({ count: z.int(), stake: money, validBet: money, win: money, net: money });

export const betRecords = defineCall({
  refusals: ['VALIDATION'],
  summary:
    "The player's bets (demo-game rounds and lottery tickets) placed in a range, newest first, filtered by game type, vendor and status, one page at a time, with the totals of the whole filter and the game types and vendors there are.",
  path: '/wps/v2/records/bets',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({
    ...range,
    gameType: z.optional(z.string().check(z.maxLength(20))),
    vendor: z.optional(z.string().check(z.maxLength(40))),
    status: z.optional(z.enum(BET_STATUSES)),
    ...paging,
  }),
  response: z.object({
    currency: z.string(),
    rows: z.array(betRow),
    totals: betTotals,
    ...pageInfo,
    gameTypes: z.array(z.string()),
    vendors: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const betDetail = defineCall({
  refusals: ['NOT_FOUND'],
  summary: "One of the player's bets: the round's symbols, or the ticket's numbers and its draw.",
  path: '/wps/v2/records/bet',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) }),
  response: z.object({
    currency: z.string(),
    bet: betRow,
    settledAt: z.nullable(z.string()),
    /** A demo-game round: its reels and the multiplier they paid. */
    round: z.nullable(z.object({ symbols: z.array(z.string()), multiplier: z.number() })),
    /** A lottery ticket: the numbers picked, the draw's issue number, time and drawn numbers (null until drawn). */
    ticket: z.nullable(z.object({ picks: z.array(z.int()), numero: z.string(), drawAt: z.string(), drawn: z.nullable(z.array(z.int())) })),
  }),
});

const entryRow = z.object({
  id: z.string(),
  /** The ledger's kind (DEPOSIT, GAME_STAKE, WITHDRAWAL_HOLD, …) and its group. */
  kind: z.string(),
  type: z.enum(ENTRY_TYPES),
  wallet: z.string(),
  amount: money,
  /** The sum of all the player's wallets right after this entry. */
  balanceAfter: money,
  reference: z.string(),
  /** COMPLETED, or a withdrawal hold's withdrawal state (submitted, inReview, approved, paid, rejected). */
  status: z.string(),
  createdAt: z.string(),
  /** The vendor wallet's display name from the platform's catalogue; null for MAIN. */
  walletName: z.nullable(z.string()),
  /** A transfer leg's other wallet (code and display name, null name for MAIN); null when the entry is not a transfer. */
  otherWallet: z.nullable(z.string()),
  otherWalletName: z.nullable(z.string()),
});
export type EntryRow = z.output<typeof entryRow>;

export const accountRecords = defineCall({
  refusals: ['VALIDATION'],
  summary:
    "The player's ledger entries in a range, newest first, with the balance after each, filtered by type, one page at a time, and the range's total deposits, total withdrawals and net deposits.",
  path: '/wps/v2/records/transactions',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ ...range, type: z.optional(z.enum(ENTRY_TYPES)), ...paging }),
  response: z.object({
    currency: z.string(),
    rows: z.array(entryRow),
    summary: z.object({ deposits: money, withdrawals: money, net: money }),
    ...pageInfo,
  }),
});

const profitFigures = { stake: money, validBet: money, win: money, net: money, count: z.int() };

export const profitLoss = defineCall({
  refusals: ['VALIDATION'],
  summary:
    "The player's profit and loss over settled bets in a range: per day in the given time zone (every day of the range, oldest first), per game type, and in all.",
  path: '/wps/v2/records/profit',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ ...range, timeZone: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({
    currency: z.string(),
    days: z.array(z.object({ day: z.string(), ...profitFigures })),
    gameTypes: z.array(z.object({ gameType: z.string(), ...profitFigures })),
    totals: z.object(profitFigures),
  }),
});

const bonusRow = z.object({
  id: z.string(),
  /** What paid it (the seed's or the operator's label). */
  source: z.string(),
  bonus: money,
  required: money,
  /** Valid turnover counted towards it (requirements are met in the order they began). */
  played: money,
  status: z.enum(BONUS_STATUSES),
  startsAt: z.string(),
  /** The turnover deadline (null: none); past it an unmet requirement is EXPIRED and locks nothing. */
  expiresAt: z.nullable(z.string()),
});
export type BonusRow = z.output<typeof bonusRow>;

export const bonusRecords = defineCall({
  refusals: ['VALIDATION'],
  summary: "The player's bonuses begun in a range, newest first, each with its turnover requirement, progress and status.",
  path: '/wps/v2/records/bonuses',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ ...range, ...paging }),
  response: z.object({ currency: z.string(), rows: z.array(bonusRow), ...pageInfo }),
});
