/**
 * Loads a provider's SDK (`<script src>`) on demand, once per URL.
 *
 * Why on demand: a third-party SDK costs every visitor download time and privacy, so it is
 * fetched only when a player actually asks for that provider (a click), never with the page.
 * Why once: two buttons, or two clicks, must not inject the same SDK twice (Facebook's and
 * Google's SDKs both misbehave when initialised twice).
 * Why a time-out: docs/product.md §8 treats a script that has not loaded after 120 s as a load error;
 * without it a blocked request (an ad blocker, a captive portal) would leave the button busy
 * forever. A failed or timed-out URL is forgotten, so the next click tries again.
 */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(
    readonly url: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(`${url} did not load (${reason})`);
  }
}

export interface LoadScriptOptions {
  timeoutMs?: number;
  /** The document to load into; the global one by default. */
  document?: Document;
  /**
   * Set only where the provider's own snippet sets it (Facebook's does): a CORS-mode request
   * fails outright when the server sends no Access-Control-Allow-Origin.
   */
  crossOrigin?: 'anonymous';
}

export type ScriptLoader = (url: string, options?: LoadScriptOptions) => Promise<void>;

const pending = new Map<string, Promise<void>>();

export const loadScript: ScriptLoader = (url, options = {}) => {
  const cached = pending.get(url);
  if (cached) return cached;
  const doc = options.document ?? document;
  const timeoutMs = options.timeoutMs ?? SCRIPT_LOAD_TIMEOUT_MS;

  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    if (options.crossOrigin) script.crossOrigin = options.crossOrigin;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (error: ScriptLoadError | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!error) return resolve();
      pending.delete(url);
      script.remove();
      reject(error);
    };
    script.onload = () => settle(null);
    script.onerror = () => settle(new ScriptLoadError(url, 'error'));
    timer = setTimeout(() => settle(new ScriptLoadError(url, 'timeout')), timeoutMs);
    doc.head.append(script);
  });
  pending.set(url, promise);
  return promise;
};

/** Forgets every loaded URL. Tests only: a real page never unloads an SDK. */
export const resetScriptLoader = (): void => pending.clear();
