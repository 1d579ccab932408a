/**
 * The SMS button's countdown (docs/product.md §4, §9): after a code is sent the button stays disabled for
 * 60 seconds per minute the code is valid (`expiredMinutes`, 1 when the platform does not
 * say), ticking each second.
 */
export const SMS_SECONDS_PER_MINUTE = 60;
export const DEFAULT_EXPIRED_MINUTES = 1;
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Seconds the button stays disabled. The forgot-password flow passes the request's round
 * trip: half of it was spent before the platform started its clock (docs/product.md §4).
 */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined, roundTripMs = 0): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : DEFAULT_EXPIRED_MINUTES;
  const seconds = minutes * SMS_SECONDS_PER_MINUTE - Math.round(Math.max(0, roundTripMs) / 2 / 1000);
  return Math.max(1, seconds);
}

export interface CountdownClock {
  now: () => number;
  every: (callback: () => void, ms: number) => () => void;
}

const realClock: CountdownClock = {
  now: () => Date.now(),
  every: (callback, ms) => {
    const handle = setInterval(callback, ms);
    return () => clearInterval(handle);
  },
};

/**
 * Counts down from `seconds`, calling `onTick` with the seconds left (first at once, last with
 * 0). Measured against the clock rather than counting ticks, so a throttled background tab
 * still re-enables the button on time. Returns a stop function.
 */
export function startCountdown(seconds: number, onTick: (left: number) => void, clock: CountdownClock = realClock): () => void {
  const end = clock.now() + seconds * 1000;
  const left = () => Math.max(0, Math.ceil((end - clock.now()) / 1000));
  onTick(left());
  const stop = clock.every(() => {
    const remaining = left();
    onTick(remaining);
    if (remaining === 0) stop();
  }, COUNTDOWN_TICK_MS);
  return stop;
}
