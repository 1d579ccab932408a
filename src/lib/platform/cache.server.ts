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

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;

export function cachedCall<T>(key: string, ttlMs: number, load: () => Promise<T>, clock: () => number = Date.now): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > clock()) return notedOnThisPage(hit.value as Promise<T>);
  const value = load();
  const entry: Entry = { expires: clock() + ttlMs, value };
  entries.set(key, entry);
  value.catch(() => {
    // Only our own entry: a newer one may have replaced it meanwhile.
    if (entries.get(key) === entry) entry.expires = clock() + REMEMBER_FAILURE_MS;
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return notedOnThisPage(value);
}

/**
 * The same outcome, with a failure noted on the page request that awaits it: the handler runs
 * in the caller's async context, so it marks the caller's page, not the one that started the load.
 */
const notedOnThisPage = <T>(value: Promise<T>): Promise<T> =>
  value.catch((error: unknown) => {
    notePageFault(error);
    throw error;
  });
