import { describe, expect, it } from 'vitest';
import { alignOf, cellText, parseRecordsState, recordsQuery, stateFromForm, type RecordColumn, type RecordFilter } from './table';

const filters: RecordFilter[] = [
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: [
      { value: 'won', label: 'Won' },
      { value: 'lost', label: 'Lost' },
    ],
  },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'game', label: 'Game', kind: 'text', maxLength: 5 },
];

describe('records state in the URL', () => {
  it('reads only the declared filters and the values they allow, and a page from 1', () => {
    expect(parseRecordsState(new URLSearchParams('status=won&from=2026-11-02&game=%20Fast%20&page=3&other=x'), filters)).toEqual({
      filters: { status: 'won', from: '2026-11-02', game: 'Fast' },
      page: 3,
    });
    expect(parseRecordsState(new URLSearchParams('status=pending&from=2026-13-45&game=Mega%20Lotto&page=-2'), filters)).toEqual({
      filters: { game: 'Mega ' },
      page: 1,
    });
    expect(parseRecordsState(new URLSearchParams('from=yesterday&page=2.5'), filters)).toEqual({ filters: {}, page: 1 });
  });

  it("writes the state back in the filters' order, leaving out page 1 and empty filters, and reads it back the same", () => {
    const state = { filters: { game: 'Fast', status: 'lost' }, page: 2 };
    expect(recordsQuery(state, filters)).toBe('?status=lost&game=Fast&page=2');
    expect(parseRecordsState(new URLSearchParams(recordsQuery(state, filters)), filters)).toEqual(state);
    expect(recordsQuery({ filters: {}, page: 1 }, filters)).toBe('');
  });

  it('takes an applied filter form back to page 1', () => {
    const form = new FormData();
    form.set('status', 'won');
    form.set('from', '');
    expect(stateFromForm(form, filters)).toEqual({ filters: { status: 'won' }, page: 1 });
  });
});

describe('cells', () => {
  const money: RecordColumn = { key: 'stake', label: 'Stake', kind: 'money' };
  const status: RecordColumn = { key: 'status', label: 'Status', kind: 'status', statuses: { won: 'Won' } };
  const date: RecordColumn = { key: 'at', label: 'Time', kind: 'date' };

  it('aligns money at the end and the rest at the start, unless a column says otherwise', () => {
    expect(alignOf(money)).toBe('end');
    expect(alignOf(status)).toBe('start');
    expect(alignOf({ ...status, align: 'center' })).toBe('center');
  });

  it('formats money in the currency, dates in the locale, statuses by their label', () => {
    const format = { localeTag: 'en', currency: 'USD' };
    expect(cellText(money, 123450, format)).toBe('$1,234.50');
    expect(cellText(status, 'won', format)).toBe('Won');
    expect(cellText(status, 'void', format)).toBe('void');
    expect(cellText(date, '2026-11-21T10:05:00Z', { localeTag: 'en', currency: null })).toMatch(/Nov 21, 2026/);
    expect(cellText(money, null, format)).toBe('');
  });
});
