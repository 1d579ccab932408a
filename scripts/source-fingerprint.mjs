// @ts-check
/**
 * Whether `dist/` was built from the sources as they are now, for `npm start` (and the bench
 * and SEO audit, through server-control.mjs). Comparing file times alone misses a deleted or
 * renamed file (the newest time does not change) and a file restored with an old time, so the
 * build records a fingerprint of every source file's path, time and size, and the build is
 * stale when the fingerprint differs. See docs/operations.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** What the build reads, from the project root. */
export const SOURCES = ['src', 'platform', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const ENTRY = join('dist', 'server', 'entry.mjs');
const FINGERPRINT = join('dist', '.source-fingerprint');

/**
 * `path\0mtime\0size` of every file below `path` (node_modules and dot-files skipped).
 * @param {string} root
 * @param {string} path
 * @param {string[]} out
 */
function listFiles(root, path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const st = statSync(full);
  if (!st.isDirectory()) {
    out.push(`${relative(root, full).split(sep).join('/')}\0${st.mtimeMs}\0${st.size}`);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    listFiles(root, join(path, entry.name), out);
  }
}

/**
 * SHA-256 of the sorted list of source files with their times and sizes.
 * @param {string} root
 * @param {readonly string[]} [sources]
 */
export function sourceFingerprint(root, sources = SOURCES) {
  /** @type {string[]} */
  const lines = [];
  for (const source of sources) listFiles(root, source, lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/**
 * Records the fingerprint of a build (taken when it started) beside it in `dist/`.
 * @param {string} root
 * @param {string} [fingerprint]
 */
export function recordBuild(root, fingerprint = sourceFingerprint(root)) {
  const file = join(root, FINGERPRINT);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${fingerprint}\n`);
}

/**
 * True when there is no build, it has no fingerprint, or the sources changed since.
 * @param {string} root
 */
export function buildIsStale(root) {
  const file = join(root, FINGERPRINT);
  if (!existsSync(join(root, ENTRY)) || !existsSync(file)) return true;
  return readFileSync(file, 'utf8').trim() !== sourceFingerprint(root);
}
