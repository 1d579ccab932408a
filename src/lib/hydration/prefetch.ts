import { walkModuleGraph } from './module-graph';

/**
 * Readies, at idle after the page has loaded, the code its waiting islands will need at the first
 * tap, without running any of it (issue 33 item 5, docs/decisions/0066-react-runtime.md). On a
 * phone (4× slower processor, 150 ms a round trip, 1.6 Mbps) the first tap otherwise waits for
 * about 110 KB of JavaScript found one import at a time, then for the browser to compile it
 * (about a quarter of a second for React alone). So once the page is idle the module graph is
 * walked with low-priority `fetch`es into the HTTP cache (hashed files, `immutable`), and every
 * module found is then named in a `<link rel="modulepreload">`: the browser compiles it from the
 * cache, and the first tap's `import()`s find it ready and only run it. Nothing runs before the
 * first interaction; the links carry `data-idle-prefetch` so the bench can tell fetched-ahead
 * code from code that ran (scripts/bench/touches.mjs). Nothing is fetched on a connection that
 * asks to save data.
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
  const start = () =>
    void walkModuleGraph(urls(), doc.baseURI, get).then((fetched) => {
      for (const href of fetched) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.dataset['idlePrefetch'] = '';
        doc.head.append(link);
      }
    });
  // Every browser the site supports has requestIdleCallback; Safari before 18 did not.
  const whenIdle = () => (typeof view.requestIdleCallback === 'function' ? view.requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 200));
  if (doc.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}
