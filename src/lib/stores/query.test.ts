import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from './fake-visibility.test-support';
import { z } from 'zod/mini';
import { callFetcher, createQuery, phaseOf } from './query';
import { createPlatformClient } from '../platform/client';
import { defineCall } from '../../contract/define';
import { PlatformError } from '../../contract/envelope';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

/** A fetcher whose answers the test settles by hand, in any order. */
function deferredFetcher<K, T>() {
  const pending: { key: K; fresh: boolean; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn((key: K, how: { fresh: boolean }) => new Promise<T>((resolve, reject) => pending.push({ key, fresh: how.fresh, resolve, reject })));
  return { fetch, pending };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createQuery', () => {
  it('shows loading, then the answer; an empty answer is the empty phase, a failure the error phase, and a retry loads again', async () => {
    const { fetch, pending } = deferredFetcher<number, string[]>();
    const query = createQuery({ fetch });
    const empty = (rows: string[]) => rows.length === 0;
    expect(phaseOf(query.$value.get(), empty)).toBe('idle');

    query.load(1);
    expect(phaseOf(query.$value.get(), empty)).toBe('loading');
    pending[0]!.resolve(['a']);
    await settle();
    expect(query.$value.get()).toEqual({ key: 1, data: ['a'], error: undefined, loading: false });
    expect(phaseOf(query.$value.get(), empty)).toBe('ready');

    query.load(2);
    pending[1]!.resolve([]);
    await settle();
    expect(phaseOf(query.$value.get(), empty)).toBe('empty');

    query.load(3);
    pending[2]!.reject(new Error('down'));
    await settle();
    expect(phaseOf(query.$value.get(), empty)).toBe('error');
    expect(query.$value.get().error).toEqual(new Error('down'));

    query.refresh();
    expect(fetch).toHaveBeenLastCalledWith(3, { fresh: true });
    expect(phaseOf(query.$value.get(), empty)).toBe('loading');
    pending[3]!.resolve(['c']);
    await settle();
    expect(phaseOf(query.$value.get(), empty)).toBe('ready');
  });

  it('newest wins while paging: a slow page 2 that answers after page 3 was asked for is dropped', async () => {
    const { fetch, pending } = deferredFetcher<{ page: number }, string>();
    const query = createQuery({ fetch });
    query.load({ page: 2 });
    query.load({ page: 3 });
    pending[1]!.resolve('page 3');
    await settle();
    pending[0]!.resolve('page 2');
    await settle();
    expect(query.$value.get()).toMatchObject({ key: { page: 3 }, data: 'page 3', loading: false });

    // A failure of a superseded load does not show either.
    query.load({ page: 4 });
    query.load({ page: 5 });
    pending[2]!.reject(new Error('old'));
    await settle();
    expect(query.$value.get()).toMatchObject({ key: { page: 5 }, error: undefined, loading: true });
  });

  it('keeps the answer on screen while the same key refreshes, and a failed refresh keeps it beside the error', async () => {
    const { fetch, pending } = deferredFetcher<string, string>();
    const query = createQuery({ fetch, initial: { key: 'menus', data: 'server answer' } });
    query.refresh();
    query.refresh();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(phaseOf(query.$value.get())).toBe('ready');
    pending[0]!.reject(new Error('down'));
    await settle();
    expect(query.$value.get()).toMatchObject({ data: 'server answer', error: new Error('down'), loading: false });
  });

  it('clear drops the loads under way: a list that now needs a login does not show an old answer', async () => {
    const { fetch, pending } = deferredFetcher<string, string>();
    const query = createQuery({ fetch });
    query.load('fav');
    query.clear();
    pending[0]!.resolve('late');
    await settle();
    expect(query.$value.get()).toEqual({ key: null, data: undefined, error: undefined, loading: false });
  });

  it('refreshes when the tab comes back after the answer went stale, never while hidden, and not when it is fresh', async () => {
    const { visibility, set } = fakeVisibility();
    const fetch = vi.fn(async (key: string) => `${key} at ${Date.now()}`);
    const query = createQuery({ fetch, initial: { key: 'list', data: 'server' }, staleAfterMs: 60_000, visibility });
    query.start();
    set(true);
    await vi.advanceTimersByTimeAsync(30_000);
    set(false);
    expect(fetch).not.toHaveBeenCalled();
    set(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).not.toHaveBeenCalled();
    set(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith('list', { fresh: true });
    await settle();
    expect(query.$value.get().data).toBe(`list at ${Date.now()}`);
    set(true);
    set(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    query.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    set(true);
    set(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads at start when told to and the page has no answer; otherwise waits for a retry', async () => {
    const fetch = vi.fn(async () => 'answer');
    const told = createQuery({ fetch, initial: { key: 'menus', error: new Error('server failed') }, loadOnStart: true });
    told.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    await settle();
    expect(phaseOf(told.$value.get())).toBe('ready');

    const waits = createQuery({ fetch, initial: { key: 'menus', error: new Error('server failed') } });
    waits.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(phaseOf(waits.$value.get())).toBe('error');
  });

  it('turns a fetcher that throws before its promise into the error phase', async () => {
    const query = createQuery<string, string>({
      fetch: () => {
        throw new Error('bad input');
      },
    });
    query.load('x');
    await settle();
    expect(phaseOf(query.$value.get())).toBe('error');
  });
});

describe('callFetcher', () => {
  const rows = defineCall({
    summary: 'test call',
    path: '/test/rows',
    method: 'GET',
    auth: false,
    encrypted: false,
    request: z.object({ pageNo: z.int() }),
    response: z.object({ rows: z.array(z.object({ id: z.number() })), totalPages: z.int() }),
  });
  const clientAnswering = (value: unknown) => {
    const urls: string[] = [];
    const client = createPlatformClient({
      audience: 'browser',
      baseUrl: '',
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify({ success: true, value }), { status: 200 });
      },
    });
    return { client, urls };
  };

  it('calls the declaration with the key as its input and hands on the validated answer', async () => {
    const { client, urls } = clientAnswering({ rows: [{ id: 1 }], totalPages: 3 });
    const query = createQuery({
      fetch: callFetcher(
        client,
        rows,
        (page: number) => ({ pageNo: page }),
        (answer) => answer.rows,
      ),
    });
    query.load(2);
    await vi.waitFor(() => expect(query.$value.get().loading).toBe(false));
    expect(urls).toEqual(['/test/rows?pageNo=2']);
    expect(query.$value.get().data).toEqual([{ id: 1 }]);
  });

  it('shows an answer the contract does not allow as the error state, not as data', async () => {
    const { client } = clientAnswering({ rows: [{ id: 'one' }], totalPages: 3 });
    const query = createQuery({ fetch: callFetcher(client, rows, (page: number) => ({ pageNo: page })) });
    query.load(1);
    await vi.waitFor(() => expect(query.$value.get().loading).toBe(false));
    expect(phaseOf(query.$value.get())).toBe('error');
    expect(query.$value.get().error).toBeInstanceOf(PlatformError);
    expect((query.$value.get().error as PlatformError).kind).toBe('schema');
  });
});
