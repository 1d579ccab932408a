// @ts-check
/**
 * Finds a Chromium binary for Playwright, Lighthouse and the benchmarks.
 * Browsers cannot be downloaded on our machines (see /work/shared/TOOLCHAIN.md), so the
 * system Chromium (Debian package `chromium`) comes first and Playwright's own download,
 * where one exists, second. Order: $CHROME_PATH, /usr/bin/chromium, /usr/bin/chromium-browser,
 * Playwright's installed Chromium.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Launch flags that work for headless Chromium as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-quic',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Path of Playwright's own downloaded Chromium, if it is installed; else null. */
function playwrightChromium() {
  for (const mod of ['playwright-core', '@playwright/test']) {
    try {
      const { chromium } = require(mod);
      const path = chromium.executablePath();
      if (path && existsSync(path)) return path;
    } catch {
      // module missing or no browser registered for this platform
    }
  }
  return null;
}

/**
 * Synchronous, so `playwright.config.ts` can call it at load time.
 * @returns {string | null} absolute path of a Chromium executable, or null.
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const p of SYSTEM_PATHS) if (existsSync(p)) return p;
  return playwrightChromium();
}

// `node scripts/find-chromium.mjs` prints the path (exit 1 if none): handy in shell scripts.
if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (found) console.log(found);
  else process.exitCode = 1;
}
