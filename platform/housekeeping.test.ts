import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHousekeeping, type Housekeeping, type HousekeepingTask } from './housekeeping';

/** The one housekeeping loop (decision 0048; docs/operations.md "Housekeeping"), on fake timers. */
let loop: Housekeeping | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await loop?.stop();
  loop = null;
  vi.useRealTimers();
});

const counting = (name: string, everyMs: number) => {
  const task = { name, everyMs, runs: 0, run: async () => void task.runs++ };
  return task;
};

/** A task whose passes end only when the test says so. */
function held(name: string, everyMs: number) {
  const ends: (() => void)[] = [];
  const task: HousekeepingTask & { runs: number; finish(): void } = {
    name,
    everyMs,
    runs: 0,
    run: () => {
      task.runs++;
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    finish: () => ends.shift()?.(),
  };
  return task;
}

describe('housekeeping loop', () => {
  it('runs each task at its own interval, none before its first interval has passed', async () => {
    const fast = counting('deposit expiry', 30_000);
    const slow = counting('agent pay settlement', 60_000);
    const rare = counting('rewards', 600_000);
    loop = startHousekeeping([fast, slow, rare]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect([fast.runs, slow.runs, rare.runs]).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(180_001);
    expect([fast.runs, slow.runs, rare.runs]).toEqual([7, 3, 0]);
    await vi.advanceTimersByTimeAsync(390_000);
    expect([fast.runs, slow.runs, rare.runs]).toEqual([20, 10, 1]);
  });

  it('never overlaps a task with itself: a turn that comes while a pass is under way is skipped', async () => {
    const slow = held('rewards', 1_000);
    const other = counting('prune', 1_000);
    loop = startHousekeeping([slow, other]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(slow.runs).toBe(1);
    expect(other.runs).toBe(5);
    slow.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.runs).toBe(2);
    slow.finish();
  });

  it('logs a failing pass with the task name and tries again at the next turn', async () => {
    const log = vi.fn();
    let runs = 0;
    const failing: HousekeepingTask = {
      name: 'bonus expiry',
      everyMs: 1_000,
      run: async () => {
        runs++;
        throw new Error('database gone');
      },
    };
    loop = startHousekeeping([failing], log);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('[platform] housekeeping task "bonus expiry" failed:', new Error('database gone'));
  });

  it('stops: no pass starts after stop, and stop waits for the pass under way', async () => {
    const slow = held('agent pay settlement', 1_000);
    loop = startHousekeeping([slow]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.runs).toBe(1);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow.runs).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
