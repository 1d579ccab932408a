// @ts-check
/**
 * `npm run bench`, Lighthouse 13 (CLI, mobile, default throttling) per page, as a guest or with a
 * session's Cookie header (`--extra-headers`). Scores 0–100 per category, and the page's CLS.
 * A run that fails to record its trace (Chromium's NO_NAVSTART, now and then on a busy machine)
 * is tried once more before it is reported as an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, run } from '../server-control.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {{ base: string, path: string, chromePath: string, out: string, cookie?: string, label: string }} options
 * @returns {Promise<{ path: string, label: string, error?: string, scores?: Record<string, number>, cls?: number, report?: string }>}
 */
export async function lighthouse({ base, path, chromePath, out, cookie, label }, attempt = 1) {
  const file = join(out, `lighthouse-${label}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.json`);
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
    return attempt < 2 ? lighthouse({ base, path, chromePath, out, cookie, label }, attempt + 1) : { path, label, error: `lighthouse exit ${code}` };
  }
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const cls = lhr.audits?.['cumulative-layout-shift']?.numericValue;
  return { path, label, scores, cls: typeof cls === 'number' ? cls : undefined, report: relative(ROOT, file) };
}
