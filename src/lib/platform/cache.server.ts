/**
 * A short, per-instance cache for platform data that every visitor sees the same (status,
 * menus, banners, notices). Concurrent misses share one request, and entries live seconds, so
 * an instance never serves anything stale for long (DESIGN.md "Scale": per-instance and short).
 * A failure is remembered briefly too, so a platform that is down costs one time-out per few
 * seconds, not one per page view.
 */
interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;

const FAILURE_TTL_MS = 3_000;

export function cachedCall<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry: Entry = { expires: now + ttlMs, value };
  entries.set(key, entry);
  value.catch(() => {
    // Shorten only our own entry: a newer one may have replaced it meanwhile.
    if (entries.get(key) === entry) entry.expires = Math.min(entry.expires, Date.now() + FAILURE_TTL_MS);
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}
