import type { AstroGlobal } from 'astro';
import type { PlatformClient } from '../platform/client';
import { serverClient } from '../platform/server-client.server';
import { csvName } from '../records/bets-page';
import { csvResponse } from '../records/csv';
import type { DayRange, RangeOutcome } from '../../contract/records/range';
import { SESSION_COOKIE } from '../session/cookies';
import { loginAfterEndedSession } from '../session/forget.server';
import { csvRowsOf, type CsvColumn, type ReportCsvContext } from './report-csv';

/** A page of a report: its rows and the currency they are in. */
export interface ReportPage<Row> {
  currency: string;
  rows: readonly Row[];
}

/**
 * `?format=csv` of an agent report (issue 17; docs/decisions/0047-agent-report-csv.md), the records
 * pages' pattern (src/lib/records/page-setup.server.ts csvExport): the page's filters, every page
 * of the answer streamed one after another, the header in the page's language; a range that
 * cannot be read goes back to the page (which says why under its field), an ended session to the
 * login. `pages` asks the platform with the visitor's session for the range.
 */
export function agentReportCsv<Row>(
  astro: AstroGlobal,
  {
    name,
    range,
    columns,
    pages,
  }: {
    name: string;
    range: RangeOutcome;
    columns: (context: ReportCsvContext) => CsvColumn<Row>[];
    pages: (client: PlatformClient<'server'>, range: DayRange) => AsyncGenerator<ReportPage<Row>>;
  },
): Response {
  const { t, locale, clientIp } = astro.locals;
  if (!range.ok) {
    const back = new URL(astro.url);
    back.searchParams.delete('format');
    return astro.redirect(back.pathname + back.search, 303);
  }
  const token = astro.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return astro.redirect(loginAfterEndedSession(astro.cookies, astro.url, locale), 302);
  const client = serverClient({ token, language: locale.code, clientIp });
  const context = (currency: string): ReportCsvContext => ({ t, localeTag: locale.tag, timeZone: range.range.timeZone, currency });
  return csvResponse(
    csvName(name, range.range),
    columns(context('PHP')).map((column) => column.label),
    async function* () {
      for await (const page of pages(client, range.range)) yield csvRowsOf(columns(context(page.currency)), page.rows);
    },
  );
}
