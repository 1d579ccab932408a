/**
 * English stand-ins in a right-to-left language, isolated (issue 11 item 12, docs/decisions/0006).
 *
 * A key a catalogue lacks falls back to English (docs/architecture.md "Languages"). In an Arabic page an
 * English sentence then takes the page's direction: its full stop lands on the left, a
 * "(optional)" turns inside out. Marking each element with `dir` would mean every island and
 * component knowing which of its strings fell back; instead each stand-in is wrapped, once when
 * the catalogues load, in the Unicode bidi isolate of its own direction (LRI … PDI, UAX #9), so
 * it shows the right way wherever it goes: text, a label, an `aria-label`, an island's props.
 * Blocks of fallback text on server pages are also marked with `lang` and `dir` (see
 * `markedText` in ./i18n.server.ts, which unwraps the isolate and reports English).
 */
import type { CatalogueTree } from './coverage';

/** LEFT-TO-RIGHT ISOLATE and RIGHT-TO-LEFT ISOLATE open; POP DIRECTIONAL ISOLATE closes. */
const OPEN = { ltr: '\u2066', rtl: '\u2067' } as const;
const CLOSE = '\u2069';

export type Direction = keyof typeof OPEN;

/** `text` isolated as `dir` text. */
export const isolate = (text: string, dir: Direction): string => `${OPEN[dir]}${text}${CLOSE}`;

/** The text and direction of a string `isolate` made, or null for any other string. */
export function isolated(text: string): { text: string; dir: Direction } | null {
  if (!text.endsWith(CLOSE) || text.length < 2) return null;
  const dir = text.startsWith(OPEN.ltr) ? 'ltr' : text.startsWith(OPEN.rtl) ? 'rtl' : null;
  return dir ? { text: text.slice(1, -1), dir } : null;
}

/**
 * `target` with every leaf it lacks taken from `source`, isolated as `sourceDir` text. Keys of
 * `target` that `source` lacks stay (the catalogue test reports them); nothing is mutated.
 */
export function fillIsolated(target: CatalogueTree, source: CatalogueTree, sourceDir: Direction): CatalogueTree {
  const filled: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const own = target[key];
    if (typeof value === 'string') {
      if (typeof own !== 'string') filled[key] = isolate(value, sourceDir);
    } else if (typeof value === 'object' && value !== null) {
      const ownTree = typeof own === 'object' && own !== null ? (own as CatalogueTree) : {};
      filled[key] = fillIsolated(ownTree, value as CatalogueTree, sourceDir);
    }
  }
  return filled;
}
