// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { z } from 'zod/mini';
import { RecordsTable, type RecordsTableProps, type RecordsTableStrings } from './RecordsTable';
import { defineCall } from '../../../contract/define';
import { browserClient } from '../../../lib/platform/browser-client';
import { callFetcher } from '../../../lib/stores/query';
import { parseRecordsState, type RecordColumn, type RecordFilter, type RecordsPage } from '../../../lib/records/table';
import { stubCalls, uncheckedAnswer } from '../../../lib/platform/stub-calls.test-support';

/** A records call as the account pages will declare theirs. */
const betRecords = defineCall({
  summary: 'test: one page of bets',
  path: '/test/bets',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ pageNo: z.int().check(z.gte(1)), status: z.optional(z.string()), from: z.optional(z.string()) }),
  response: z.object({
    list: z.array(z.object({ id: z.string(), game: z.string(), stake: z.number(), status: z.string(), placedAt: z.string() })),
    totals: z.object({ stake: z.number() }),
    pageNo: z.int(),
    totalPages: z.int(),
  }),
});
type Bet = z.output<typeof betRecords.response>['list'][number];

const strings: RecordsTableStrings = {
  filters: 'Filter bets',
  any: 'Any',
  apply: 'Apply',
  loading: 'Loading bets',
  empty: 'No bets yet',
  error: 'The bets could not be loaded',
  retry: 'Try again',
  total: 'Total',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{total}}',
};
const columns: RecordColumn[] = [
  { key: 'placedAt', label: 'Time', kind: 'date' },
  { key: 'game', label: 'Game', kind: 'text' },
  { key: 'status', label: 'Result', kind: 'status', statuses: { won: 'Won', lost: 'Lost' } },
  { key: 'stake', label: 'Stake', kind: 'money' },
];
const filters: RecordFilter[] = [
  {
    name: 'status',
    label: 'Result',
    kind: 'select',
    options: [
      { value: 'won', label: 'Won' },
      { value: 'lost', label: 'Lost' },
    ],
  },
  { name: 'from', label: 'From', kind: 'date' },
];
const bet = (n: number, status = 'won'): Bet => ({ id: `bet-${n}`, game: `Game ${n}`, stake: (1000 + n) * 100, status, placedAt: '2026-11-21T10:05:00Z' });

/** The platform's answers, by request, each held until the test lets it go. */
function platform(answer: (query: Record<string, unknown>) => unknown) {
  const held: (() => void)[] = [];
  const stub = stubCalls([[betRecords, (query) => new Promise((resolve) => held.push(() => resolve(answer(query))))]]);
  const release = () => held.splice(0).forEach((go) => go());
  return { calls: stub.calls, release };
}

const load = callFetcher(
  browserClient,
  betRecords,
  (state: { filters: Readonly<Record<string, string>>; page: number }) => ({ pageNo: state.page, ...state.filters }),
  (answer): RecordsPage<Bet> => ({
    rows: answer.list,
    totals: answer.totals,
    pageNo: answer.pageNo,
    totalPages: answer.totalPages,
  }),
);

const props = (overrides: Partial<RecordsTableProps<Bet>> = {}): RecordsTableProps<Bet> => ({
  caption: 'Bets',
  columns,
  filters,
  basePath: '/en/member/bets',
  initialState: parseRecordsState(new URLSearchParams(location.search), filters),
  initial: { rows: [bet(1), bet(2, 'lost')], totals: { stake: 200_300 }, pageNo: 1, totalPages: 3 },
  load,
  rowKey: (row) => row.id,
  pageSize: 5,
  localeTag: 'en',
  currency: 'USD',
  strings,
  ...overrides,
});

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Bets' }))
    .getAllByRole('row')
    .filter((row) => row.parentElement?.tagName === 'TBODY');

beforeEach(() => history.replaceState(null, '', '/en/member/bets'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordsTable', () => {
  it("is in the server's HTML with its first page, a GET filter form and page links, so it works without JavaScript", () => {
    const html = renderToString(<RecordsTable {...props()} />);
    document.body.innerHTML = html;
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/member/bets');
    expect([...form.querySelectorAll('[name]')].map((field) => field.getAttribute('name'))).toEqual(['status', 'from']);
    const table = within(document.body).getByRole('table', { name: 'Bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Game', 'Result', 'Stake']);
    expect(within(table).getByRole('cell', { name: 'Game 2' })).toBeInTheDocument();
    expect(within(document.body).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/member/bets?page=2');
    document.body.innerHTML = '';
  });

  it('shows money at the end of its cell in the currency, labels every cell for the phone cards, and totals the page', () => {
    stubCalls([]);
    render(<RecordsTable {...props()} />);
    const [first] = bodyRows();
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Time', 'Game', 'Result', 'Stake']);
    expect(cells[3]).toHaveTextContent('$1,001.00');
    expect(cells[3]).toHaveAttribute('data-align', 'end');
    expect(cells[2]).toHaveTextContent('Won');
    expect(within(cells[0]!).getByText(/Nov 21, 2026/).tagName).toBe('TIME');
    const totals = within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(within(totals).getAllByRole('cell').at(-1)).toHaveTextContent('$2,003.00');
  });

  it("applies the filters in place: the URL keeps them, skeleton rows hold a full page's place, and the call carries them", async () => {
    const { calls, release } = platform((query) => ({ list: [bet(7, String(query['status'] ?? ''))], totals: { stake: 100_700 }, pageNo: 1, totalPages: 1 }));
    render(<RecordsTable {...props()} />);
    const form = screen.getByRole('search', { name: 'Filter bets' });
    await userEvent.selectOptions(within(form).getByLabelText('Result'), 'won');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(location.search).toBe('?status=won');
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows().every((row) => within(row).getAllByRole('cell').length === columns.length)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bets');
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('cell', { name: 'Game 7' })).toBeInTheDocument();
    expect(calls[0]?.params['status']).toBe('won');
    expect(calls[0]?.params['pageNo']).toBe('1');
  });

  it('pages in place, and back and forward show the pages they return to', async () => {
    const { calls, release } = platform((query) => ({
      list: [bet(Number(query['pageNo']) * 10)],
      totals: { stake: 0 },
      pageNo: Number(query['pageNo']),
      totalPages: 3,
    }));
    render(<RecordsTable {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(location.search).toBe('?page=2');
    release();
    expect(await screen.findByRole('cell', { name: 'Game 20' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    history.back();
    await waitFor(() => expect(calls).toHaveLength(2));
    release();
    expect(await screen.findByRole('cell', { name: 'Game 10' })).toBeInTheDocument();
    expect(location.search).toBe('');
    expect(calls.map((call) => call.params['pageNo'])).toEqual(['2', '1']);
  });

  it('says when there are no records, and shows an error with a retry that loads again', async () => {
    const { unmount } = render(<RecordsTable {...props({ initial: { rows: [], totals: null, pageNo: 1, totalPages: 0 } })} />);
    expect(screen.getByRole('cell', { name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    unmount();

    const { release } = platform(() => ({ list: [bet(3)], totals: { stake: 100_300 }, pageNo: 1, totalPages: 1 }));
    render(<RecordsTable {...props({ initial: 'error' })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The bets could not be loaded');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/member/bets');
    await userEvent.click(within(alert).getByRole('link', { name: 'Try again' }));
    release();
    expect(await screen.findByRole('cell', { name: 'Game 3' })).toBeInTheDocument();
  });

  it('shows an answer the contract does not allow as the error, not as rows', async () => {
    const { release } = platform(() =>
      uncheckedAnswer({
        list: [{ id: 'bet-1', game: 'Game 1', stake: '1,000', status: 'won', placedAt: 'x' }],
        totals: { stake: 0 },
        pageNo: 2,
        totalPages: 3,
      }),
    );
    render(<RecordsTable {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The bets could not be loaded');
    expect(screen.queryByRole('cell', { name: 'Game 1' })).toBeNull();
  });
});
