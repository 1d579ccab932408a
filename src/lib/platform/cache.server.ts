/**
 * A short, per-instance cache for platform data that every visitor sees the same (status,
 * menus, banners, notices). Concurrent misses share one request, failures are not cached,
 * and entries live seconds, so an instance never serves anything stale for long
 * (DESIGN.md "Scale": per-instance and short).
 */
interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
const MAX_ENTRIES = 500;

export function cachedCall<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}

/** For tests: forget everything. */
export const clearPlatformCache = (): void => entries.clear();
