import { walkModuleGraph } from './module-graph';

/**
 * Fetches, at idle after the page has loaded, the code the shell's islands will need at the first
 * tap, without running any of it (issue 33 item 5, docs/decisions/0066-react-runtime.md). On a
 * phone (150 ms a round trip, 1.6 Mbps) the first tap otherwise waits for about 110 KB of
 * JavaScript found one import at a time; fetched ahead into the HTTP cache (hashed files,
 * `immutable`), the tap waits only for the code to run. Plain `fetch` at low priority rather than
 * `modulepreload`, which would compile React while the page is still being measured and used.
 * Nothing is fetched on a connection that asks to save data.
 */

/** Whether the visitor's connection asks to save data (Chromium's Network Information API). */
function savesData(view: Window): boolean {
  const connection = (view.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection;
  return connection?.saveData === true;
}

/** Once the page has loaded and the browser is idle, fetches the islands' code named by `urls()`. */
export function prefetchAtIdle(doc: Document, urls: () => string[]): void {
  const view = doc.defaultView;
  if (!view || typeof view.fetch !== 'function' || savesData(view)) return;
  const get = async (url: string): Promise<string | null> => {
    try {
      const response = await view.fetch(url, { priority: 'low', credentials: 'same-origin' } as RequestInit);
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  const start = () => void walkModuleGraph(urls(), doc.baseURI, get);
  // Every browser the site supports has requestIdleCallback; Safari before 18 did not.
  const whenIdle = () => (typeof view.requestIdleCallback === 'function' ? view.requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 200));
  if (doc.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}
