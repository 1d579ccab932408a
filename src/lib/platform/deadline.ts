/**
 * A page request's one budget for waiting on the platform (docs/operations.md "When the
 * platform hangs"): an AbortSignal that fires when the budget is spent. Every page-data call of
 * the request sends with this same signal, so the status call, the viewer's account and the
 * page's data share the budget instead of each starting a fresh time-out.
 */

/** Runs `fire` after `ms`; returns nothing the caller needs. Injectable so tests fire it by hand. */
export type Schedule = (fire: () => void, ms: number) => void;

/** A real timer that does not keep the process alive for a request that is long answered. */
const realSchedule: Schedule = (fire, ms) => {
  setTimeout(fire, ms).unref?.();
};

/** A signal that aborts with a `TimeoutError` once `budgetMs` has passed. */
export function createDeadline(budgetMs: number, schedule: Schedule = realSchedule): AbortSignal {
  const controller = new AbortController();
  schedule(() => controller.abort(new DOMException(`The page's ${budgetMs} ms for platform data are spent`, 'TimeoutError')), budgetMs);
  return controller.signal;
}

/**
 * Settles like `promise`, or rejects with the signal's reason as soon as it aborts, whether or
 * not whatever `promise` waits on listens to the signal (the in-process reference platform does
 * not), so a call never outlives its deadline.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
