// @ts-check
/**
 * `npm run bench`: measures the budgets of docs/architecture.md "Budgets" and reports them, asserting
 * nothing. Builds if needed, starts the built server on port 4500 with a fresh embedded
 * database (.bench/data), then measures: JavaScript per page (gzip, as a phone loads it),
 * Lighthouse mobile scores for key pages, and server throughput of a server-rendered page as a
 * ratio of a static one. Writes .bench/report.json and prints the tables.
 * Pages: every prerendered .html in dist/client plus scripts/bench-pages.json (paths with
 * "404" in them are expected to 404; other 404s are skipped). BENCH_LIGHTHOUSE="/,/x" overrides
 * the Lighthouse pages.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { ROOT, buildIfNeeded, printTable, run, startServer, waitForHealth } from './server-control.mjs';

const PORT = 4500;
const OUT = join(ROOT, '.bench');
const LIGHTHOUSE_PAGES = (process.env.BENCH_LIGHTHOUSE || '/,/help,/help/responsible-gaming,/promotions,/promoDetail?id=1,/landing/welcome-bonus').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const key = (/** @type {string} */ p) => p.replace(/\/+$/, '') || '/';

/** URL paths of the prerendered pages: dist/client/a/index.html → /a/, a.html → /a. */
function prerenderedPaths(dir = join(ROOT, 'dist', 'client')) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const rel = relative(join(ROOT, 'dist', 'client'), join(e.parentPath, e.name))
      .split(sep)
      .join('/');
    if (/^(404|500)\.html$/.test(rel)) continue; // error pages: covered by the explicit 404 check
    out.push('/' + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
  }
  return out.sort();
}

/** A static file at the top of dist/client (e.g. /favicon.svg), for the throughput baseline. */
function staticFile(dir = join(ROOT, 'dist', 'client')) {
  const f = existsSync(dir) && readdirSync(dir, { withFileTypes: true }).find((e) => e.isFile());
  return f ? `/${f.name}` : undefined;
}

/** @typedef {{ path: string, status: number, scripts: string[], jsGzip?: number }} PageScripts */

/**
 * Loads each page in mobile Chromium and returns the same-origin scripts it fetched.
 * @param {string} base
 * @param {string[]} paths
 * @returns {Promise<PageScripts[]>}
 */
async function measureJs(base, paths) {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const pages = [];
  try {
    for (const path of paths) {
      const page = await context.newPage();
      const scripts = new Set();
      page.on('response', (res) => {
        const u = new URL(res.url());
        const isJs = res.request().resourceType() === 'script' || /\.m?js$/.test(u.pathname);
        if (u.origin === base && isJs) scripts.add(u.href);
      });
      const res = await page.goto(base + path, { waitUntil: 'load', timeout: 30_000 }).catch(() => null);
      const status = res?.status() ?? 0;
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)).catch(() => {});
      await page.waitForTimeout(1_000);
      await page.close();
      const expect404 = path.includes('404');
      if (status === 404 && !expect404) {
        console.log(`  skipped ${path} (404)`);
        continue;
      }
      pages.push({ path, status, scripts: [...scripts].sort() });
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/**
 * gzip -9 size of each script, fetched once.
 * @param {string[]} urls
 */
async function gzipSizes(urls) {
  /** @type {Record<string, { raw: number, gzip: number }>} */
  const sizes = {};
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(u)).arrayBuffer());
    sizes[u] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  return sizes;
}

/**
 * Lighthouse 13 CLI, mobile, default throttling; returns scores 0–100 per category. A run that
 * fails to record its trace (Chromium's NO_NAVSTART, now and then on a busy machine) is tried
 * once more before it is reported as an error.
 * @param {string} base
 * @param {string} path
 * @param {string} chromePath
 * @returns {Promise<{ path: string, error?: string, scores?: Record<string, number>, report?: string }>}
 */
async function lighthouse(base, path, chromePath, attempt = 1) {
  const file = join(OUT, `lighthouse${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.json`);
  const code = await run(
    'npx',
    [
      'lighthouse',
      base + path,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (code !== 0 || !existsSync(file)) {
    return attempt < 2 ? lighthouse(base, path, chromePath, attempt + 1) : { path, error: `lighthouse exit ${code}` };
  }
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  return { path, scores, report: relative(ROOT, file) };
}

/**
 * Requests per second of one URL: `concurrency` fetch loops for `ms`, after a 1 s warm-up.
 * @param {string} url
 */
async function throughput(url, ms = 5_000, concurrency = 8) {
  const loop = async (/** @type {number} */ until, /** @type {{ ok: number, errors: number }} */ counter) => {
    while (Date.now() < until) {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) counter.ok++;
      else counter.errors++;
    }
  };
  const warm = { ok: 0, errors: 0 };
  await Promise.all(Array.from({ length: concurrency }, () => loop(Date.now() + 1_000, warm)));
  const c = { ok: 0, errors: 0 };
  const start = Date.now();
  await Promise.all(Array.from({ length: concurrency }, () => loop(start + ms, c)));
  const secs = (Date.now() - start) / 1000;
  return { url, requests: c.ok, errors: c.errors, seconds: secs, rps: Math.round(c.ok / secs) };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────
const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: run `npm run test:e2e` once or `node scripts/ensure-browser.mjs`.');
  process.exit(1);
}
await buildIfNeeded();
rmSync(join(OUT, 'data'), { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const env = {
  DATA_DIR: join('.bench', 'data'),
  PLATFORM_URL: undefined,
  DATABASE_URL: undefined,
  PLATFORM_MAINTENANCE: undefined,
  PLATFORM_REGION_RESTRICTED: undefined,
  PLATFORM_DEV_TOOLS: undefined,
};
const { child, url: base } = startServer({ port: PORT, env, stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await waitForHealth(base, child);
  const static_ = prerenderedPaths();
  const listed = JSON.parse(readFileSync(join(ROOT, 'scripts', 'bench-pages.json'), 'utf8'));
  const seen = new Set();
  const paths = [...static_, ...listed].filter((p) => !seen.has(key(p)) && seen.add(key(p)));
  console.log(`\nJavaScript per page (${paths.length} pages, mobile 390×844, gzip -9)…`);
  const pages = await measureJs(base, paths);
  const sizes = await gzipSizes([...new Set(pages.flatMap((p) => p.scripts))]);
  for (const p of pages) p.jsGzip = p.scripts.reduce((s, u) => s + (sizes[u]?.gzip ?? 0), 0);
  const totalGzip = Object.values(sizes).reduce((s, x) => s + x.gzip, 0);
  printTable(
    ['Page', 'Status', 'JS files', 'JS gzip KB'],
    [...pages.map((p) => [p.path, p.status, p.scripts.length, kb(p.jsGzip ?? 0)]), ['All pages, unique', '', Object.keys(sizes).length, kb(totalGzip)]],
  );

  console.log('\nLighthouse 13, mobile…');
  const lh = [];
  for (const p of LIGHTHOUSE_PAGES) lh.push(await lighthouse(base, p, chromePath));
  printTable(
    ['Page', ...CATEGORIES],
    lh.map((r) => [r.path, ...(r.scores ? CATEGORIES.map((c) => r.scores?.[c]) : [r.error, '', '', ''])]),
  );

  // A prerendered page if there is one, else a static file (the same server's fastest path).
  const staticPath = static_.find((p) => key(p) === '/help/responsible-gaming') ?? static_[0] ?? staticFile();
  console.log('\nThroughput, 8 concurrent loopback clients, 5 s each…');
  const ssr = await throughput(`${base}/`);
  const stat = staticPath ? await throughput(base + staticPath) : null;
  const ratio = stat ? ssr.rps / stat.rps : null;
  printTable(
    ['URL', 'req/s', 'errors'],
    [ssr, stat].flatMap((t) => (t ? [t] : [])).map((t) => [t.url.slice(base.length), t.rps, t.errors]),
  );
  console.log(ratio === null ? 'No static page or file to compare with.' : `Server-rendered / static: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)} %)`);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: chromePath,
    base,
    javascript: { pages, scripts: sizes, totalUniqueGzip: totalGzip },
    lighthouse: lh,
    throughput: { serverRendered: ssr, static: stat, ratio },
  };
  writeFileSync(join(OUT, 'report.json'), JSON.stringify(report, null, 2));
  console.log(`\nReport: ${relative(ROOT, join(OUT, 'report.json'))}`);
} finally {
  stop();
}
