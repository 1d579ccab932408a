// @ts-check
/**
 * `node scripts/rewrite-citations.mjs [--check]`: points the citations of the product
 * specification and the design notes, which lived outside the repository, at the pages that
 * hold them now (docs/decisions/0019-product-doc-and-citation-rewrite.md):
 *
 *   SPEC §n               → docs/product.md §n   (same nine numbered sections)
 *   DESIGN.md "Heading"   → the docs/ page and heading in DESIGN_TARGETS below
 *   DESIGN.md wire protocol (and its spellings) → docs/platform-api.md "Wire protocol"
 *   a few bare mentions of "SPEC" → the section of docs/product.md they mean (PHRASES)
 *
 * It rewrites text only (comments, test names, declarations' summaries, docs), in every file
 * git tracks or would track, and is idempotent: nothing it writes matches a rule again, so it
 * can run again after merging branches that still use the old citations. It then lists any
 * mention of SPEC or DESIGN it has no rule for, so that a new form gets a rule rather than a
 * hand edit. With `--check` it writes nothing and exits 1 when a file would change or a
 * mention is left.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHECK = process.argv.includes('--check');

/** Text files that may carry citations. */
const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css|sql|md)$/;

/** Files that talk about the old names on purpose, as names: this script, its test, its record. */
const SKIP = new Set(['scripts/rewrite-citations.mjs', 'tests/unit/citations.test.ts', 'docs/decisions/0019-product-doc-and-citation-rewrite.md']);

const ARCHITECTURE = 'docs/architecture.md';
const WIRE_PROTOCOL = 'docs/platform-api.md "Wire protocol"';

/** The headings of the design notes the code cites, and where each topic lives now. */
const DESIGN_TARGETS = new Map([
  ['The BFF proxy', `${ARCHITECTURE} "The BFF proxy"`],
  ['One contract', `${ARCHITECTURE} "One contract"`],
  ['State', `${ARCHITECTURE} "State"`],
  ['Security', `${ARCHITECTURE} "Security"`],
  ['Look and feel', `${ARCHITECTURE} "Look and feel"`],
  ['Scale', `${ARCHITECTURE} "Scale"`],
  ['Budgets', `${ARCHITECTURE} "Budgets"`],
  ['Languages', `${ARCHITECTURE} "Languages"`],
  ['Wire protocol', WIRE_PROTOCOL],
  ['Game frames: frame-src only the launch CDNs', `${ARCHITECTURE} "Security" (game frames: frame-src only the launch CDNs)`],
]);

/**
 * Bare mentions of the specification, each with the section it means. Exact text.
 * @type {[string, string][]}
 */
const PHRASES = [
  ["above SPEC's count", 'above the count of docs/product.md §9'],
  ['SPEC "Strings"', `${ARCHITECTURE} "Languages"`],
  ['the SPEC time-out', 'the docs/product.md §9 time-out'],
  ['SPEC code', 'docs/product.md §8 code'],
  ['The SPEC switches', 'The docs/product.md §6 switches'],
  ["the SPEC's name for", 'the name docs/product.md §2 gives'],
  ['SPEC leaves the bounds to us', 'docs/product.md §5 leaves the bounds to us'],
  ['the SPEC’s /download', 'the /download of docs/product.md §2'],
  ['(SPEC leaves them to us)', '(docs/product.md §4 leaves them to us)'],
  ['SPEC.md', 'docs/product.md'],
];

/** @type {[RegExp, string | ((match: string, ...groups: string[]) => string)][]} */
const RULES = [
  [/\bSPEC §(?=\d)/g, 'docs/product.md §'],
  // Before the general heading rule: "(DESIGN.md, docs/architecture.md "The proxy's rules")".
  [/\(DESIGN\.md, docs\/architecture\.md "The proxy's/g, `(${ARCHITECTURE} "The BFF proxy" and "The proxy's`],
  [/\bDESIGN\.md \("([^"\n]+)"\)/g, (match, heading) => DESIGN_TARGETS.get(heading) ?? match],
  [/\bDESIGN(?:\.md)? "([^"\n]+)"/g, (match, heading) => DESIGN_TARGETS.get(heading) ?? match],
  [/\bDESIGN\.md(?:,|'s)? wire protocol\b/g, WIRE_PROTOCOL],
  [/\bthe wire protocol \(DESIGN\.md\)/g, `the wire protocol (${WIRE_PROTOCOL})`],
  ...PHRASES.map(([from, to]) => /** @type {[RegExp, string]} */ ([new RegExp(escapeRegExp(from), 'g'), to])),
];

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {string} text */
export function rewrite(text) {
  let out = text;
  for (const [pattern, replacement] of RULES) {
    // One call for both kinds: String#replace takes a string or a function.
    out = out.replace(pattern, /** @type {string} */ (replacement));
  }
  return out;
}

/** Mentions no rule covers: the old names, still there after the rewrite. */
export const LEFTOVER = /\bSPEC\b|\bDESIGN(?:\.md)?\b(?!_)/;

/** Every text file git tracks or would track, but those that name the old sources on purpose. */
export function citationFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))].filter((path) => path && EXTENSIONS.test(path) && !SKIP.has(path) && !path.startsWith('node_modules/'));
}

function main() {
  let changedFiles = 0;
  let changedCitations = 0;
  /** @type {string[]} */
  const leftovers = [];
  for (const path of citationFiles()) {
    let text;
    try {
      text = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    const out = rewrite(text);
    if (out !== text) {
      const before = text.split('\n');
      const after = out.split('\n');
      const lines = before.filter((line, index) => line !== after[index]).length;
      changedFiles++;
      changedCitations += lines;
      console.log(`${CHECK ? 'would rewrite' : 'rewrote'} ${path} (${lines} line${lines === 1 ? '' : 's'})`);
      if (!CHECK) writeFileSync(join(ROOT, path), out);
    }
    out.split('\n').forEach((line, index) => {
      if (LEFTOVER.test(line)) leftovers.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
  console.log(`${changedFiles} file(s), ${changedCitations} line(s) ${CHECK ? 'to rewrite' : 'rewritten'}.`);
  if (leftovers.length > 0) {
    console.log(`\nMentions with no rule (add one to scripts/rewrite-citations.mjs):\n${leftovers.join('\n')}`);
  }
  if (CHECK && (changedFiles > 0 || leftovers.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
