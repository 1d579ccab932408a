import type { AstroCookies } from 'astro';
import { accountRecords, betDetail, betRecords, bonusRecords, profitLoss, RECORDS_MAX_PAGE_SIZE } from '../../contract/calls/records';
import type { CallDeclaration, RequestOf, ResponseOf } from '../../contract/define';
import type { DayRange, RangeRefusal } from '../../contract/records/range';
import { askWithSession, type SessionEnd } from '../account/session-member.server';
import { serverClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { allPages } from './csv';
import { rangeOf, type RecordsQuery } from './query';

/**
 * The records pages' data (issue 14), read on the server with the visitor's session: the
 * range the URL names (or why it cannot be read: the page shows that under its field and asks
 * nothing), then the platform's answer, `guest` for an ended session, `unavailable` for a
 * platform that did not answer (the page's error state with a retry link).
 */
export type RecordsData<T> =
  | { kind: 'guest'; ended?: SessionEnd }
  | { kind: 'invalid'; field: 'from' | 'to'; reason: RangeRefusal }
  | { kind: 'answered'; range: DayRange; value: T }
  | { kind: 'unavailable'; range: DayRange };

export interface Visitor {
  cookies: AstroCookies;
  language: string;
  clientIp: string | undefined;
}

async function ask<T>(visitor: Visitor, query: RecordsQuery, now: number, load: (range: DayRange, call: AskCall) => Promise<T>): Promise<RecordsData<T>> {
  const outcome = rangeOf(query, now);
  if (!outcome.ok) return { kind: 'invalid', field: outcome.field, reason: outcome.reason };
  const { range } = outcome;
  const answer = await askWithSession(visitor.cookies, visitor.language, visitor.clientIp, (client) => load(range, (call, input) => client.call(call, input)));
  return answer.kind === 'answered' ? { kind: 'answered', range, value: answer.value } : answer.kind === 'guest' ? answer : { kind: 'unavailable', range };
}

type AskCall = <C extends CallDeclaration>(call: C, input: RequestOf<C>) => Promise<ResponseOf<C>>;

const span = (range: DayRange) => ({ from: range.from, to: range.to });

export const betsPageData = (visitor: Visitor, query: RecordsQuery, now: number, betId: string | null) =>
  ask(visitor, query, now, async (range, call) => {
    const [page, detail] = await Promise.all([
      call(betRecords, { ...span(range), ...query.filters, pageNo: query.page }),
      betId ? call(betDetail, { id: betId }).catch(() => null) : Promise.resolve(null),
    ]);
    return { page, detail };
  });

export const transactionsPageData = (visitor: Visitor, query: RecordsQuery, now: number) =>
  ask(visitor, query, now, (range, call) => call(accountRecords, { ...span(range), ...query.filters, pageNo: query.page }));

export const profitPageData = (visitor: Visitor, query: RecordsQuery, now: number) =>
  ask(visitor, query, now, (range, call) => call(profitLoss, { ...span(range), timeZone: range.timeZone }));

export const bonusesPageData = (visitor: Visitor, query: RecordsQuery, now: number) =>
  ask(visitor, query, now, (range, call) => call(bonusRecords, { ...span(range), pageNo: query.page }));

/**
 * Every row of a paged records call for the CSV, one platform page (500 rows) at a time, asked
 * for only as the download is read. Uses the proxy's time-out per page, not the page deadline:
 * the stream outlives the request's rendering.
 */
export function csvRows<C extends typeof betRecords | typeof accountRecords | typeof bonusRecords>(
  visitor: Visitor,
  call: C,
  input: Omit<RequestOf<C>, 'pageNo' | 'pageSize'>,
): AsyncGenerator<ResponseOf<C>> | null {
  const token = visitor.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const client = serverClient({ token, language: visitor.language, clientIp: visitor.clientIp });
  return allPages((pageNo) => client.call(call, { ...input, pageNo, pageSize: RECORDS_MAX_PAGE_SIZE } as RequestOf<C>) as Promise<ResponseOf<C>>);
}
