// @ts-check
/**
 * `npm start`: one command for a newcomer to see the site. Builds when `dist/` is missing or
 * older than the sources, runs the built server (`server.mjs`) on Node 24, waits until
 * `/healthz` says ok, then prints the address and the demo accounts of the embedded platform.
 * Environment: PORT (4321), HOST (localhost), and everything server.mjs reads (PLATFORM_URL,
 * DATA_DIR, MERCHANT, SITE_URL, …). Ctrl-C stops the server.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, buildIfNeeded, printTable, startServer, waitForHealth } from './server-control.mjs';

const ACCOUNTS_FILE = join(ROOT, 'platform', 'seed', 'accounts.ts');

/** Loads DEMO_ACCOUNTS from the seed (TypeScript): Node 24 type stripping, else tsx. */
async function loadDemoAccounts() {
  if (!existsSync(ACCOUNTS_FILE)) return [];
  const url = pathToFileURL(ACCOUNTS_FILE).href;
  let mod;
  try {
    mod = await import(url);
  } catch {
    try {
      const { tsImport } = await import('tsx/esm/api');
      mod = await tsImport(url, import.meta.url);
    } catch (err) {
      console.warn(`(could not read the demo accounts: ${err instanceof Error ? err.message : String(err)})`);
      return [];
    }
  }
  return Array.isArray(mod.DEMO_ACCOUNTS) ? mod.DEMO_ACCOUNTS : [];
}

await buildIfNeeded();

const port = process.env.PORT || '4321';
const host = process.env.HOST || 'localhost';
const { child, url } = startServer({ port, host });

let stopping = false;
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(sig, () => {
    stopping = true;
    if (child.exitCode === null) child.kill(sig);
  });
}
child.on('exit', (code, signal) => {
  if (!stopping) console.error(`Server stopped (${signal ?? `exit ${code}`}).`);
  process.exit(code ?? (stopping ? 0 : 1));
});

try {
  await waitForHealth(url, child);
} catch (err) {
  console.error(`The site did not start: ${err instanceof Error ? err.message : String(err)}`);
  stopping = true;
  child.kill('SIGTERM');
  process.exit(1);
}

console.log(`\nThe site is running at ${url}/`);
if (process.env.PLATFORM_URL) {
  console.log(`Using the operator's platform at ${process.env.PLATFORM_URL} (no demo accounts).`);
} else {
  const accounts = await loadDemoAccounts();
  if (accounts.length) {
    console.log('\nDemo accounts on the embedded platform:\n');
    printTable(
      ['Username', 'Password', 'Role'],
      accounts.map((/** @type {{ username: string, password: string, description?: string, role?: string }} */ a) => [
        a.username,
        a.password,
        a.description ?? a.role ?? '',
      ]),
    );
  }
}
console.log('\nPress Ctrl-C to stop.');
