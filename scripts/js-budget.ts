/**
 * `npm test` step after the build: the JavaScript each page class ships stays under its
 * ceilings, before the visitor's first interaction and in all (docs/operations.md "JavaScript ceilings"). Starts the built server on a fresh
 * embedded database, loads one representative page per class, adds up (gzip -9) the modules
 * its HTML loads and their static imports from dist/client, and fails naming every class over
 * its ceiling. The ceilings are the sizes measured when they were set plus about 30 %, so only
 * a real regression (a new dependency in the shell, an island that drags in a library) fails.
 * A member page is measured logged in as demo_player (through the header form in the system
 * Chromium, scripts/bench/session.mjs). PORT overrides the port (default: E2E_PORT_BASE + 9, else 4509).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { entryModules, moduleClosure, overCeiling, type PageClass, type PageMeasure } from '../src/lib/budget/page-javascript';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { logIn } from './bench/session.mjs';
import { ROOT, startServer, waitForHealth } from './server-control.mjs';

const KB = 1024;
/**
 * Measured 2026-12-07 on React 19's own runtime (docs/decisions/0066-react-runtime.md; gzip, before
 * the first interaction / in all): content page 0 / 108.5, lobby 3.0 / 113.7, game list 3.0 / 119.7,
 * login 0 / 105.6, register 0 / 118.1, a member page (deposit, logged in) 0.8 / 116.8 KB.
 * Each ceiling is that figure plus about 15 %, but never above issue 33's ceiling for its class
 * (content 110, lobby 115, game list and login/register 120, a member page 130 KB; docs/architecture.md
 * "Budgets"), so those hold the classes already close to them. Before the first interaction no
 * class may load a framework: content, login and register pages nothing, member pages only the
 * member centre's badge script (1 KB, src/components/member/MemberPanel.astro), lobby and game
 * pages only their few custom elements (4 KB).
 */
export const PAGE_CLASSES: readonly PageClass[] = [
  { name: 'content page', path: '/help/terms', ceilingBytes: 110 * KB, beforeInteractionBytes: 0 },
  { name: 'lobby', path: '/', ceilingBytes: 115 * KB, beforeInteractionBytes: 4 * KB },
  { name: 'game list', path: '/rng', ceilingBytes: 120 * KB, beforeInteractionBytes: 4 * KB },
  { name: 'login', path: '/login', ceilingBytes: 120 * KB, beforeInteractionBytes: 0 },
  { name: 'register', path: '/register', ceilingBytes: 120 * KB, beforeInteractionBytes: 0 },
  { name: 'member page', path: '/en/member/deposit', ceilingBytes: 130 * KB, beforeInteractionBytes: 1 * KB, signedIn: true },
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

/** demo_player's session cookies, logged in through the header form like a player. */
async function sessionCookie(base: string): Promise<string> {
  const executablePath = findChromium();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    return (await logIn(browser, base)).header;
  } finally {
    await browser.close();
  }
}

if (!existsSync(join(ROOT, 'dist', 'server', 'entry.mjs'))) {
  console.error('js-budget: no build in dist/: run `npx astro build` first.');
  process.exit(1);
}
const port = process.env['PORT'] ?? String(Number(process.env['E2E_PORT_BASE'] ?? 4500) + 9);
const dataDir = join('.data-js-budget');
rmSync(join(ROOT, dataDir), { recursive: true, force: true });
const { child, url: base } = startServer({
  port,
  // The dev tools only add /platform-dev/* (the captcha's answer for the member page's login).
  env: {
    DATA_DIR: dataDir,
    PLATFORM_DEV_TOOLS: '1',
    PLATFORM_URL: undefined,
    DATABASE_URL: undefined,
    PLATFORM_MAINTENANCE: undefined,
    PLATFORM_REGION_RESTRICTED: undefined,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failures: string[] = [];
try {
  await waitForHealth(base, child);
  const cookie = await sessionCookie(base);
  const measures: PageMeasure[] = [];
  for (const pageClass of PAGE_CLASSES) {
    const res = await fetch(base + pageClass.path, { redirect: 'manual', headers: pageClass.signedIn ? { cookie } : {} });
    if (!res.ok) throw new Error(`${pageClass.name} (${pageClass.path}) answered ${res.status}`);
    const html = await res.text();
    const before = await moduleClosure(entryModules(html, 'before-interaction'), read);
    const modules = await moduleClosure(entryModules(html, 'after-interaction'), read);
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
