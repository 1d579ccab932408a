import { REMEMBER_FAILURE_MS } from './outage';
import { notePageFault } from './server-client.server';

/**
 * A short, per-instance cache for platform data that every visitor sees the same (status,
 * menus, banners, notices). Concurrent misses share one request, and entries live seconds, so
 * an instance never serves anything stale for long (docs/architecture.md "Scale": per-instance and short).
 * A failure is remembered briefly too, counted from when it failed: a time-out arrives after
 * the page's whole wait, often later than the answer would have lived (status: 2 s), and must
 * still spare the next pages that wait (docs/operations.md "When the platform hangs").
 *
 * Every page request that reads a failed load, its own or one another request started or
 * remembered, has the failure noted on it (`notePageFault`): however the page then catches it,
 * the guest page cache does not keep a page that showed an error state in place of this data
 * (docs/operations.md "Guest page cache").
 */
interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export type CachedCall = <T>(key: string, ttlMs: number, load: () => Promise<T>, clock?: () => number) => Promise<T>;

/**
 * A cache of at most `maxEntries` entries. Past that, the expired entries go first, then the
 * oldest: live entries of a busy store are only dropped when everything in it is live.
 */
export function callCache(maxEntries: number): CachedCall {
  const entries = new Map<string, Entry>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const evict = (now: number) => {
    // The sweep reads every entry: at most once a second, so a store full of live entries costs
    // one read of the map per second, not one per miss.
    if (now - sweptAt >= 1_000) {
      sweptAt = now;
      for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
    }
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) return;
      entries.delete(oldest);
    }
  };
  return <T>(key: string, ttlMs: number, load: () => Promise<T>, clock: () => number = Date.now): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > clock()) return notedOnThisPage(hit.value as Promise<T>);
    const value = load();
    const entry: Entry = { expires: clock() + ttlMs, value };
    // Re-inserted, so a reloaded key counts as new for "the oldest goes first".
    entries.delete(key);
    entries.set(key, entry);
    value.catch(() => {
      // Only our own entry: a newer one may have replaced it meanwhile.
      if (entries.get(key) === entry) entry.expires = clock() + REMEMBER_FAILURE_MS;
    });
    if (entries.size > maxEntries) evict(clock());
    return notedOnThisPage(value);
  };
}

/** Platform data every visitor sees the same, keyed by language and kind: a few hundred keys at most. */
export const cachedCall: CachedCall = callCache(500);

/**
 * Answers keyed by what a visitor sends (the status by host and IP,
 * src/lib/platform/public-data.server.ts; a games list by its search and page,
 * src/lib/games/data.server.ts): a store of their own, so many visitors, forged Host headers or
 * made-up searches never push the shared content above out of its store.
 */
export const cachedVisitorCall: CachedCall = callCache(5_000);

/**
 * The same outcome, with a failure noted on the page request that awaits it: the handler runs
 * in the caller's async context, so it marks the caller's page, not the one that started the load.
 */
const notedOnThisPage = <T>(value: Promise<T>): Promise<T> =>
  value.catch((error: unknown) => {
    notePageFault(error);
    throw error;
  });
