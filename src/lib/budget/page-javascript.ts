/**
 * The shell's JavaScript budget per page class (docs/operations.md "JavaScript ceilings"):
 * which modules a built page loads, and whether their gzip total stays under its class's
 * ceiling. Framework-free so that `scripts/js-budget.ts` (run by `npm test` after the build)
 * and its tests share it.
 */

/** A representative page of each class the shell serves, and its ceiling in gzip bytes. */
export interface PageClass {
  readonly name: string;
  readonly path: string;
  readonly ceilingBytes: number;
}

/**
 * Module URLs a page's HTML starts loading: module scripts, modulepreload links, and each
 * island's component and renderer (an island below the fold still loads once scrolled to).
 */
export function entryModules(html: string): string[] {
  const urls = new Set<string>();
  const patterns = [
    /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g,
    /<script\b[^>]*\bsrc="([^"]+)"[^>]*\btype="module"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
    /<astro-island\b[^>]*?\bcomponent-url="([^"]+)"/g,
    /<astro-island\b[^>]*?\brenderer-url="([^"]+)"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) if (match[1]) urls.add(match[1].replaceAll('&amp;', '&'));
  return [...urls];
}

/** Relative specifiers a bundled module imports statically (`import{a}from"./x.js"`, `import"./y.js"`). */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
    if (match[1]) specifiers.add(match[1]);
  }
  return [...specifiers];
}

/**
 * Every module a page loads: its entries and, transitively, their static imports. `read`
 * gives a module's code by its URL path (`/_astro/x.js`), or undefined when there is none.
 */
export function moduleClosure(entries: readonly string[], read: (path: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const queue = entries.map((url) => new URL(url, 'http://site/').pathname);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path);
    if (code === undefined) continue;
    for (const specifier of staticImports(code)) queue.push(new URL(specifier, `http://site${path}`).pathname);
  }
  return [...seen].sort();
}

export interface PageMeasure {
  readonly pageClass: PageClass;
  readonly gzipBytes: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page class over its ceiling, naming the class, its page, its size and the ceiling. */
export function overCeiling(measures: readonly PageMeasure[]): string[] {
  return measures
    .filter((m) => m.gzipBytes > m.pageClass.ceilingBytes)
    .map((m) => `${m.pageClass.name} (${m.pageClass.path}) ships ${kb(m.gzipBytes)} of JavaScript (gzip), over its ceiling of ${kb(m.pageClass.ceilingBytes)}`);
}
