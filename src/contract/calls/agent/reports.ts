import { z } from 'zod/mini';
import { defineCall } from '../../define';
import { pageNoField } from '../../paging';
import { BET_STATUSES, ENTRY_TYPES } from '../records';
import { money } from './money';
import { TEAM_SCOPES } from './team';

const lossFigures = { bets: z.int(), stake: money, validBet: money, win: money, net: money, bonus: money };

export const agentLoss = defineCall({
  summary:
    "User loss statements: each team member's bets, stakes, valid bets, wins, net (wins − valid bets, the player's side) and bonuses for a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), with totals; the direct team or every level. Members without a bet or bonus in the range are left out.",
  path: '/wps/agent/team/loss',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    from: z.string().check(z.minLength(1), z.maxLength(40)),
    to: z.string().check(z.minLength(1), z.maxLength(40)),
    scope: z.enum(TEAM_SCOPES),
  }),
  response: z.object({
    currency: z.string(),
    rows: z.array(z.object({ id: z.int(), account: z.string(), type: z.int(), level: z.int(), ...lossFigures })),
    totals: z.object(lossFigures),
  }),
});
export type AgentLoss = z.output<typeof agentLoss.response>;

export const AGENT_BETS_PAGE_SIZE = 20;

export const agentBets = defineCall({
  summary:
    "Team betting history: the team's bets (demo-game rounds and lottery tickets) in a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), newest first, paged; `account` keeps one member's, `gameType` one type's; with the totals of the whole filter.",
  path: '/wps/agent/team/bets',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    from: z.string().check(z.minLength(1), z.maxLength(40)),
    to: z.string().check(z.minLength(1), z.maxLength(40)),
    scope: z.enum(TEAM_SCOPES),
    account: z.optional(z.string().check(z.maxLength(40))),
    gameType: z.optional(z.string().check(z.maxLength(20))),
    pageNo: pageNoField,
  }),
  response: z.object({
    currency: z.string(),
    pageNo: z.int(),
    totalPages: z.int(),
    totalRows: z.int(),
    rows: z.array(
      z.object({
        id: z.string(),
        account: z.string(),
        gameName: z.string(),
        gameType: z.string(),
        stake: money,
        validBet: money,
        win: money,
        net: money,
        status: z.enum(BET_STATUSES),
        placedAt: z.string(),
      }),
    ),
    totals: z.object({ count: z.int(), stake: money, validBet: money, win: money, net: money }),
  }),
});
export type AgentBets = z.output<typeof agentBets.response>;

export const AGENT_TRANSACTIONS_PAGE_SIZE = 20;

export const agentTransactions = defineCall({
  summary:
    "Downline transaction details: the team's ledger entries (the account record's, with each member's balance after the entry) in a range of instants (`from` inclusive, `to` exclusive, at most 90 days back), newest first, paged; `account` keeps one member's, `type` one type's; with the count of the whole filter and the range's deposits, withdrawals and net (whatever the type). Never the agent's own entries.",
  path: '/wps/agent/team/transactions',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NOT_AGENT', 'NEED_REAL_ACCOUNT', 'VALIDATION'],
  request: z.object({
    from: z.string().check(z.minLength(1), z.maxLength(40)),
    to: z.string().check(z.minLength(1), z.maxLength(40)),
    scope: z.enum(TEAM_SCOPES),
    account: z.optional(z.string().check(z.maxLength(40))),
    type: z.optional(z.enum(ENTRY_TYPES)),
    pageNo: pageNoField,
  }),
  response: z.object({
    currency: z.string(),
    pageNo: z.int(),
    totalPages: z.int(),
    totalRows: z.int(),
    rows: z.array(
      z.object({
        id: z.string(),
        account: z.string(),
        /** The ledger's kind (DEPOSIT, GAME_STAKE, WITHDRAWAL_HOLD, …) and its group. */
        kind: z.string(),
        type: z.enum(ENTRY_TYPES),
        wallet: z.string(),
        amount: money,
        /** The member's balance (all wallets) right after this entry. */
        balanceAfter: money,
        reference: z.string(),
        /** COMPLETED, or a withdrawal hold's withdrawal state. */
        status: z.string(),
        createdAt: z.string(),
        /** The vendor wallet's display name from the platform's catalogue; null for MAIN (as the account record's rows). */
        walletName: z.nullable(z.string()),
        /** A transfer leg's other wallet (code and display name, null name for MAIN); null when the entry is not a transfer. */
        otherWallet: z.nullable(z.string()),
        otherWalletName: z.nullable(z.string()),
      }),
    ),
    totals: z.object({ deposits: money, withdrawals: money, net: money }),
  }),
});
export type AgentTransactions = z.output<typeof agentTransactions.response>;
