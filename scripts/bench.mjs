// @ts-check
/**
 * `npm run bench`: measures the budgets of docs/architecture.md "Budgets" and issue 18, and reports
 * them, asserting nothing (timings belong in benchmarks, never in tests). Builds if needed,
 * starts the built server on port 4500 with a fresh embedded database (.bench/data), then:
 *
 * 1. JavaScript per page, before and after the first interaction, as a guest and logged in, with
 *    each page's cumulative layout shift (scripts/bench/javascript.mjs);
 * 1b. per page class, JavaScript before any tap, after a tap on the header and after one on the
 *    page's main island, and the first tap's answer on a phone profile (scripts/bench/touches.mjs,
 *    issue 33 items 4 and 5);
 * 2. Lighthouse mobile for home, a game page, help, an article, promotions, a landing page, login,
 *    register, deposit and the account record, as a guest and logged in, the median of BENCH_LIGHTHOUSE_RUNS runs (default 3) each
 *    (scripts/bench/lighthouse.mjs), and the machine's ceiling beside them: a page of one heading
 *    with the site's headers, and the same without its opener policy (scripts/bench/control.mjs);
 * 3. throughput of each guest page as a ratio of the same server's static file, side by side with
 *    autocannon (scripts/bench/throughput.mjs).
 *
 * Writes .bench/report.json and prints the tables. Pages: every prerendered .html in dist/client
 * plus scripts/bench-pages.json (paths with "404" in them are expected to 404). BENCH_LIGHTHOUSE=
 * "/,/x" overrides the Lighthouse pages; BENCH_SKIP="lighthouse,throughput" leaves parts out.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { ROOT, buildIfNeeded, printTable, startServer, waitForHealth } from './server-control.mjs';
import { gzipSizes, measurePages, totalGzip } from './bench/javascript.mjs';
import { CONTROL_PATHS, startControlServer } from './bench/control.mjs';
import { CATEGORIES, LIGHTHOUSE_RUNS, lighthouse } from './bench/lighthouse.mjs';
import { logIn } from './bench/session.mjs';
import { throughput } from './bench/throughput.mjs';
import { FIRST_TAPS, measureFirstTaps, measureTouches } from './bench/touches.mjs';

const PORT = 4500;
const CONTROL_PORT = 4501;
const OUT = join(ROOT, '.bench');
/**
 * Issue 18 item 4: home, a game page, help, an article, promotions, a landing page; issue 33 item 6:
 * login, register, deposit and the account record (a guest asking for a member page gets the login).
 */
const LIGHTHOUSE_PAGES = (
  process.env.BENCH_LIGHTHOUSE ||
  '/,/rng,/help,/help/responsible-gaming,/promotions,/landing/welcome-bonus,/login,/register,/member/deposit,/member/transactions'
).split(',');
/** Issue 18 item 3: a guest's home, game pages, help and promotions. */
const THROUGHPUT_PAGES = ['/', '/rng', '/live', '/help', '/help/responsible-gaming', '/promotions'];
/** What a page class hydrates without the visitor (docs/decisions/0066-react-runtime.md). */
/** @type {Record<string, string>} */
const HYDRATES_AT_LOAD = {
  lobby: 'carousel, jackpot, notice bar (custom elements, no framework)',
  'game list': 'the same custom elements; the list at once only with ?vassalage or a player list',
  'member page': 'the badge script; deposit at once only back from a provider (?order=), withdraw while one is in progress',
  records: 'the badge script',
};
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
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
    if (/^(404|500)\.html$/.test(rel)) continue;
    out.push('/' + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
  }
  return out.sort();
}

/**
 * The same server's static file for the throughput baseline: a prerendered page, else a stylesheet.
 * @param {string[]} prerendered
 */
function staticBaseline(prerendered) {
  if (prerendered[0]) return prerendered[0];
  const dir = join(ROOT, 'dist', 'client', '_astro');
  const css = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.css')) : [];
  return css[0] ? `/_astro/${css[0]}` : '/favicon.svg';
}

/** @param {string} path a control page's path */
const controlName = (path) => (path === CONTROL_PATHS.withSiteHeaders ? 'control page' : 'control page, no COOP');

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
  // Only for the logged-in figures: the captcha's answer from the dev outbox (scripts/bench/session.mjs).
  PLATFORM_DEV_TOOLS: '1',
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
  const prerendered = prerenderedPaths();
  const listed = JSON.parse(readFileSync(join(ROOT, 'scripts', 'bench-pages.json'), 'utf8'));
  const seen = new Set();
  const paths = [...prerendered, ...listed].filter((p) => !seen.has(key(p)) && seen.add(key(p)));
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  /** @type {Record<string, unknown>} */
  const report = { date: new Date().toISOString(), node: process.version, chromium: chromePath, base };
  try {
    console.log(`\nJavaScript and layout shift per page (${paths.length} pages, mobile 390×844, gzip -9), guest, then logged in…`);
    const session = await logIn(browser, base);
    const guest = await measurePages(browser, base, paths);
    const member = await measurePages(
      browser,
      base,
      paths.filter((p) => !p.includes('404')),
      { cookies: session.cookies },
    );
    const sizes = await gzipSizes(
      base,
      [...guest, ...member].flatMap((p) => p.after),
    );
    const byPath = new Map(member.map((p) => [p.path, p]));
    printTable(
      ['Page', 'Status', 'Guest files before', 'KB before', 'KB after', 'CLS', 'Logged in KB before', 'KB after', 'CLS'],
      guest.map((p) => {
        const m = byPath.get(p.path);
        return [
          p.path,
          p.status,
          p.before.length,
          kb(totalGzip(p.before, sizes)),
          kb(totalGzip(p.after, sizes)),
          p.cls.toFixed(3),
          m ? kb(totalGzip(m.before, sizes)) : '',
          m ? kb(totalGzip(m.after, sizes)) : '',
          m ? m.cls.toFixed(3) : '',
        ];
      }),
    );
    report.javascript = { guest, member, sizes };

    console.log('\nJavaScript per page class: before any tap, after a tap on the header, after one on the main island (KB gzip)…');
    const touches = await measureTouches(browser, base, session);
    const touchSizes = await gzipSizes(
      base,
      touches.flatMap((t) => [...t.ahead, ...t.header, ...(t.main ?? [])]),
    );
    console.log('Run: what the page has run (V8 coverage). Fetched ahead: compiled at idle, not run (src/lib/hydration/prefetch.ts).');
    printTable(
      ['Class', 'Page', 'As', 'Run before', 'Fetched ahead', 'Run, header tapped', 'Run, main island tapped', 'Hydrates at load'],
      touches.map((t) => [
        t.name,
        t.path,
        t.signedIn ? 'player' : 'guest',
        kb(totalGzip(t.before, touchSizes)),
        kb(totalGzip(t.ahead, touchSizes)),
        kb(totalGzip(t.header, touchSizes)),
        t.main ? kb(totalGzip(t.main, touchSizes)) : '—',
        HYDRATES_AT_LOAD[t.name] ?? 'nothing',
      ]),
    );
    console.log('\nThe first tap on a phone profile (4× CPU, 1.6 Mbps, 150 ms round trip, cold cache), 3 s after load…');
    const firstTaps = await measureFirstTaps(browser, base, session);
    printTable(
      ['First tap', 'Page', 'ms to its effect'],
      firstTaps.map((t) => [t.name, t.path, t.ms === null ? (t.error ?? 'not seen') : t.ms.toFixed(0)]),
    );
    report.touches = { touches, sizes: touchSizes, firstTaps, firstTapPages: FIRST_TAPS.map((t) => t.path) };

    if (!SKIP.has('lighthouse')) {
      console.log(`\nLighthouse 13, mobile, guest and logged in, the median of ${LIGHTHOUSE_RUNS} runs each…`);
      const lh = [];
      for (const path of LIGHTHOUSE_PAGES) {
        lh.push(await lighthouse({ base, path, chromePath, out: OUT, label: 'guest' }));
        lh.push(await lighthouse({ base, path, chromePath, out: OUT, label: 'member', cookie: session.header }));
      }
      const control = await startControlServer(base, CONTROL_PORT);
      try {
        lh.push(await lighthouse({ base: control.base, path: CONTROL_PATHS.withSiteHeaders, chromePath, out: OUT, label: 'control' }));
        lh.push(await lighthouse({ base: control.base, path: CONTROL_PATHS.withoutOpenerPolicy, chromePath, out: OUT, label: 'control' }));
      } finally {
        await control.close();
      }
      printTable(
        ['Page', 'As', ...CATEGORIES, 'CLS', 'TBT ms', 'FCP ms', 'performance, each run'],
        lh.map((r) => [
          r.label === 'control' ? controlName(r.path) : r.path,
          r.label,
          ...(r.scores ? CATEGORIES.map((c) => r.scores?.[c]) : [r.error, '', '', '']),
          r.cls?.toFixed(3) ?? '',
          r.tbtMs?.toFixed(0) ?? '',
          r.fcpMs?.toFixed(0) ?? '',
          r.performanceRuns?.join(' ') ?? '',
        ]),
      );
      console.log(
        "The control rows are the machine's ceiling: a page of one heading and one paragraph, no script or stylesheet, with the site's headers, then without Cross-Origin-Opener-Policy (docs/decisions/0054-lighthouse-ceiling.md).",
      );
      report.lighthouse = lh;
    }
  } finally {
    await browser.close();
  }

  if (!SKIP.has('throughput')) {
    const staticPath = staticBaseline(prerendered);
    console.log(`\nThroughput (autocannon, 16 connections, 5 s each, br/gzip), each guest page against ${staticPath}…`);
    const stat = await throughput(base + staticPath);
    const rows = [];
    for (const path of THROUGHPUT_PAGES) rows.push(await throughput(base + path));
    printTable(
      ['URL', 'req/s', 'p99 ms', 'errors', 'non-2xx', '% of static'],
      [stat, ...rows].map((t) => [t.url.slice(base.length), t.rps, t.p99Ms, t.errors, t.non2xx, ((t.rps / stat.rps) * 100).toFixed(0)]),
    );
    report.throughput = { static: stat, pages: rows.map((t) => ({ ...t, ratio: t.rps / stat.rps })) };
  }

  writeFileSync(join(OUT, 'report.json'), JSON.stringify(report, null, 2));
  console.log(`\nReport: ${relative(ROOT, join(OUT, 'report.json'))}`);
} finally {
  stop();
}
