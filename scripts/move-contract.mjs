// @ts-check
/**
 * Moves what the site and the reference platform share into `src/contract/` (docs/architecture.md
 * "One contract", docs/decisions/0023-contract-boundary.md) and rewrites every import of the moved
 * files. Idempotent: run it again after merging a branch written against the old paths, and it
 * moves nothing and rewrites only that branch's imports.
 *
 *   node scripts/move-contract.mjs
 *
 * 1. `git mv` each entry of MOVES that is still at its old place.
 * 2. Every relative import (`from '…'`, `import('…')`, `vi.mock('…')`) in src/, platform/,
 *    scripts/ and tests/ is resolved from the file's directory (for a moved file, from its old
 *    directory when the import no longer resolves); one that lands on a moved file is rewritten
 *    to the new path, keeping a `.ts` extension where the import had one.
 * 3. Repository paths in comments and docs (`src/contract/calls/…`) are rewritten as text.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * Old path → new path, files or folders, from the repository root.
 * @type {readonly (readonly [string, string])[]}
 */
const MOVES = [
  ['src/contract/calls', 'src/contract/calls'],
  ['src/contract/define.ts', 'src/contract/define.ts'],
  ['src/contract/envelope.ts', 'src/contract/envelope.ts'],
  ['src/contract/switches.ts', 'src/contract/switches.ts'],
  ['src/contract/switches.test.ts', 'src/contract/switches.test.ts'],
  ['src/contract/crypto.ts', 'src/contract/crypto.ts'],
  ['src/contract/crypto.test.ts', 'src/contract/crypto.test.ts'],
  ['src/contract/validation/rules.ts', 'src/contract/validation/rules.ts'],
  ['src/contract/validation/rules.test.ts', 'src/contract/validation/rules.test.ts'],
  ['src/contract/roles.ts', 'src/contract/roles.ts'],
  ['src/contract/roles.test.ts', 'src/contract/roles.test.ts'],
];
const ROOTS = ['src', 'platform', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const TEXT = /\.(md|ts|tsx|mjs|js|astro|json)$/;

const root = process.cwd();
const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

// 1. The moves.
let moved = 0;
for (const [from, to] of MOVES) {
  if (!existsSync(from) || existsSync(to)) continue;
  mkdirSync(dirname(to), { recursive: true });
  git('mv', from, to);
  moved += 1;
}

/** The files under a folder, recursively (node_modules and build output left out). */
/** @type {(dir: string) => string[]} */
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.astro'].includes(entry.name) ? [] : walk(path);
    return [path];
  });

/** The new path of an old one (a moved file, or a file inside a moved folder), or undefined. */
const renamed = (/** @type {string} */ path) => {
  for (const [from, to] of MOVES) {
    if (path === from) return to;
    if (path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return undefined;
};
/** The old path of a moved file, or undefined. */
const original = (/** @type {string} */ path) => {
  for (const [from, to] of MOVES) {
    if (path === to) return from;
    if (path.startsWith(`${to}/`)) return from + path.slice(to.length);
  }
  return undefined;
};

const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];
/** The file a specifier names, from a directory, as it exists now or as it existed before the moves. */
const resolveFrom = (/** @type {string} */ dir, /** @type {string} */ spec) => {
  const base = normalize(join(dir, spec));
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return { path, suffix };
    const now = renamed(path);
    if (now && existsSync(now) && statSync(now).isFile()) return { path: now, suffix };
  }
  return undefined;
};

/** The import of `target` from `fromDir`, in the style of `spec` (with or without its extension). */
const specifier = (/** @type {string} */ fromDir, /** @type {string} */ target, /** @type {string} */ suffix, /** @type {string} */ spec) => {
  let path = relative(fromDir, target);
  if (!/\.(ts|tsx|mjs|js)$/.test(spec)) path = suffix === '/index.ts' ? path.replace(/\/index\.ts$/, '') : path.replace(/\.(ts|tsx)$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

// 2. The imports.
const IMPORT = /((?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"])(\.{1,2}\/[^'"]+)(['"])/g;
let rewritten = 0;
for (const file of ROOTS.filter((dir) => existsSync(dir)).flatMap(walk)) {
  if (!CODE.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  const dir = dirname(file);
  const before = original(file);
  const next = text.replace(IMPORT, (whole, head, spec, tail) => {
    const found = resolveFrom(dir, spec) ?? (before ? resolveFrom(dirname(before), spec) : undefined);
    if (!found) return whole;
    const wanted = specifier(dir, found.path, found.suffix, spec);
    return wanted === spec ? whole : `${head}${wanted}${tail}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

// 3. Paths named in comments and docs.
/** @type {[string, string][]} */
const TEXT_MOVES = MOVES.map(([from, to]) => /** @type {[string, string]} */ ([from.replace(/\.ts$/, ''), to.replace(/\.ts$/, '')]));
TEXT_MOVES.sort((a, b) => b[0].length - a[0].length);
let retexted = 0;
for (const file of [...ROOTS, 'docs']
  .filter((dir) => existsSync(dir))
  .flatMap(walk)
  .concat(['README.md'])) {
  // Decision records are history: they keep the paths of their day.
  if (!TEXT.test(file) || !existsSync(file) || (file.startsWith('docs/decisions/') && !file.endsWith('0021-generated-contract-docs.md'))) continue;
  const text = readFileSync(file, 'utf8');
  let next = text;
  for (const [from, to] of TEXT_MOVES)
    next = next.replace(new RegExp(`(?<![\\w/.-])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/.'\`"\\s):,;]|$)`, 'gm'), to);
  if (next !== text) {
    writeFileSync(file, next);
    retexted += 1;
  }
}

console.log(`move-contract: ${moved} moved, imports rewritten in ${rewritten} files, paths in ${retexted} files`);
