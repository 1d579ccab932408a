import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../../contract/money';
import { ariaSort, DEFAULT_LOSS_SORT, type LossRow, nextSort, parseLossSort, sortLossRows } from './loss';

const m = (value: number) => value as MinorUnits;
const row = (account: string, net: number, bets: number): LossRow => ({
  id: account.length,
  account,
  type: 0,
  level: 1,
  bets,
  stake: m(100),
  validBet: m(100),
  win: m(100 + net),
  net: m(net),
  bonus: m(0),
});

describe('the loss statement’s sort (issue 17 item 6)', () => {
  const rows = [row('carlo', 500, 3), row('ana', -200, 3), row('ben', 0, 9)];

  it('reads the sort from the URL, anything else is the default', () => {
    expect(parseLossSort(new URLSearchParams('sort=bets&dir=desc'))).toEqual({ sort: 'bets', dir: 'desc' });
    expect(parseLossSort(new URLSearchParams('sort=stake'))).toEqual({ sort: 'stake', dir: 'asc' });
    expect(parseLossSort(new URLSearchParams('sort=password&dir=desc'))).toEqual(DEFAULT_LOSS_SORT);
  });

  it('sorts by any column both ways, ties by account', () => {
    expect(sortLossRows(rows, { sort: 'net', dir: 'desc' }).map((r) => r.account)).toEqual(['carlo', 'ben', 'ana']);
    expect(sortLossRows(rows, { sort: 'net', dir: 'asc' }).map((r) => r.account)).toEqual(['ana', 'ben', 'carlo']);
    expect(sortLossRows(rows, { sort: 'bets', dir: 'asc' }).map((r) => r.account)).toEqual(['ana', 'carlo', 'ben']);
    expect(sortLossRows(rows, { sort: 'account', dir: 'desc' }).map((r) => r.account)).toEqual(['carlo', 'ben', 'ana']);
  });

  it('links a header to the other direction when it is the sorted column, and says so with aria-sort', () => {
    expect(nextSort({ sort: 'net', dir: 'asc' }, 'net')).toEqual({ sort: 'net', dir: 'desc' });
    expect(nextSort({ sort: 'net', dir: 'asc' }, 'win')).toEqual({ sort: 'win', dir: 'desc' });
    expect(nextSort({ sort: 'net', dir: 'asc' }, 'account')).toEqual({ sort: 'account', dir: 'asc' });
    expect(ariaSort({ sort: 'net', dir: 'desc' }, 'net')).toBe('descending');
    expect(ariaSort({ sort: 'net', dir: 'desc' }, 'win')).toBeUndefined();
  });
});
