// @ts-check
/**
 * `npm run bench`, Lighthouse 13 (CLI, mobile, default throttling) per page, as a guest or with a
 * session's Cookie header (`--extra-headers`). One run's performance score moves by up to ten
 * points on the same build (CPU contention on a small machine), so each page is run several
 * times and the report is the median run as Lighthouse picks it (`computeMedianRun`: the run
 * nearest the median first paint and time to interactive), the method Lighthouse's
 * docs/variability.md recommends ("the median of 5 runs is twice as stable as 1 run"). Every
 * run's performance score is kept beside it, so the spread is visible.
 * A run that fails to record its trace (Chromium's NO_NAVSTART, now and then on a busy machine)
 * is tried once more before it is reported as an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { ROOT, run } from '../server-control.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs per page and session state (`BENCH_LIGHTHOUSE_RUNS`, default 3). */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

/**
 * @typedef {{ path: string, label: string, error?: string, scores?: Record<string, number>, performanceRuns?: number[],
 *   cls?: number, tbtMs?: number, fcpMs?: number, lcpMs?: number, report?: string }} LighthouseResult
 */

/**
 * @param {{ base: string, path: string, chromePath: string, out: string, cookie?: string, label: string }} options
 * @returns {Promise<LighthouseResult>}
 */
export async function lighthouse(options) {
  /** @type {{ lhr: any, file: string }[]} */
  const runs = [];
  for (let index = 1; index <= LIGHTHOUSE_RUNS; index += 1) {
    const done = await lighthouseRun(options, index);
    if (done) runs.push(done);
  }
  const valid = filterToValidRuns(runs.map((r) => r.lhr));
  if (valid.length === 0) return { path: options.path, label: options.label, error: 'no Lighthouse run finished' };
  const median = computeMedianRun(valid);
  const score = (/** @type {any} */ lhr, /** @type {string} */ c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => {
    const value = median.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : undefined;
  };
  return {
    path: options.path,
    label: options.label,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])),
    performanceRuns: valid.map((lhr) => score(lhr, 'performance')),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    // The median is one of the runs' reports, so its file is always found.
    report: relative(ROOT, /** @type {string} */ (runs.find((r) => r.lhr === median)?.file)),
  };
}

/**
 * One Lighthouse run, its JSON report in `out`.
 * @param {{ base: string, path: string, chromePath: string, out: string, cookie?: string, label: string }} options
 * @param {number} index
 * @returns {Promise<{ lhr: any, file: string } | null>}
 */
async function lighthouseRun({ base, path, chromePath, out, cookie, label }, index, attempt = 1) {
  const file = join(out, `lighthouse-${label}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}-${index}.json`);
  const args = [
    'lighthouse',
    base + path,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const code = await run('npx', args, { env: { ...process.env, CHROME_PATH: chromePath } });
  if (code !== 0 || !existsSync(file)) {
    return attempt < 2 ? lighthouseRun({ base, path, chromePath, out, cookie, label }, index, attempt + 1) : null;
  }
  return { lhr: JSON.parse(readFileSync(file, 'utf8')), file };
}
