/**
 * Opens something once and keeps it, but never keeps a failure: the embedded platform's first
 * open fails while another process still holds its data folder (a killed server's pid not yet
 * reaped, the operator's CLI) or while DATABASE_URL's server is down, and the site must recover
 * when that passes (docs/operations.md "Restarts"). After a failure, calls within the back-off
 * answer the same error at once (a burst of requests does not hammer the database); the first
 * call after it tries again. Each failure in a row doubles the wait, up to `maxDelayMs`.
 */
export interface RetryOptions {
  /** The wait after the first failure (default 250 ms). */
  firstDelayMs?: number;
  /** The longest wait between two attempts (default 4 s). */
  maxDelayMs?: number;
  now?: () => number;
}

/** The wait after `failures` failures in a row: first, doubled each time, capped. */
export const backOffMs = (failures: number, first: number, max: number): number => Math.min(max, first * 2 ** Math.max(0, failures - 1));

export function retryingOpen<T>(open: () => Promise<T>, { firstDelayMs = 250, maxDelayMs = 4_000, now = Date.now }: RetryOptions = {}): () => Promise<T> {
  let current: Promise<T> | undefined;
  let failures = 0;
  let retryAt = 0;
  let lastError: unknown;
  return () => {
    if (current) return current;
    if (failures > 0 && now() < retryAt) return Promise.reject(lastError);
    const attempt = open().then(
      (value) => {
        failures = 0;
        return value;
      },
      (error: unknown) => {
        failures += 1;
        lastError = error;
        retryAt = now() + backOffMs(failures, firstDelayMs, maxDelayMs);
        current = undefined;
        throw error;
      },
    );
    current = attempt;
    return attempt;
  };
}
