import { describe, expect, it } from 'vitest';
import { backOffMs, retryingOpen } from './retrying-open';

describe('retryingOpen', () => {
  it('opens once and keeps what it opened, for callers at once and later', async () => {
    let opened = 0;
    const get = retryingOpen(async () => ({ n: ++opened }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(opened).toBe(1);
  });

  it('does not keep a failure: the first call after the back-off tries again', async () => {
    let clock = 0;
    let attempts = 0;
    let free = false;
    const get = retryingOpen(
      async () => {
        attempts += 1;
        if (!free) throw new Error(`in use (${attempts})`);
        return 'open';
      },
      { firstDelayMs: 100, maxDelayMs: 400, now: () => clock },
    );
    await expect(get()).rejects.toThrow('in use (1)');
    // Within the back-off: the same error at once, nothing opened.
    clock = 99;
    await expect(get()).rejects.toThrow('in use (1)');
    expect(attempts).toBe(1);
    clock = 100;
    await expect(get()).rejects.toThrow('in use (2)');
    // The second failure in a row waits twice as long.
    clock = 299;
    await expect(get()).rejects.toThrow('in use (2)');
    free = true;
    clock = 300;
    expect(await get()).toBe('open');
    expect(await get()).toBe('open');
    expect(attempts).toBe(3);
  });

  it('shares one attempt between concurrent callers', async () => {
    let attempts = 0;
    const get = retryingOpen(async () => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('down');
    });
    await Promise.all([get(), get(), get()].map((p) => expect(p).rejects.toThrow('down')));
    expect(attempts).toBe(1);
  });
});

describe('backOffMs', () => {
  it('doubles from the first wait and stops at the longest', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backOffMs(n, 250, 4_000))).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000]);
  });
});
