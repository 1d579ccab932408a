/**
 * Fetches, at idle after the page has loaded, the code the shell's islands will need at the first
 * tap, without running any of it (issue 33 item 5, docs/decisions/0066-react-runtime.md). On a
 * phone (150 ms a round trip, 1.6 Mbps) the first tap otherwise waits for about 110 KB of
 * JavaScript found one import at a time; fetched ahead into the HTTP cache (hashed files,
 * `immutable`), the tap waits only for the code to run. Plain `fetch` at low priority rather than
 * `modulepreload`, which would compile React while the page is still being measured and used.
 * Nothing is fetched on a connection that asks to save data.
 */

/** Relative specifiers a bundled module imports statically (`import{a}from"./x.js"`, `import"./y.js"`). */
export function staticImportsOf(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
    if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/**
 * Fetches `entries` and every module they import statically, each once, one level at a time.
 * `get` answers a module's code (null when it could not be fetched). Answers the URLs fetched.
 */
export async function fetchModuleGraph(entries: readonly string[], base: string, get: (url: string) => Promise<string | null>): Promise<string[]> {
  const seen = new Set<string>();
  let level = entries.map((entry) => new URL(entry, base).href);
  while (level.length > 0) {
    const fresh = [...new Set(level)].filter((url) => !seen.has(url));
    for (const url of fresh) seen.add(url);
    const codes = await Promise.all(fresh.map((url) => get(url).then((code) => ({ url, code }))));
    level = codes.flatMap(({ url, code }) => (code === null ? [] : staticImportsOf(code).map((specifier) => new URL(specifier, url).href)));
  }
  return [...seen];
}

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
  const start = () => void fetchModuleGraph(urls(), doc.baseURI, get);
  // Every browser the site supports has requestIdleCallback; Safari before 18 did not.
  const whenIdle = () => (typeof view.requestIdleCallback === 'function' ? view.requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 200));
  if (doc.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}
