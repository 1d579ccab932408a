import type { AgentLoss } from '../../contract/calls/agent';

/**
 * The loss statement page's sorting (issue 17 item 6): by any column through the URL
 * (`?sort=net&dir=desc`), so a sorted table is a link that works without a script and the header
 * says which way it is sorted (`aria-sort`). Pure.
 */
export const LOSS_SORT_KEYS = ['account', 'bets', 'stake', 'validBet', 'win', 'net', 'bonus'] as const;
export type LossSortKey = (typeof LOSS_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface LossSort {
  sort: LossSortKey;
  dir: SortDirection;
}
export type LossRow = AgentLoss['rows'][number];

/** The default: the biggest losers first (the lowest net, the players' side). */
export const DEFAULT_LOSS_SORT: LossSort = { sort: 'net', dir: 'asc' };

export function parseLossSort(search: URLSearchParams): LossSort {
  const sort = search.get('sort') ?? '';
  const dir = search.get('dir');
  if (!(LOSS_SORT_KEYS as readonly string[]).includes(sort)) return DEFAULT_LOSS_SORT;
  return { sort: sort as LossSortKey, dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** A sorted copy; ties keep the account order. */
export function sortLossRows(rows: readonly LossRow[], { sort, dir }: LossSort): LossRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = sort === 'account' ? a.account.localeCompare(b.account) : Number(a[sort]) - Number(b[sort]);
    return order === 0 ? a.account.localeCompare(b.account) : sign * order;
  });
}

/** The column header's sort link: the other direction when it is the current column, else ascending (descending for figures). */
export function nextSort(current: LossSort, key: LossSortKey): LossSort {
  if (current.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'account' ? 'asc' : 'desc' };
}

export const ariaSort = (current: LossSort, key: LossSortKey): 'ascending' | 'descending' | undefined =>
  current.sort === key ? (current.dir === 'asc' ? 'ascending' : 'descending') : undefined;
