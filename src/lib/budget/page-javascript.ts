/**
 * The shell's JavaScript budget per page class (docs/operations.md "JavaScript ceilings"):
 * which modules a built page loads, and whether their gzip total stays under its class's
 * ceiling. Framework-free so that `scripts/js-budget.ts` (run by `npm test` after the build)
 * and its tests share it.
 */
import { walkModuleGraph } from '../hydration/module-graph';

/**
 * A representative page of each class the shell serves, and its ceilings in gzip bytes: before
 * the visitor's first interaction (issue 18 item 2: none at all for content pages) and in all,
 * once every island has hydrated.
 */
export interface PageClass {
  readonly name: string;
  readonly path: string;
  readonly ceilingBytes: number;
  readonly beforeInteractionBytes: number;
  /** Measured with a logged-in player's session (a member page: a guest is sent to log in). */
  readonly signedIn?: true;
}

/**
 * When a module loads: with the page (module scripts, modulepreloads, islands on Astro's own
 * directives, which all hydrate without the visitor), or on the first interaction as well
 * (islands on `client:interaction`, src/lib/hydration/interaction-directive.ts).
 */
export type LoadMoment = 'before-interaction' | 'after-interaction';

/**
 * Module URLs a page's HTML starts loading by `moment`: module scripts, modulepreload links, and
 * each island's component and renderer (an island below the fold still loads once scrolled to).
 */
export function entryModules(html: string, moment: LoadMoment = 'after-interaction'): string[] {
  const urls = new Set<string>();
  const patterns = [
    /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g,
    /<script\b[^>]*\bsrc="([^"]+)"[^>]*\btype="module"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) if (match[1]) urls.add(match[1].replaceAll('&amp;', '&'));
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    if (moment === 'before-interaction' && /\bclient="interaction"/.test(tag)) continue;
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (url) urls.add(url.replaceAll('&amp;', '&'));
    }
  }
  return [...urls];
}

/**
 * Every module a page loads: its entries and, transitively, their static imports
 * (src/lib/hydration/module-graph.ts, the same walk as the browser's prefetch). `read` gives a
 * module's code by its URL path (`/_astro/x.js`), or undefined when there is none. Paths, sorted.
 */
export async function moduleClosure(entries: readonly string[], read: (path: string) => string | undefined): Promise<string[]> {
  const urls = await walkModuleGraph(entries, 'http://site/', async (url) => read(new URL(url).pathname) ?? null);
  return urls.map((url) => new URL(url).pathname).sort();
}

export interface PageMeasure {
  readonly pageClass: PageClass;
  /** Everything the page loads once every island has hydrated. */
  readonly gzipBytes: number;
  /** What it loads before the visitor's first interaction. */
  readonly beforeInteractionBytes: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per ceiling a page class is over, naming the class, its page, its size and the ceiling. */
export function overCeiling(measures: readonly PageMeasure[]): string[] {
  const lines: string[] = [];
  for (const m of measures) {
    const { name, path, ceilingBytes, beforeInteractionBytes } = m.pageClass;
    if (m.beforeInteractionBytes > beforeInteractionBytes) {
      lines.push(
        `${name} (${path}) loads ${kb(m.beforeInteractionBytes)} of JavaScript (gzip) before the first interaction, over its ceiling of ${kb(beforeInteractionBytes)}`,
      );
    }
    if (m.gzipBytes > ceilingBytes) lines.push(`${name} (${path}) ships ${kb(m.gzipBytes)} of JavaScript (gzip), over its ceiling of ${kb(ceilingBytes)}`);
  }
  return lines;
}
