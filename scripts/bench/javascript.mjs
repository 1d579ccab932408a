// @ts-check
/**
 * `npm run bench`, JavaScript and layout shift per page (issue 18 items 2 and 4): each page is
 * loaded in mobile Chromium (390 × 844); the same-origin script files it runs before any
 * interaction are counted (./ran-scripts.mjs), then a first interaction (a Shift press:
 * src/lib/hydration/interaction-directive.ts hydrates on it) and the files run after it. Cumulative layout
 * shift is read from the browser's own `layout-shift` entries, as CLS counts them (shifts right
 * after input excluded), from the first paint until the page has settled after the interaction.
 */
import { gzipSync } from 'node:zlib';
import { watchScripts } from './ran-scripts.mjs';

/** @typedef {{ path: string, status: number, before: string[], after: string[], cls: number }} PageJs */

const SETTLE_MS = 1_000;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {string[]} paths
 * @param {{ cookies?: import('@playwright/test').Cookie[] }} [options]
 * @returns {Promise<PageJs[]>}
 */
export async function measurePages(browser, base, paths, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    const w = /** @type {Window & { __cls?: number }} */ (window);
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {PerformanceEntry[] & { value: number, hadRecentInput: boolean }[]} */ (list.getEntries())) {
        if (!entry.hadRecentInput) w.__cls = (w.__cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  /** @type {PageJs[]} */
  const pages = [];
  try {
    for (const path of paths) {
      const page = await context.newPage();
      const scripts = await watchScripts(page, base);
      const res = await page.goto(base + path, { waitUntil: 'load', timeout: 30_000 }).catch(() => null);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(SETTLE_MS);
      const before = await scripts.ran();
      await page.keyboard.press('Shift').catch(() => {});
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(SETTLE_MS);
      const after = await scripts.ran();
      const cls = await page.evaluate(() => /** @type {Window & { __cls?: number }} */ (window).__cls ?? 0).catch(() => 0);
      pages.push({ path, status: res?.status() ?? 0, before, after, cls });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return pages;
}

/**
 * gzip -9 size of each script file, fetched once.
 * @param {string} base
 * @param {string[]} paths
 * @returns {Promise<Record<string, number>>}
 */
export async function gzipSizes(base, paths) {
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const path of new Set(paths)) {
    const body = Buffer.from(await (await fetch(base + path)).arrayBuffer());
    sizes[path] = gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

/** @param {string[]} paths @param {Record<string, number>} sizes */
export const totalGzip = (paths, sizes) => paths.reduce((sum, path) => sum + (sizes[path] ?? 0), 0);
