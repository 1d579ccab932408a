import type { TFunction } from 'i18next';
import { BET_STATUSES, ENTRY_TYPES, type BetRow } from '../../contract/calls/records';
import type { DayRange } from '../../contract/records/range';
import { safeLocalPath } from '../routes/safe-path';
import { recordsSearch, type FilterValues, type RecordsQuery } from './query';
import { gameTypeName } from './views';

/**
 * What the records pages share besides their data: the filters each allows, the links they
 * make (pages, a bet's detail, the CSV) and the caption's range text. Pure.
 */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;

export const BET_FILTERS: FilterValues = { gameType: GAME_TYPES, vendor: /^[A-Za-z0-9_]{1,40}$/, status: BET_STATUSES };
export const ENTRY_FILTERS: FilterValues = { type: ENTRY_TYPES };

/** The centre's `from` (where its close button goes), when it is a safe path of this site. */
export const backOf = (search: URLSearchParams): string | null => {
  const from = search.get('from');
  return from ? safeLocalPath(from) : null;
};

export const pageHref = (basePath: string, query: RecordsQuery, back: string | null, extra: Record<string, string | null> = {}) =>
  `${basePath}${recordsSearch(query, { from: back, ...extra })}`;

export const betSelects = (t: TFunction, vendors: readonly { code: string; name: string }[], gameTypes: readonly string[]) => [
  { name: 'gameType', label: t('records.filters.gameType'), options: gameTypes.map((value) => ({ value, label: gameTypeName(t, value) })) },
  { name: 'vendor', label: t('records.filters.vendor'), options: vendors.map((vendor) => ({ value: vendor.code, label: vendor.name })) },
  { name: 'status', label: t('records.filters.status'), options: BET_STATUSES.map((value) => ({ value, label: t(`records.bets.statuses.${value}`) })) },
];

export const entrySelects = (t: TFunction) => [
  { name: 'type', label: t('records.filters.type'), options: ENTRY_TYPES.map((value) => ({ value, label: t(`records.transactions.types.${value}`) })) },
];

/** The CSV file's name: the page and its days. */
export const csvName = (page: string, range: DayRange): string => `${page}-${range.fromDay}-${range.toDay}.csv`;

export type { BetRow };
