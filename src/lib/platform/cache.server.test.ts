import { describe, expect, it } from 'vitest';
import { cachedCall, callCache } from './cache.server';

/** A load the test settles by hand, counting how often the cache asks for it. */
function manualLoad() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

describe('cachedCall', () => {
  it('shares one load between callers while it lives', async () => {
    let now = 0;
    const { load, pending } = manualLoad();
    const first = cachedCall('share', 2_000, load, () => now);
    now = 1_999;
    const second = cachedCall('share', 2_000, load, () => now);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    now = 2_000;
    void cachedCall('share', 2_000, load, () => now);
    expect(pending).toHaveLength(2);
  });

  it('remembers a failure for 3 s from when it failed, even one that took longer than the entry lives (a time-out)', async () => {
    let now = 0;
    const { load, pending } = manualLoad();
    const first = cachedCall('timeout', 2_000, load, () => now);
    now = 2_500; // the page's time-out, past the 2 s the answer would have lived
    pending[0]!.reject(new Error('timeout'));
    await expect(first).rejects.toThrow('timeout');
    now = 5_499;
    await expect(cachedCall('timeout', 2_000, load, () => now)).rejects.toThrow('timeout');
    expect(pending).toHaveLength(1);
    now = 5_500;
    void cachedCall('timeout', 2_000, load, () => now);
    expect(pending).toHaveLength(2);
  });

  it('makes room by dropping expired entries first: a live entry outlasts a crowd of expired ones', async () => {
    let now = 0;
    const cached = callCache(3);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    await cached('menus', 30_000, load, () => now);
    for (const ip of ['a', 'b', 'c', 'd', 'e']) {
      await cached(`status:${ip}`, 2_000, load, () => now);
      now += 2_000; // each status has expired by the next one
    }
    expect(await cached('menus', 30_000, load, () => now)).toBe('load 1');
  });

  it('drops the oldest when every entry is live, and keeps to its bound', async () => {
    const cached = callCache(2);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    for (const key of ['a', 'b', 'c']) await cached(key, 60_000, load, () => 0);
    expect(await cached('c', 60_000, load, () => 0)).toBe('load 3');
    expect(await cached('b', 60_000, load, () => 0)).toBe('load 2');
    expect(await cached('a', 60_000, load, () => 0)).toBe('load 4');
  });

  it('counts a reloaded key as new when it drops the oldest', async () => {
    let now = 0;
    const cached = callCache(2);
    let loads = 0;
    const load = async () => `load ${++loads}`;
    await cached('menus', 1_000, load, () => now); // load 1
    now = 500;
    await cached('banners', 60_000, load, () => now); // load 2
    now = 1_000;
    await cached('menus', 60_000, load, () => now); // expired: load 3, now the newest
    await cached('notices', 60_000, load, () => now); // load 4: banners is the oldest
    expect(await cached('menus', 60_000, load, () => now)).toBe('load 3');
    expect(await cached('banners', 60_000, load, () => now)).toBe('load 5');
  });
});
