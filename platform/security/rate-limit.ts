import type { Queryable } from '../db/index';

/**
 * Rate limits kept in the database (so several server instances share them), as hit counts
 * per small time bucket: a window of 15 minutes is 15 buckets of one minute. Counting sums the
 * buckets that start inside the window, which is exact to within one bucket.
 */
export interface Window {
  /** e.g. 'login-fail-user', 'captcha-ip'. */
  scope: string;
  windowMs: number;
}

const bucketMs = (windowMs: number): number => Math.max(1_000, Math.floor(windowMs / 15));

export async function countHits(db: Queryable, { scope, windowMs }: Window, subject: string, now: number): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `SELECT COALESCE(SUM(hits), 0)::int AS hits FROM rate_windows
     WHERE scope = $1 AND subject = $2 AND window_start > $3`,
    [scope, subject, new Date(now - windowMs)],
  );
  return rows[0]?.hits ?? 0;
}

const bucketStart = (windowMs: number, now: number): Date => {
  const size = bucketMs(windowMs);
  return new Date(Math.floor(now / size) * size);
};

/**
 * Records one hit and returns the count in the window including it. The upsert is atomic and
 * the count is read after it, so of n concurrent hits the k-th to commit sees at least k: a
 * caller that reserves a hit before doing the work it limits cannot be outrun by a burst.
 */
export async function hit(db: Queryable, window: Window, subject: string, now: number): Promise<number> {
  await recordHit(db, window, subject, now);
  return countHits(db, window, subject, now);
}

/** Records one hit in the bucket of `now`, without counting (platform/security/attempts.ts counts first, under a lock). */
export async function recordHit(db: Queryable, window: Window, subject: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO rate_windows (scope, subject, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, subject, window_start) DO UPDATE SET hits = rate_windows.hits + 1`,
    [window.scope, subject, bucketStart(window.windowMs, now)],
  );
}

/** Takes back one hit recorded by {@link hit} with the same `now`. */
export async function unhit(db: Queryable, window: Window, subject: string, now: number): Promise<void> {
  await db.query(`UPDATE rate_windows SET hits = hits - 1 WHERE scope = $1 AND subject = $2 AND window_start = $3 AND hits > 0`, [
    window.scope,
    subject,
    bucketStart(window.windowMs, now),
  ]);
}

/** Forgets a subject's hits (a successful login clears its username's failures). */
export async function clearHits(db: Queryable, { scope }: Window, subject: string): Promise<void> {
  await db.query('DELETE FROM rate_windows WHERE scope = $1 AND subject = $2', [scope, subject]);
}

/** Drops buckets older than a day; every limit here has a shorter window. */
export async function pruneHits(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM rate_windows WHERE window_start < $1', [new Date(now - 86_400_000)]);
}
