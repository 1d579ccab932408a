import { momentText } from '../time/moment';
import { formatMoney, type MinorUnits } from '../../contract/money';

/**
 * The account pages' records tables (bets, transactions, deposits…), declared rather than
 * hand-built: columns and filters are data, the URL carries the filters and the page (so a
 * GET form and plain links work without JavaScript, and back and forward walk the steps).
 * The component is src/islands/shared/RecordsTable/RecordsTable.tsx.
 */
export type ColumnKind = 'text' | 'money' | 'date' | 'status';
export type ColumnAlign = 'start' | 'center' | 'end';

export interface RecordColumn {
  /** The row field the column shows. */
  key: string;
  label: string;
  kind: ColumnKind;
  /** Money is `end` (figures line up), everything else `start`, unless given. */
  align?: ColumnAlign;
  /** A status column's labels, by the platform's value; an unknown value shows as it is. */
  statuses?: Readonly<Record<string, string>>;
}

export type RecordFilter =
  | { name: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[] }
  | { name: string; label: string; kind: 'date' }
  | { name: string; label: string; kind: 'text'; maxLength?: number };

export interface RecordsState {
  /** Only the declared filters, only values they allow; absent is "any". */
  filters: Readonly<Record<string, string>>;
  page: number;
}

/** One page of records as a table shows it; `totals` by column key, for the totals row. */
export interface RecordsPage<Row> {
  rows: Row[];
  totals?: Readonly<Record<string, unknown>> | null;
  pageNo: number;
  totalPages: number;
}

/** The query parameter of the page number. */
export const PAGE_PARAM = 'page';
const DEFAULT_TEXT_LENGTH = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function allowed(filter: RecordFilter, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  switch (filter.kind) {
    case 'select':
      return filter.options.some((option) => option.value === value) ? value : null;
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
    case 'text':
      return value.slice(0, filter.maxLength ?? DEFAULT_TEXT_LENGTH);
  }
}

/** Reads the state from a URL's query: unknown parameters and values no filter allows are dropped. */
export function parseRecordsState(search: URLSearchParams, filters: readonly RecordFilter[]): RecordsState {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = allowed(filter, search.get(filter.name) ?? '');
    if (value !== null) values[filter.name] = value;
  }
  const page = Number(search.get(PAGE_PARAM));
  return { filters: values, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The state as a query (`?from=…&page=2`), in the filters' order, page 1 and "any" left out. */
export function recordsQuery(state: RecordsState, filters: readonly RecordFilter[]): string {
  const search = new URLSearchParams();
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (value) search.set(filter.name, value);
  }
  if (state.page > 1) search.set(PAGE_PARAM, String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The state after the player applied the filter form: its values, back to page 1. */
export function stateFromForm(form: FormData, filters: readonly RecordFilter[]): RecordsState {
  const search = new URLSearchParams();
  for (const filter of filters) search.set(filter.name, String(form.get(filter.name) ?? ''));
  return parseRecordsState(search, filters);
}

export const alignOf = (column: RecordColumn): ColumnAlign => column.align ?? (column.kind === 'money' ? 'end' : 'start');

export interface CellFormat {
  localeTag: string;
  currency: string | null;
}

/** A cell's text: money in the wallet's currency, dates in the page's locale, statuses by their label. */
export function cellText(column: RecordColumn, value: unknown, format: CellFormat): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      // Money columns hold minor units, as the contract reads every amount (docs/decisions/0010).
      return typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value as MinorUnits, format.localeTag, format.currency) : String(value);
    case 'date': {
      const time = Date.parse(String(value));
      // The brand's zone on the server and in the browser alike (docs/decisions/0068-one-time-zone.md).
      return Number.isNaN(time) ? String(value) : momentText(time, format.localeTag);
    }
    case 'status':
      return column.statuses?.[String(value)] ?? String(value);
    case 'text':
      return String(value);
  }
}
