import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '../stores/fake-visibility.test-support';
import { clockItem, type ClockedItem, type Snapshot } from './clock';
import { LOTTERY_RELOADS, reloadDelay } from './reload';
import { lotteryItem } from './test-fakes';
import { createQuery, type Visibility } from '../stores/query';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const snapshot = (remainTimes: number[], arrivedAt = Date.now()): Snapshot => ({
  arrivedAt,
  items: remainTimes.map((remainTime, index) => clockItem(lotteryItem({ gameId: index, remainTime, lockTime: 0 }), arrivedAt)),
});

/**
 * The lottery's reload rule on the shared query, as the list wires it: `start` from an answer
 * the page already has (the server's), or none (then it loads at once); `reloadNow` is the retry.
 */
function reloadScheduler(deps: { load: () => Promise<Snapshot>; onLoaded: (s: Snapshot) => void; onFailed: (e: unknown) => void; visibility: Visibility }) {
  let query: ReturnType<typeof createQuery<string, Snapshot>> | null = null;
  return {
    start(initial: Snapshot | null) {
      query = createQuery<string, Snapshot>({
        fetch: deps.load,
        initial: initial ? { key: 'menus', data: initial } : { key: 'menus' },
        loadOnStart: true,
        ...LOTTERY_RELOADS,
        visibility: deps.visibility,
      });
      query.$value.listen((value, old) => {
        if (value.loading || !old?.loading) return;
        if (value.error === undefined) deps.onLoaded(value.data!);
        else deps.onFailed(value.error);
      });
      query.start();
    },
    reloadNow: () => query?.refresh(),
    stop: () => query?.stop(),
  };
}

/** A platform that answers every request with the next of `answers` (remainTimes), at once. */
function harness(answers: number[][]) {
  const { visibility, set } = fakeVisibility();
  const load = vi.fn(async () => snapshot(answers[Math.min(load.mock.calls.length - 1, answers.length - 1)] ?? []));
  const loaded: Snapshot<ClockedItem>[] = [];
  const failed: unknown[] = [];
  const scheduler = reloadScheduler({ load, onLoaded: (s) => loaded.push(s), onFailed: (e) => failed.push(e), visibility });
  return { scheduler, load, loaded, failed, setHidden: set };
}

describe('reloadDelay (docs/product.md §9)', () => {
  it('is the smallest remaining time, at most 30000 ms, or 7000 ms when that is 0 or less', () => {
    expect(reloadDelay(snapshot([12, 45]), Date.now())).toBe(12_000);
    expect(reloadDelay(snapshot([300]), Date.now())).toBe(30_000);
    expect(reloadDelay(snapshot([0, 60]), Date.now())).toBe(7_000);
    expect(reloadDelay(snapshot([-5]), Date.now())).toBe(7_000);
    expect(reloadDelay(snapshot([]), Date.now())).toBe(30_000);
  });

  it('measures the remaining time from now, not from the answer', () => {
    const old = snapshot([12], Date.now() - 4_500);
    expect(reloadDelay(old, Date.now())).toBe(7_500);
  });
});

describe('the reload rule on the shared query (LOTTERY_RELOADS)', () => {
  it('makes exactly one request per reload, when the smallest remaining time is up', async () => {
    const { scheduler, load, loaded } = harness([[20, 50], [0], [40]]);
    scheduler.start(snapshot([12, 90]));
    await vi.advanceTimersByTimeAsync(11_999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(load).toHaveBeenCalledTimes(2);
    // The second answer has a draw due now: the next reload is 7000 ms later, not at once.
    await vi.advanceTimersByTimeAsync(6_999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    scheduler.stop();
  });

  it('makes no request while the tab is hidden, and one at once when it is shown if a reload came due', async () => {
    const { scheduler, load, setHidden } = harness([[60]]);
    scheduler.start(snapshot([10]));
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).not.toHaveBeenCalled();
    setHidden(false);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    setHidden(false);
    expect(load).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('does not reload when the tab is shown before a reload came due', async () => {
    const { scheduler, load, setHidden } = harness([[60]]);
    scheduler.start(snapshot([10]));
    setHidden(true);
    await vi.advanceTimersByTimeAsync(5_000);
    setHidden(false);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('loads at once without a first answer, reports a failure and tries again 30 s later; a retry never doubles a request', async () => {
    const { visibility } = fakeVisibility();
    const load = vi
      .fn<() => Promise<Snapshot>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(snapshot([100]));
    const onFailed = vi.fn();
    const scheduler = reloadScheduler({ load, onLoaded: vi.fn(), onFailed, visibility });
    scheduler.start(null);
    scheduler.reloadNow();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
