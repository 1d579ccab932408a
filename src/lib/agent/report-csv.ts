import type { TFunction } from 'i18next';
import type { AgentBets, AgentLoss, AgentTransactions } from '../../contract/calls/agent';
import type { MinorUnits } from '../../contract/money';
import { csvMoney, timeText } from '../records/format';
import { shortReference, walletName } from '../records/describe';
import { entryDetailText, entryTypeText, gameTypeName } from '../records/views';

/**
 * The CSV columns of the agent reports (issue 17; docs/decisions/0047-agent-report-csv.md): team
 * betting history, user loss statements and downline transaction details, each the screen's
 * columns in its order, the header in the page's language, money as a plain decimal in major
 * units through the money module (csvMoney), times in the filter's zone. Where a screen cell
 * holds two things (a game and its type, an account and its level, a type and its wallet) the CSV
 * gives each its own column, so a spreadsheet can filter on it. The transactions say what
 * the account record says (a sentence and a `TX-` reference, decision 0069). Pure: the pages' `?format=csv`
 * stream these rows (report-csv.server.ts); formula-safe fields are csvField's (records/csv.ts).
 */
export interface ReportCsvContext {
  t: TFunction;
  localeTag: string;
  timeZone: string;
  currency: string;
}

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => string | number;
}

export type AgentBetRow = AgentBets['rows'][number];
export type AgentLossRow = AgentLoss['rows'][number];
export type AgentEntryRow = AgentTransactions['rows'][number];

const amount = (minor: number, currency: string): string => csvMoney(minor as MinorUnits, currency);

export function agentBetCsvColumns({ t, localeTag, timeZone, currency }: ReportCsvContext): CsvColumn<AgentBetRow>[] {
  return [
    { label: t('agent.bets.time'), value: (row) => timeText(row.placedAt, localeTag, timeZone) },
    { label: t('agent.bets.member'), value: (row) => row.account },
    { label: t('agent.bets.game'), value: (row) => row.gameName },
    { label: t('records.filters.gameType'), value: (row) => gameTypeName(t, row.gameType) },
    { label: t('agent.bets.stake'), value: (row) => amount(row.stake, currency) },
    { label: t('agent.bets.validBet'), value: (row) => amount(row.validBet, currency) },
    { label: t('agent.bets.win'), value: (row) => amount(row.win, currency) },
    { label: t('agent.bets.net'), value: (row) => amount(row.net, currency) },
    { label: t('agent.bets.status'), value: (row) => t(`records.bets.statuses.${row.status}`) },
  ];
}

export function agentLossCsvColumns({ t, currency }: ReportCsvContext): CsvColumn<AgentLossRow>[] {
  const figure = (key: 'stake' | 'validBet' | 'win' | 'net' | 'bonus'): CsvColumn<AgentLossRow> => ({
    label: t(`agent.loss.${key}`),
    value: (row) => amount(row[key], currency),
  });
  return [
    { label: t('agent.loss.account'), value: (row) => row.account },
    { label: t('agent.loss.level'), value: (row) => row.level },
    { label: t('agent.loss.bets'), value: (row) => row.bets },
    figure('stake'),
    figure('validBet'),
    figure('win'),
    figure('net'),
    figure('bonus'),
  ];
}

/**
 * The team's entries as the account record says them (docs/decisions/0069-player-words-in-records.md):
 * a sentence, a vendor wallet by its name, and the short `TX-` reference, never the ledger's.
 */
export function agentEntryCsvColumns({ t, localeTag, timeZone, currency }: ReportCsvContext): CsvColumn<AgentEntryRow>[] {
  const mainWallet = t('records.transactions.mainWallet');
  return [
    { label: t('records.transactions.columns.time'), value: (row) => timeText(row.createdAt, localeTag, timeZone) },
    { label: t('agent.transactions.member'), value: (row) => row.account },
    { label: t('records.transactions.columns.type'), value: (row) => entryTypeText(t, row) },
    { label: t('records.transactions.columns.details'), value: (row) => entryDetailText(t, row, mainWallet) },
    { label: t('records.transactions.columns.wallet'), value: (row) => walletName(row.wallet, row.walletName, mainWallet) },
    { label: t('records.transactions.columns.amount'), value: (row) => amount(row.amount, currency) },
    { label: t('records.transactions.columns.balanceAfter'), value: (row) => amount(row.balanceAfter, currency) },
    {
      label: t('records.transactions.columns.status'),
      value: (row) => t(`records.transactions.statuses.${row.status}` as 'records.transactions.statuses.COMPLETED', { defaultValue: row.status }),
    },
    { label: t('records.transactions.columns.reference'), value: (row) => shortReference(row.id) },
  ];
}

/** A page of rows as CSV fields, in the columns' order. */
export const csvRowsOf = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): (string | number)[][] =>
  rows.map((row) => columns.map((column) => column.value(row)));
