/**
 * `npm test` step after the build: the JavaScript each page class ships stays under its
 * ceilings, before the visitor's first interaction and in all (docs/operations.md "JavaScript ceilings"). Starts the built server on a fresh
 * embedded database, loads one representative page per class, adds up (gzip -9) the modules
 * its HTML loads and their static imports from dist/client, and fails naming every class over
 * its ceiling. The ceilings are the sizes measured when they were set plus about 30 %, so only
 * a real regression (a new dependency in the shell, an island that drags in a library) fails.
 * PORT overrides the port (default: E2E_PORT_BASE + 9, else 4509).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryModules, moduleClosure, overCeiling, type PageClass, type PageMeasure } from '../src/lib/budget/page-javascript';
import { ROOT, startServer, waitForHealth } from './server-control.mjs';

const KB = 1024;
/**
 * Measured 2026-11-26 after the contract moved to zod/mini and the islands' shared code to three
 * chunk groups (docs/decisions/0050-contract-on-zod-mini.md, 0051-script-chunk-groups.md; gzip, before
 * the first interaction / in all): content page 0 / 57.2, lobby 2.6 / 60.4, game list 2.6 / 66.3,
 * login 48.8 / 54.2, register 53.7 / 66.3 KB. Ceilings are those figures plus about 30 %, except
 * where issue 18's 75 KB for home and game pages is lower: then that is the ceiling.
 */
export const PAGE_CLASSES: readonly PageClass[] = [
  { name: 'content page', path: '/help/terms', ceilingBytes: 74 * KB, beforeInteractionBytes: 0 },
  { name: 'lobby', path: '/', ceilingBytes: 75 * KB, beforeInteractionBytes: 4 * KB },
  { name: 'game list', path: '/rng', ceilingBytes: 75 * KB, beforeInteractionBytes: 4 * KB },
  { name: 'login', path: '/login', ceilingBytes: 70 * KB, beforeInteractionBytes: 63 * KB },
  { name: 'register', path: '/register', ceilingBytes: 86 * KB, beforeInteractionBytes: 70 * KB },
];

const client = join(ROOT, 'dist', 'client');
const read = (path: string): string | undefined => {
  const file = join(client, decodeURIComponent(path));
  return file.startsWith(client) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const gzipBytes = (path: string): number => {
  const code = read(path);
  return code === undefined ? 0 : gzipSync(Buffer.from(code), { level: 9 }).length;
};

if (!existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) {
  console.error('js-budget: no build in dist/: run `npx astro build` first.');
  process.exit(1);
}
const port = process.env['PORT'] ?? String(Number(process.env['E2E_PORT_BASE'] ?? 4500) + 9);
const dataDir = join('.data-js-budget');
rmSync(join(ROOT, dataDir), { recursive: true, force: true });
const { child, url: base } = startServer({
  port,
  env: { DATA_DIR: dataDir, PLATFORM_URL: undefined, DATABASE_URL: undefined, PLATFORM_MAINTENANCE: undefined, PLATFORM_REGION_RESTRICTED: undefined },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failures: string[] = [];
try {
  await waitForHealth(base, child);
  const measures: PageMeasure[] = [];
  for (const pageClass of PAGE_CLASSES) {
    const res = await fetch(base + pageClass.path);
    if (!res.ok) throw new Error(`${pageClass.name} (${pageClass.path}) answered ${res.status}`);
    const html = await res.text();
    const before = moduleClosure(entryModules(html, 'before-interaction'), read);
    const modules = moduleClosure(entryModules(html, 'after-interaction'), read);
    const beforeBytes = before.reduce((sum, path) => sum + gzipBytes(path), 0);
    const bytes = modules.reduce((sum, path) => sum + gzipBytes(path), 0);
    measures.push({ pageClass, gzipBytes: bytes, beforeInteractionBytes: beforeBytes });
    console.log(
      `${pageClass.name.padEnd(14)} ${pageClass.path.padEnd(12)} before the first interaction ${(beforeBytes / KB).toFixed(1).padStart(6)} KB of ${(pageClass.beforeInteractionBytes / KB).toFixed(0)} KB, in all ${(bytes / KB).toFixed(1).padStart(6)} KB of ${(pageClass.ceilingBytes / KB).toFixed(0)} KB  (${modules.length} modules)`,
    );
  }
  failures = overCeiling(measures);
} finally {
  child.kill('SIGTERM');
  rmSync(join(ROOT, dataDir), { recursive: true, force: true });
}
for (const line of failures) console.error(`✗ ${line}`);
process.exit(failures.length > 0 ? 1 : 0);
