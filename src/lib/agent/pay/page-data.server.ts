import type { AstroGlobal } from 'astro';
import { agentIncome, dailySalary, dividend, hourlySalary, type PayKindName, realTimeSalary } from '../../../contract/calls/agent';
import { PlatformError } from '../../../contract/envelope';
import { ErrorCodes } from '../../../contract/refusals';
import { askWithSession } from '../../account/session-member.server';
import type { Visitor } from '../page-data.server';
import { loginAfterEndedSession } from '../../session/forget.server';
import type { IncomeQuery } from './view';

/**
 * The agent pay pages' data, read on the server with the visitor's session (src/lib/agent/page-data.server.ts):
 * my income for a period, and a pay kind's status, `off` when the platform refuses it because
 * the agent's feature is off (the page then answers 404, as for a page that does not exist).
 */
export const incomePageData = (visitor: Visitor, query: IncomeQuery) =>
  askWithSession(visitor.cookies, visitor.language, visitor.clientIp, (client) => client.call(agentIncome, { period: query.period, timeZone: query.timeZone }));

const PAY_CALLS = { dividend, daily: dailySalary, hourly: hourlySalary, realtime: realTimeSalary } as const;

export const payPageData = (visitor: Visitor, kind: PayKindName) =>
  askWithSession(visitor.cookies, visitor.language, visitor.clientIp, async (client) => {
    try {
      return { state: 'on' as const, value: await client.call(PAY_CALLS[kind], {}) };
    } catch (error) {
      if (error instanceof PlatformError && error.details.errorCode === ErrorCodes.featureDisabled) return { state: 'off' as const };
      throw error;
    }
  });

export type PayPageData = Awaited<ReturnType<typeof payPageData>>;

/**
 * A gated pay page's first step, in the page itself (only a page may answer a redirect or a
 * rewrite): the data, or the answer instead of the page: the login for an ended session, the
 * 404 page while the agent's feature is off.
 */
export async function payPageOrAnswer(astro: AstroGlobal, kind: PayKindName): Promise<{ data: PayPageData } | { answer: Response }> {
  const { locale, clientIp } = astro.locals;
  const data = await payPageData({ cookies: astro.cookies, language: locale.code, clientIp }, kind);
  if (data.kind === 'guest') return { answer: astro.redirect(loginAfterEndedSession(astro.cookies, astro.url, locale, data.ended), 302) };
  if (data.kind === 'answered' && data.value.state === 'off') return { answer: await astro.rewrite('/404') };
  return { data };
}
