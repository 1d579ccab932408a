// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_LOAD_TIMEOUT_MS, ScriptLoadError, loadScript, resetScriptLoader } from './script-loader';

// jsdom never fetches external scripts, so each test plays the browser: it finds the element
// the loader inserted and fires its load or error event.
const scripts = (url: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('loadScript', () => {
  it('inserts one async script per URL and shares the promise', async () => {
    const url = 'https://sdk.example/a.js';
    const first = loadScript(url);
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]!.async).toBe(true);
    expect(scripts(url)[0]!.crossOrigin).toBeNull();
    scripts(url)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    // Loaded once: later calls neither insert nor wait.
    await expect(loadScript(url)).resolves.toBeUndefined();
    expect(scripts(url)).toHaveLength(1);
  });

  it('sets crossorigin only when asked', () => {
    void loadScript('https://sdk.example/cors.js', { crossOrigin: 'anonymous' });
    expect(scripts('https://sdk.example/cors.js')[0]!.crossOrigin).toBe('anonymous');
  });

  it('rejects on a load error, removes the element and tries again next time', async () => {
    const url = 'https://sdk.example/b.js';
    const attempt = loadScript(url);
    scripts(url)[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toMatchObject({ name: 'ScriptLoadError', url, reason: 'error' });
    expect(scripts(url)).toHaveLength(0);

    const retry = loadScript(url);
    expect(retry).not.toBe(attempt);
    expect(scripts(url)).toHaveLength(1);
    scripts(url)[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up after the docs/product.md §9 time-out of 120 s', async () => {
    vi.useFakeTimers();
    const url = 'https://sdk.example/slow.js';
    const attempt = loadScript(url);
    const outcome = attempt.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(scripts(url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(scripts(url)).toHaveLength(0);
  });

  it('honours a shorter time-out', async () => {
    vi.useFakeTimers();
    const attempt = loadScript('https://sdk.example/c.js', { timeoutMs: 50 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    expect(await attempt).toMatchObject({ reason: 'timeout' });
  });
});
