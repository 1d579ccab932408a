// @ts-check
/**
 * Web server for Playwright (see playwright.config.ts): deletes the DATA_DIR it is given, so
 * every end-to-end run starts from a freshly seeded embedded database, then runs
 * `server.mjs` in this process (PORT, HOST and the other variables come from the env).
 */
import { rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './server-control.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('e2e-server: set DATA_DIR (it is deleted before the server starts).');
  process.exit(1);
}
const abs = isAbsolute(dataDir) ? dataDir : join(ROOT, dataDir);
const rel = relative(ROOT, abs);
// Refuse to delete anything outside the repo, or the repo itself.
if (!rel || rel.startsWith('..') || isAbsolute(rel)) {
  console.error(`e2e-server: refusing to delete DATA_DIR outside the repo: ${abs}`);
  process.exit(1);
}
rmSync(abs, { recursive: true, force: true });
// server.mjs runs in production mode; the tests still want every platform answer checked
// against its declaration.
process.env.PLATFORM_VALIDATE_RESPONSES ??= '1';
process.chdir(ROOT);
await import(pathToFileURL(join(ROOT, 'server.mjs')).href);
