import type { AstroGlobal } from 'astro';
import type { accountRecords, betRecords, bonusRecords } from '../../contract/calls/records';
import type { RequestOf, ResponseOf } from '../../contract/define';
import { DEFAULT_TIME_ZONE } from '../../contract/records/range';
import { localizedPath } from '../i18n/paths';
import { loginAfterEndedSession } from '../session/forget.server';
import type { SessionEnd } from '../session/ended';
import { backOf, csvName, pageHref } from './bets-page';
import { csvResponse } from './csv';
import { csvRows, type RecordsData } from './page-data.server';
import { parseRecordsQuery, rangeOf, type FilterValues } from './query';
import type { ViewColumn, ViewContext } from './views';

/**
 * What every records page (issue 14; docs/decisions/0028-records.md) reads from its request before
 * its own data: the filters of the URL, the member centre's way back, its own address in the page's
 * language, the visitor's session for the platform, and where an ended session goes. Written once
 * here instead of in each of the four pages.
 */
export function recordsPageSetup(astro: AstroGlobal, path: `/member/${string}`, filters: FilterValues = {}) {
  const { t, locale, clientIp } = astro.locals;
  const search = astro.url.searchParams;
  const query = parseRecordsQuery(search, filters);
  const back = backOf(search);
  const basePath = localizedPath(path, locale);
  return {
    t,
    locale,
    now: Date.now(),
    search,
    query,
    back,
    basePath,
    visitor: { cookies: astro.cookies, language: locale.code, clientIp },
    wantsCsv: search.get('format') === 'csv',
    /** The page with the same filters (the retry link, the redirect of a CSV asked for a bad range). */
    here: pageHref(basePath, query, back),
    /** The login page for a session the platform no longer knows, back here afterwards, saying why when the answer did. */
    toLogin: (answer?: { ended?: SessionEnd }): Response => astro.redirect(loginAfterEndedSession(astro.cookies, astro.url, locale, answer?.ended), 302),
    /** The time zone the answer's days are in (the filter's, once the range was read). */
    timeZoneOf: (data: RecordsData<unknown>): string => (data.kind === 'answered' || data.kind === 'unavailable' ? data.range.timeZone : DEFAULT_TIME_ZONE),
  };
}

export type RecordsPageSetup = ReturnType<typeof recordsPageSetup>;

type PagedCall = typeof betRecords | typeof accountRecords | typeof bonusRecords;

/**
 * `?format=csv` of a paged records page: the whole filter streamed a platform page (500 rows) at a
 * time with the page's own columns; a range that cannot be read goes back to the page (which says
 * why under its field), an ended session to the login.
 */
export function csvExport<C extends PagedCall>(
  setup: RecordsPageSetup,
  {
    name,
    call,
    input,
    columns,
  }: {
    name: string;
    call: C;
    input: Omit<RequestOf<C>, 'pageNo' | 'pageSize' | 'from' | 'to'>;
    columns: (context: ViewContext) => ViewColumn<ResponseOf<C>['rows'][number]>[];
  },
  redirect: (href: string, status: 303) => Response,
): Response {
  const range = rangeOf(setup.query, setup.now);
  if (!range.ok) return redirect(setup.here, 303);
  const pages = csvRows(setup.visitor, call, { ...input, from: range.range.from, to: range.range.to } as Omit<RequestOf<C>, 'pageNo' | 'pageSize'>);
  if (!pages) return setup.toLogin();
  // A betting-record page names the catalogue's vendors: the CSV writes their names, as the screen does.
  const columnsIn = (currency: string, vendors?: ViewContext['vendors']) =>
    columns({ t: setup.t, localeTag: setup.locale.tag, timeZone: range.range.timeZone, currency, vendors });
  return csvResponse(
    csvName(name, range.range),
    columnsIn('PHP').map((column) => column.label),
    async function* () {
      for await (const page of pages) {
        const pageColumns = columnsIn(page.currency, 'vendors' in page ? page.vendors : undefined);
        yield page.rows.map((row) => pageColumns.map((column) => column.csv(row as never)));
      }
    },
  );
}
