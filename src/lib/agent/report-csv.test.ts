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
  id: 'e1',
  account: 'team_ana',
  kind: 'DEPOSIT',
  type: 'DEPOSIT',
  wallet: 'MAIN',
  amount: 135700,
  balanceAfter: 200000,
  reference: '+DEP-1',
  status: 'COMPLETED',
  createdAt: '2026-04-01T01:00:00.000Z',
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
  it('has the member, the type and its wallet apart, money in major units, and a reference that cannot start a formula', () => {
    const columns = agentEntryCsvColumns(context('EN'));
    expect(header(columns)).toEqual(['Time', 'Member', 'Type', 'Wallet', 'Amount', 'Balance after', 'Status', 'Reference']);
    const [row] = csvRowsOf(columns, [entry]);
    expect(row!.slice(1, 6)).toEqual([
      'team_ana',
      getT('EN')('records.transactions.types.DEPOSIT'),
      getT('EN')('records.transactions.mainWallet'),
      '1357.00',
      '2000.00',
    ]);
    expect(csvLine(row!).trimEnd().endsWith(",'+DEP-1")).toBe(true);
    expect(csvRowsOf(columns, [{ ...entry, wallet: 'JILI', amount: -5 } as AgentEntryRow])[0]!.slice(3, 5)).toEqual(['JILI', '-0.05']);
    expect(header(agentEntryCsvColumns(context('TY')))[1]).toBe(getT('TY')('agent.transactions.member'));
  });
});
