import { describe, expect, it } from 'vitest';
import { getT } from '../i18n/i18n.server';
import { csvLine } from '../records/csv';
import {
  type AgentBetRow,
  type AgentEntryRow,
  type AgentLossRow,
  agentBetCsvColumns,
  agentEntryCsvColumns,
  agentLossCsvColumns,
  csvRowsOf,
} from './report-csv';

const context = (code: 'EN' | 'TY') => ({ t: getT(code), localeTag: code === 'EN' ? 'en-PH' : 'fil-PH', timeZone: 'Asia/Manila', currency: 'PHP' });
const header = (columns: readonly { label: string }[]) => columns.map((column) => column.label);

const bet: AgentBetRow = {
  id: 'b1',
  account: 'team_eli',
  gameName: '=HYPERLINK("http://x")',
  gameType: 'RNG',
  stake: 123456,
  validBet: 123456,
  win: 5,
  net: -123451,
  status: 'SETTLED',
  placedAt: '2026-03-31T16:30:00.000Z',
} as AgentBetRow;

const loss: AgentLossRow = {
  id: 7,
  account: 'team_dina',
  type: 1,
  level: 2,
  bets: 3,
  stake: 300,
  validBet: 250,
  win: 0,
  net: -250,
  bonus: 1999,
} as AgentLossRow;

const entry: AgentEntryRow = {
  id: '297',
  account: 'team_ana',
  kind: 'DEPOSIT',
  type: 'DEPOSIT',
  wallet: 'MAIN',
  amount: 135700,
  balanceAfter: 200000,
  reference: '+DP1',
  status: 'COMPLETED',
  createdAt: '2026-04-01T01:00:00.000Z',
  walletName: null,
  otherWallet: null,
  otherWalletName: null,
} as AgentEntryRow;

describe('the team betting history CSV', () => {
  it("has the screen's columns with the game type apart, its header in the page's language", () => {
    expect(header(agentBetCsvColumns(context('EN')))).toEqual(['Placed', 'Member', 'Game', 'Game type', 'Stake', 'Valid bet', 'Win', 'Net (player)', 'Status']);
    const ty = header(agentBetCsvColumns(context('TY')));
    expect(ty).toHaveLength(9);
    expect(ty[0]).toBe(getT('TY')('agent.bets.time'));
    expect(ty[0]).not.toBe('Placed');
  });

  it('writes money in major units as plain decimals, the time in the zone, the status in words', () => {
    const [row] = csvRowsOf(agentBetCsvColumns(context('EN')), [bet]);
    expect(row!.slice(4)).toEqual(['1234.56', '1234.56', '0.05', '-1234.51', getT('EN')('records.bets.statuses.SETTLED')]);
    // 16:30 UTC is the next day's 00:30 in Manila.
    expect(row![0]).toMatch(/^Apr 1, 2026/);
    expect(row![1]).toBe('team_eli');
  });

  it('keeps a game name that starts like a formula from being read as one', () => {
    const [row] = csvRowsOf(agentBetCsvColumns(context('EN')), [bet]);
    expect(csvLine(row!)).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csvLine(row!)).toContain(',-1234.51,');
  });
});

describe('the user loss statement CSV', () => {
  it("has the account, its level and the figures, the header in the page's language", () => {
    expect(header(agentLossCsvColumns(context('EN')))).toEqual(['Member', 'Level', 'Bets', 'Stakes', 'Valid bets', 'Wins', 'Net (player)', 'Bonuses']);
    expect(header(agentLossCsvColumns(context('TY')))[0]).toBe(getT('TY')('agent.loss.account'));
    expect(csvRowsOf(agentLossCsvColumns(context('EN')), [loss])).toEqual([['team_dina', 2, 3, '3.00', '2.50', '0.00', '-2.50', '19.99']]);
  });
});

describe('the downline transaction details CSV', () => {
  const en = getT('EN');
  it('has the member, the type, a sentence and the wallet apart, money in major units, and the short reference', () => {
    const columns = agentEntryCsvColumns(context('EN'));
    expect(header(columns)).toEqual(['Time', 'Member', 'Type', 'Details', 'Wallet', 'Amount', 'Balance after', 'Status', 'Reference']);
    const [row] = csvRowsOf(columns, [entry]);
    expect(row!.slice(1, 7)).toEqual([
      'team_ana',
      en('records.transactions.types.DEPOSIT'),
      // A reference that does not read as an order number: the sentence without one.
      en('records.transactions.details.DEPOSIT', { order: '' }),
      en('records.transactions.mainWallet'),
      '1357.00',
      '2000.00',
    ]);
    // Entry 297 is TX-0089 (src/lib/records/describe.ts), never the stored reference.
    expect(row![8]).toBe('TX-0089');
    expect(csvLine(row!)).not.toContain('DP1');
    expect(header(agentEntryCsvColumns(context('TY')))[1]).toBe(getT('TY')('agent.transactions.member'));
  });

  it("says the account record's words for a team member's entries: an order by its number, a transfer and a collect by the wallets' names, a refund as a refund", () => {
    const columns = agentEntryCsvColumns(context('EN'));
    const rows = csvRowsOf(columns, [
      { ...entry, reference: 'DP7K2M9Q' },
      {
        ...entry,
        id: '300',
        kind: 'TRANSFER_IN',
        type: 'TRANSFER',
        wallet: 'SABA',
        walletName: 'SABA Sports',
        reference: 'transfer:5e0c1f3a-9d2b-4a57-8f61-2c3d4e5f6a7b:in',
        otherWallet: 'MAIN',
      },
      {
        ...entry,
        id: '301',
        kind: 'TRANSFER_IN',
        type: 'TRANSFER',
        reference: 'collect:5e0c1f3a-9d2b-4a57-8f61-2c3d4e5f6a7b:EVO:in',
        otherWallet: 'EVO',
        otherWalletName: 'Evolution',
      },
      { ...entry, id: '302', kind: 'LOTTERY_REFUND', type: 'BET', amount: 2000, reference: 'lottery:42:refund' },
    ] as AgentEntryRow[]);
    expect(rows.map((fields) => fields.slice(2, 5))).toEqual([
      [en('records.transactions.types.DEPOSIT'), en('records.transactions.details.DEPOSIT', { order: 'DP7K2M9Q' }), 'Main wallet'],
      [en('records.transactions.types.TRANSFER'), en('records.transactions.details.TRANSFER', { from: 'Main wallet', to: 'SABA Sports' }), 'SABA Sports'],
      [en('records.transactions.types.TRANSFER'), en('records.transactions.details.COLLECT', { from: 'Evolution', to: 'Main wallet' }), 'Main wallet'],
      [en('records.transactions.kinds.LOTTERY_REFUND'), en('records.transactions.details.LOTTERY_REFUND'), 'Main wallet'],
    ]);
    for (const fields of rows) expect(csvLine(fields)).not.toMatch(/[a-z-]+:[\w-]{2,}|EVO|SABA,/);
  });
});
