/**
 * The static import graph of the built JavaScript, read from the bundled code itself: one walk
 * for the browser's idle prefetch (./prefetch.ts, over the network) and for the JavaScript
 * budget (src/lib/budget/page-javascript.ts, over dist/), so both count the same modules.
 */

/** Relative specifiers a bundled module imports statically (`import{a}from"./x.js"`, `import"./y.js"`); dynamic imports are left out. */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
    if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/**
 * Visits `entries` (resolved against `base`) and every module they import statically, each once,
 * one level at a time (a level's modules are asked together: on the network they load in
 * parallel). `get` answers a module's code by its absolute URL, or null when there is none.
 * Answers the URLs visited, in the order first met.
 */
export async function walkModuleGraph(entries: readonly string[], base: string, get: (url: string) => Promise<string | null>): Promise<string[]> {
  const seen = new Set<string>();
  let level = entries.map((entry) => new URL(entry, base).href);
  while (level.length > 0) {
    const fresh = [...new Set(level)].filter((url) => !seen.has(url));
    for (const url of fresh) seen.add(url);
    const codes = await Promise.all(fresh.map((url) => get(url).then((code) => ({ url, code }))));
    level = codes.flatMap(({ url, code }) => (code === null ? [] : staticImports(code).map((specifier) => new URL(specifier, url).href)));
  }
  return [...seen];
}
