/**
 * Lets an action run at most once per `intervalMs` (captcha refresh and SMS requests: docs/product.md §9,
 * 1000 ms). Returns true when the action may run now. The clock is injectable for tests.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const current = now();
    if (current - last < intervalMs) return false;
    last = current;
    return true;
  };
}
