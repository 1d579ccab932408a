import { atom, type ReadableAtom } from 'nanostores';
import type { CallDeclaration, BrowserResponseOf, RequestOf } from '../../contract/define';
import type { PlatformClient } from '../platform/client';

/**
 * The one way islands load data (docs/decisions/0011-one-query-primitive.md): a nanostores
 * atom holding what is asked for (the key) and the latest answer for it, with
 * - loading, and the error of the latest load (kept until the next answer, so a list that
 *   has an answer can show it beside a "reload failed" note);
 * - newest wins: a new key supersedes every load under way, and a slow old answer is dropped;
 * - paging: the page is part of the key, so a fast click through the pages shows the last;
 * - refresh of the same key (retry, or a rule's schedule) that keeps the answer on screen and
 *   never doubles a request under way;
 * - the tab's visibility: no scheduled request while it is hidden, one when it comes back if
 *   one came due meanwhile or the answer is older than `staleAfterMs`.
 * Framework-free: the React side (src/islands/shared/use-query.ts) only subscribes and starts it.
 */
export interface QueryValue<K, T> {
  /** What was asked for last; null when nothing is (a list that needs a login first). */
  key: K | null;
  /** The answer for `key`, once there is one (kept while the same key refreshes). */
  data: T | undefined;
  /** Why the latest load of `key` failed; undefined once an answer arrives. */
  error: unknown;
  loading: boolean;
}

export type QueryPhase = 'idle' | 'loading' | 'error' | 'empty' | 'ready';

/**
 * What a view shows: `loading` (skeletons) until a first answer, `error` (with a retry) when
 * there is no answer to show, `empty`, or `ready`. A refresh keeps the answer on screen.
 */
export function phaseOf<T>(value: QueryValue<unknown, T>, isEmpty: (data: T) => boolean = () => false): QueryPhase {
  if (value.data === undefined) {
    if (value.loading) return 'loading';
    return value.error === undefined ? 'idle' : 'error';
  }
  return isEmpty(value.data) ? 'empty' : 'ready';
}

export interface Visibility {
  hidden(): boolean;
  /** Calls `onChange` whenever the tab is hidden or shown; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** The page's visibility (document.visibilityState and its `visibilitychange` event). */
export const documentVisibility = (doc: Document): Visibility => ({
  hidden: () => doc.visibilityState === 'hidden',
  subscribe: (onChange) => {
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  },
});

export interface QueryOptions<K, T> {
  /** Loads one key. `fresh` asks past any cache the fetcher keeps (a retry, a refresh). */
  fetch(key: K, how: { fresh: boolean }): Promise<T>;
  /** What the page already has, from the server: an answer, a failure, or only the key. */
  initial?: { key: K | null; data?: T; error?: unknown };
  /** Loads the initial key at start when there is no answer for it (else a retry does). */
  loadOnStart?: boolean;
  /** When to refresh an answer again (ms after it arrived, measured at `now`); none without it, or when it answers undefined. */
  refreshAfter?(data: T, now: number): number | undefined;
  /** When to try again after a failed refresh; none without it. */
  refreshAfterFailure?: number;
  /** When the tab comes back, refresh an answer (or a failure) older than this. */
  staleAfterMs?: number;
  visibility?: Visibility;
  now?(): number;
}

export interface Query<K, T> {
  readonly $value: ReadableAtom<QueryValue<K, T>>;
  /** Asks for a key: its answer replaces what is shown; every load under way is superseded. */
  load(key: K, how?: { fresh?: boolean }): void;
  /** Loads the current key again (a retry), keeping its answer on screen; joins one under way. */
  refresh(): void;
  /** Asks for nothing (e.g. a list that needs a login): loads under way are dropped. */
  clear(): void;
  /** Follows the tab's visibility and the refresh schedule; `stop` ends both. */
  start(): void;
  stop(): void;
}

export function createQuery<K, T>(options: QueryOptions<K, T>): Query<K, T> {
  const now = options.now ?? (() => Date.now());
  const initial = options.initial;
  const $value = atom<QueryValue<K, T>>({ key: initial?.key ?? null, data: initial?.data, error: initial?.error, loading: false });
  /** Bumped by every load and clear: an answer applies only while its generation is the latest. */
  let generation = 0;
  let inFlight = false;
  /** When the current key last settled (answer or failure), for `staleAfterMs`. */
  let settledAt: number | null = initial?.data !== undefined || initial?.error !== undefined ? now() : null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let due = false;
  let started = false;
  let unsubscribe: (() => void) | null = null;

  const hidden = () => options.visibility?.hidden() ?? false;
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (delay: number | undefined) => {
    clearTimer();
    if (!started || delay === undefined) return;
    timer = setTimeout(() => {
      timer = null;
      if (hidden()) due = true;
      else refresh();
    }, delay);
  };

  function run(key: K, fresh: boolean, keep: boolean) {
    const id = ++generation;
    clearTimer();
    due = false;
    inFlight = true;
    const current = $value.get();
    $value.set({ key, data: keep ? current.data : undefined, error: keep ? current.error : undefined, loading: true });
    let promise: Promise<T>;
    try {
      promise = options.fetch(key, { fresh });
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (data) => {
        if (id !== generation) return;
        inFlight = false;
        settledAt = now();
        $value.set({ key, data, error: undefined, loading: false });
        schedule(options.refreshAfter?.(data, now()));
      },
      (error: unknown) => {
        if (id !== generation) return;
        inFlight = false;
        settledAt = now();
        $value.set({ ...$value.get(), error, loading: false });
        schedule(options.refreshAfterFailure);
      },
    );
  }

  function refresh() {
    const { key } = $value.get();
    if (key === null || inFlight) return;
    run(key, true, true);
  }

  const onVisibility = () => {
    if (hidden()) return;
    const stale = options.staleAfterMs !== undefined && settledAt !== null && now() - settledAt >= options.staleAfterMs;
    if (due || stale) refresh();
  };

  return {
    $value,
    load: (key, how = {}) => run(key, how.fresh ?? false, false),
    refresh,
    clear() {
      generation += 1;
      inFlight = false;
      settledAt = null;
      clearTimer();
      due = false;
      $value.set({ key: null, data: undefined, error: undefined, loading: false });
    },
    start() {
      if (started) return;
      started = true;
      unsubscribe = options.visibility?.subscribe(onVisibility) ?? null;
      const { key, data } = $value.get();
      if (data !== undefined) schedule(options.refreshAfter?.(data, now()));
      else if (options.loadOnStart && key !== null && !inFlight) {
        if (hidden()) due = true;
        else refresh();
      }
    },
    stop() {
      started = false;
      clearTimer();
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}

type Caller = Pick<PlatformClient<'browser'>, 'call'>;

/**
 * A fetcher from a call declaration: the key becomes the call's input, and the answer comes
 * through the client, so it is validated against the declaration's response schema (a shape
 * the contract does not allow is a `schema` PlatformError, shown as the error state).
 */
export function callFetcher<C extends CallDeclaration, K, T = BrowserResponseOf<C>>(
  client: Caller,
  call: C,
  input: (key: K) => RequestOf<C>,
  select: (answer: BrowserResponseOf<C>, key: K) => T = (answer) => answer as unknown as T,
): (key: K) => Promise<T> {
  return async (key) => select((await client.call(call, input(key))) as BrowserResponseOf<C>, key);
}
