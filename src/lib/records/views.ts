import type { TFunction } from 'i18next';
import type { BetRow, BonusRow, EntryRow } from '../../contract/calls/records';
import type { MinorUnits } from '../../contract/money';
import { describeBonusSource, describeEntry, type EntryFacts, kindLabel, shortReference, walletName } from './describe';
import { csvMoney, dayText, moneyText, timeText } from './format';

/**
 * The records pages' columns, declared once for the screen and the CSV (issue 14 item 5: "the
 * same columns as the screen"): each column's label in the page's language, its screen text and
 * its CSV value (money as a plain decimal there). Pure: the pages and the CSV endpoints use them.
 */
export interface ViewContext {
  t: TFunction;
  localeTag: string;
  timeZone: string;
  currency: string;
  /** The catalogue's vendors (the betting record's answer), to name a vendor instead of its code. */
  vendors?: readonly { code: string; name: string }[] | undefined;
}

export interface ViewColumn<Row> {
  key: string;
  label: string;
  /** Money and counts line up at the end. */
  align: 'start' | 'end';
  screen: (row: Row) => string;
  csv: (row: Row) => string;
  /** A status column's raw value (the cell's data-status), for its colour. */
  status?: (row: Row) => string;
}

const money = <Row>(key: string, label: string, pick: (row: Row) => MinorUnits, context: ViewContext): ViewColumn<Row> => ({
  key,
  label,
  align: 'end',
  screen: (row) => moneyText(pick(row), context.localeTag, context.currency),
  csv: (row) => csvMoney(pick(row), context.currency),
});
const text = <Row>(key: string, label: string, pick: (row: Row) => string): ViewColumn<Row> => ({ key, label, align: 'start', screen: pick, csv: pick });

/** A game type's name (the header's lane names), or its code when the catalogue has none. */
export const gameTypeName = (t: TFunction, gameType: string): string => t(`nav.gameType.${gameType}` as 'nav.gameType.RNG', { defaultValue: gameType });

export function betColumns(context: ViewContext): ViewColumn<BetRow>[] {
  const { t } = context;
  const status = (row: BetRow) => t(`records.bets.statuses.${row.status}`);
  const names = new Map((context.vendors ?? []).map((vendor) => [vendor.code, vendor.name]));
  const vendorName = (code: string) => names.get(code) ?? code;
  return [
    text('placedAt', t('records.bets.columns.time'), (row) => timeText(row.placedAt, context.localeTag, context.timeZone)),
    text('game', t('records.bets.columns.game'), (row) => row.gameName),
    text('vendor', t('records.bets.columns.vendor'), (row) => vendorName(row.vendor)),
    text('gameType', t('records.bets.columns.gameType'), (row) => gameTypeName(t, row.gameType)),
    money('stake', t('records.bets.columns.stake'), (row) => row.stake, context),
    money('validBet', t('records.bets.columns.validBet'), (row) => row.validBet, context),
    money('win', t('records.bets.columns.win'), (row) => row.win, context),
    money('net', t('records.bets.columns.net'), (row) => row.net, context),
    { ...text('status', t('records.bets.columns.status'), status), status: (row) => row.status },
  ];
}

/**
 * An entry's type in words: its group's ("Bet"), or the kind's own where the group would misname
 * it (a void ticket's stake back is a "Refund"). The account record's and the agent's team
 * transactions' (src/lib/agent/report-csv.ts) alike.
 */
export function entryTypeText(t: TFunction, row: Pick<EntryRow, 'kind' | 'type'>): string {
  const own = kindLabel(row.kind);
  return own ? t(`records.transactions.kinds.${own}`) : t(`records.transactions.types.${row.type}`);
}

/**
 * An entry as a sentence in the player's words, never the ledger's reference
 * (docs/decisions/0069-player-words-in-records.md); the agent's team transactions say the same.
 */
export function entryDetailText(t: TFunction, row: EntryFacts, mainWallet: string): string {
  const sentence = describeEntry(row, mainWallet);
  // Some sentences take values and some none: one signature for the typed keys.
  return t(`records.transactions.details.${sentence.key}` as 'records.transactions.details.DEPOSIT', { order: '', ...sentence.values });
}

export function entryColumns(context: ViewContext): ViewColumn<EntryRow>[] {
  const { t } = context;
  const status = (row: EntryRow) => t(`records.transactions.statuses.${row.status}` as 'records.transactions.statuses.COMPLETED', { defaultValue: row.status });
  const mainWallet = t('records.transactions.mainWallet');
  return [
    text('createdAt', t('records.transactions.columns.time'), (row) => timeText(row.createdAt, context.localeTag, context.timeZone)),
    text('type', t('records.transactions.columns.type'), (row) => entryTypeText(t, row)),
    text('details', t('records.transactions.columns.details'), (row) => entryDetailText(t, row, mainWallet)),
    text('wallet', t('records.transactions.columns.wallet'), (row) => walletName(row.wallet, row.walletName, mainWallet)),
    money('amount', t('records.transactions.columns.amount'), (row) => row.amount, context),
    money('balanceAfter', t('records.transactions.columns.balanceAfter'), (row) => row.balanceAfter, context),
    text('reference', t('records.transactions.columns.reference'), (row) => shortReference(row.id)),
    { ...text('status', t('records.transactions.columns.status'), status), status: (row) => row.status },
  ];
}

export interface ProfitRow {
  key: string;
  label: string;
  count: number;
  stake: MinorUnits;
  win: MinorUnits;
  net: MinorUnits;
}

/** Per day (`first` is the day column) or per game type. */
export function profitColumns(context: ViewContext, first: 'day' | 'gameType'): ViewColumn<ProfitRow>[] {
  const { t } = context;
  return [
    text('label', t(`records.profit.columns.${first}`), (row) => row.label),
    {
      key: 'count',
      label: t('records.profit.columns.count'),
      align: 'end',
      screen: (row) => row.count.toLocaleString(context.localeTag),
      csv: (row) => String(row.count),
    },
    money('stake', t('records.profit.columns.stake'), (row) => row.stake, context),
    money('win', t('records.profit.columns.win'), (row) => row.win, context),
    money('net', t('records.profit.columns.net'), (row) => row.net, context),
  ];
}

export const dayLabel = (day: string, localeTag: string): string => dayText(day, localeTag);

export function bonusColumns(context: ViewContext): ViewColumn<BonusRow>[] {
  const { t } = context;
  // Whole percent of the turnover played, from the minor units (integers; rounded down).
  const progress = (row: BonusRow) => `${row.required > 0 ? Number((BigInt(row.played) * 100n) / BigInt(row.required)) : 100}%`;
  return [
    text('startsAt', t('records.bonuses.columns.startsAt'), (row) => timeText(row.startsAt, context.localeTag, context.timeZone)),
    // The turnover deadline: past it, an unmet bonus shows Expired (docs/decisions/0028-records.md).
    text('expiresAt', t('records.bonuses.columns.expiresAt'), (row) =>
      row.expiresAt ? timeText(row.expiresAt, context.localeTag, context.timeZone) : t('records.bonuses.noDeadline'),
    ),
    text('source', t('records.bonuses.columns.source'), (row) => {
      const sentence = describeBonusSource(row.source);
      // Some sentences take values and some none: one signature for the typed keys.
      return t(`records.bonuses.sources.${sentence.key}` as 'records.bonuses.sources.DEPOSIT_BONUS', { order: '', ...sentence.values });
    }),
    money('bonus', t('records.bonuses.columns.bonus'), (row) => row.bonus, context),
    money('required', t('records.bonuses.columns.required'), (row) => row.required, context),
    money('played', t('records.bonuses.columns.played'), (row) => row.played, context),
    text('progress', t('records.bonuses.columns.progress'), progress),
    { ...text('status', t('records.bonuses.columns.status'), (row) => t(`records.bonuses.statuses.${row.status}`)), status: (row) => row.status },
  ];
}
