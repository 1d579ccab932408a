import { MAX_PAGE_NO } from '../../contract/paging';
import { DATE_PRESETS, DEFAULT_PRESET, resolveRange, type DatePreset, type RangeOutcome } from '../../contract/records/range';

/**
 * A records page's state in its URL (issue 14 item 5: shareable, back and forward work, a plain
 * GET form without JavaScript): the period (`period`, and `start`/`end` for chosen dates; not
 * `from`, which the member centre uses for where to go back to), the time zone (`tz`), the
 * page's own filters and the page number. Values no filter allows are dropped.
 */
export interface RecordsQuery {
  period: DatePreset;
  start: string;
  end: string;
  tz: string;
  /** The page's own filters (game type, vendor, status, type): only allowed values. */
  filters: Readonly<Record<string, string>>;
  page: number;
}

/** A page's filters: each name with the values it allows, as a list or a pattern. */
export type FilterValues = Readonly<Record<string, readonly string[] | RegExp>>;

export function parseRecordsQuery(search: URLSearchParams, allowed: FilterValues = {}): RecordsQuery {
  const period = search.get('period') ?? '';
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(allowed)) {
    const value = search.get(name) ?? '';
    if (value && (values instanceof RegExp ? values.test(value) : values.includes(value))) filters[name] = value;
  }
  const page = Number(search.get('page'));
  return {
    period: (DATE_PRESETS as readonly string[]).includes(period) ? (period as DatePreset) : DEFAULT_PRESET,
    start: (search.get('start') ?? '').slice(0, 10),
    end: (search.get('end') ?? '').slice(0, 10),
    tz: (search.get('tz') ?? '').slice(0, 64),
    filters,
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE_NO ? page : 1,
  };
}

/** The range the query names, in its zone (or the merchant's). */
export const rangeOf = (query: RecordsQuery, now: number): RangeOutcome =>
  resolveRange({ preset: query.period, from: query.start, to: query.end, timeZone: query.tz || null }, now);

/** The query as URL parameters, defaults left out; `extra` adds others (the centre's `from`, `format`, `bet`). */
export function recordsSearch(query: RecordsQuery, extra: Readonly<Record<string, string | null | undefined>> = {}): string {
  const search = new URLSearchParams();
  if (query.period !== DEFAULT_PRESET) search.set('period', query.period);
  if (query.period === 'custom') {
    if (query.start) search.set('start', query.start);
    if (query.end) search.set('end', query.end);
  }
  if (query.tz) search.set('tz', query.tz);
  for (const [name, value] of Object.entries(query.filters)) if (value) search.set(name, value);
  if (query.page > 1) search.set('page', String(query.page));
  for (const [name, value] of Object.entries(extra)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
