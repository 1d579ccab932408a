import type { Snapshot } from './clock';

/**
 * When the lottery list reloads (docs/product.md §4 "The lottery list reloads periodically", §9):
 * after the smallest remaining time to a draw among the answer's games, at most 30000 ms; or
 * after 7000 ms when that is 0 or less (a draw is due and the platform has not moved on yet).
 * Each reload is exactly one request. A hidden tab makes none: a reload that comes due while
 * hidden waits, and runs at once when the tab is shown again. Players keep these pages open
 * all day, so this is what keeps a thousand open tabs from hammering the platform.
 */
export const RELOAD_MAX_MS = 30_000;
export const RELOAD_WHEN_DUE_MS = 7_000;
/** After a failed reload the list keeps its clocks and tries again this much later. */
export const RELOAD_AFTER_FAILURE_MS = RELOAD_MAX_MS;

/** The delay before the next reload of an answer, measured at `now` in the same clock as the answer's `arrivedAt`. */
export function reloadDelay(snapshot: Snapshot<{ drawAt: number }>, now: number): number {
  const smallest = snapshot.items.reduce((min, entry) => Math.min(min, entry.drawAt - now), Number.POSITIVE_INFINITY);
  const delay = Math.min(smallest, RELOAD_MAX_MS);
  return delay <= 0 ? RELOAD_WHEN_DUE_MS : delay;
}

export interface Visibility {
  hidden(): boolean;
  /** Calls `onChange` whenever the tab is hidden or shown; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The page's visibility (document.visibilityState). */
export const documentVisibility = (doc: Document): Visibility => ({
  hidden: () => doc.visibilityState === 'hidden',
  subscribe: (onChange) => {
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  },
});

export interface ReloadDeps<S extends Snapshot<{ drawAt: number }>> {
  /** One request: the menus, anchored at the moment the answer arrived. */
  load(): Promise<S>;
  onLoaded(snapshot: S): void;
  onFailed(error: unknown): void;
  visibility: Visibility;
  now(): number;
}

export interface ReloadScheduler<S> {
  /** Starts from an answer the page already has (the server's), or loads one now. */
  start(initial: S | null): void;
  /** Reloads at once (the retry button); does nothing while a reload is under way. */
  reloadNow(): void;
  stop(): void;
}

export function createReloadScheduler<S extends Snapshot<{ drawAt: number }>>(deps: ReloadDeps<S>): ReloadScheduler<S> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let due = false;
  let inFlight = false;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (delay: number) => {
    clear();
    if (!stopped) timer = setTimeout(fire, delay);
  };
  function fire() {
    timer = null;
    if (deps.visibility.hidden()) due = true;
    else run();
  }
  function run() {
    if (inFlight || stopped) return;
    clear();
    due = false;
    inFlight = true;
    deps.load().then(
      (snapshot) => {
        inFlight = false;
        if (stopped) return;
        deps.onLoaded(snapshot);
        schedule(reloadDelay(snapshot, deps.now()));
      },
      (error: unknown) => {
        inFlight = false;
        if (stopped) return;
        deps.onFailed(error);
        schedule(RELOAD_AFTER_FAILURE_MS);
      },
    );
  }
  const onVisibility = () => {
    if (due && !deps.visibility.hidden()) run();
  };

  return {
    start(initial) {
      stopped = false;
      unsubscribe ??= deps.visibility.subscribe(onVisibility);
      if (initial) schedule(reloadDelay(initial, deps.now()));
      else if (deps.visibility.hidden()) due = true;
      else run();
    },
    reloadNow: run,
    stop() {
      stopped = true;
      clear();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
