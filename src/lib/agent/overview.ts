import { OVERVIEW_PERIODS, TEAM_SCOPES, type OverviewPeriod, type TeamScope } from '../../contract/calls/agent';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../contract/records/range';

/**
 * The team overview's filters in the URL (issue 17: filters in the URL, no script): `days` (1, 7,
 * 15 or 30) and `scope` (`direct` or `all`); anything else falls back to the defaults, today's
 * figures of the whole team. `tz` is the records pages' time zone parameter.
 */
export interface OverviewQuery {
  days: OverviewPeriod;
  scope: TeamScope;
  timeZone: string;
}
export const DEFAULT_OVERVIEW: OverviewQuery = { days: 1, scope: 'all', timeZone: DEFAULT_TIME_ZONE };

export function parseOverviewQuery(search: URLSearchParams): OverviewQuery {
  const days = Number(search.get('days'));
  const scope = search.get('scope');
  const zone = search.get('tz');
  return {
    days: (OVERVIEW_PERIODS as readonly number[]).includes(days) ? (days as OverviewPeriod) : DEFAULT_OVERVIEW.days,
    scope: (TEAM_SCOPES as readonly string[]).includes(scope ?? '') ? (scope as TeamScope) : DEFAULT_OVERVIEW.scope,
    timeZone: isTimeZone(zone) ? zone : DEFAULT_OVERVIEW.timeZone,
  };
}

/** The overview's URL for other filters, keeping the rest. */
export function overviewHref(basePath: string, query: OverviewQuery, change: Partial<OverviewQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ days: String(next.days), scope: next.scope });
  if (next.timeZone !== DEFAULT_OVERVIEW.timeZone) params.set('tz', next.timeZone);
  return `${basePath}?${params}`;
}
