/**
 * `npm run audit:seo`: crawls the built site as a search engine would and fails (exit 1) on
 * anything that would hurt it in search: broken internal links and anchors, missing or
 * duplicate titles and descriptions among indexable pages, canonicals, hreflang without
 * return links or pointing to pages that are not indexable, `<html lang>` that disagrees
 * with hreflang, images without alt, sitemap entries that are not indexable pages.
 * The rules are in src/lib/seo/audit/ (unit-tested); this file only runs them.
 *
 * It starts the built server (building it first if sources changed) on a free port with a
 * fresh temporary database and SITE_URL set to a fixed public origin, and sends every
 * request for that origin to the local server: the pages must never use the host they were
 * asked on. It starts from /, every locale's home and /sitemap.xml, obeying robots.txt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfNeeded, startServer, waitForHealth } from './server-control.mjs';
import { PUBLISHED_LOCALES } from '../src/lib/i18n/locales.ts';
import { pageUrl } from '../src/lib/seo/urls.ts';
import { crawl, type FetchResult, type Source } from '../src/lib/seo/audit/crawl.ts';
import { auditProblems } from '../src/lib/seo/audit/checks.ts';
import { parseRobots, isAllowed, type RobotsRules } from '../src/lib/seo/audit/robots-rules.ts';
import { parseSitemap, type ParsedSitemap } from '../src/lib/seo/audit/parse-sitemap.ts';
import { formatReport } from '../src/lib/seo/audit/report.ts';

/** The public origin the audited server believes it has (a reserved name: never resolved). */
const SITE = 'https://www.lucky-star.example';
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 20_000;

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** A port nobody listens on right now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

await buildIfNeeded();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'seo-audit-'));
const { child, url: local } = startServer({
  port,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The embedded reference platform, fresh, whatever the caller's environment points at.
  env: {
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    PLATFORM_URL: undefined,
    DATABASE_URL: undefined,
    PLATFORM_MAINTENANCE: undefined,
    PLATFORM_REGION_RESTRICTED: undefined,
    LOGIN_REQUIRED: undefined,
    PLATFORM_DEV_TOOLS: undefined,
  },
});

const stop = async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** Fetches a public URL from the local server: same path and query, no redirects followed. */
async function fetchPublic(url: string): Promise<FetchResult> {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${local}${pathname}${search}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const textual = /text\/html|xml|text\/plain/.test(contentType);
  const body = textual ? await response.text() : null;
  if (!textual) await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location'), contentType, robotsTag: response.headers.get('x-robots-tag'), body };
}

let exitCode = 1;
try {
  await waitForHealth(local, child);
  console.log(`Auditing ${SITE} (served on ${local}, database ${dataDir})…`);

  const robotsAnswer = await fetchPublic(`${SITE}/robots.txt`);
  const rules: RobotsRules = parseRobots(robotsAnswer.body ?? '');
  const sitemapAnswer = await fetchPublic(`${SITE}/sitemap.xml`);
  const sitemap: ParsedSitemap | null = sitemapAnswer.status === 200 && sitemapAnswer.body !== null ? parseSitemap(sitemapAnswer.body) : null;

  const start: { url: string; source: Source }[] = [
    { url: `${SITE}/`, source: 'start' },
    ...PUBLISHED_LOCALES.map((info) => ({ url: pageUrl(SITE, '/', info), source: 'start' as const })),
    ...(sitemap?.urls ?? []).map((entry) => ({ url: entry.loc, source: 'sitemap' as const })),
  ];
  let lastShown = performance.now();
  const result = await crawl({
    site: SITE,
    start,
    fetcher: fetchPublic,
    isAllowed: (path) => isAllowed(rules, path),
    concurrency: CONCURRENCY,
    onPage: (_record, crawled) => {
      if (performance.now() - lastShown < 10_000) return;
      lastShown = performance.now();
      console.log(`  ${crawled} pages crawled (${seconds()} s)…`);
    },
  });

  const problems = auditProblems({ site: SITE, crawl: result, sitemap, robots: { status: robotsAnswer.status, rules } });
  const records = [...result.records.values()];
  const followed = records.filter((r) => r.followed).length;
  console.log(formatReport(problems, SITE));
  console.log(
    `\n${records.length} pages crawled (${followed} read whole, ${result.disallowed.size} URLs left alone by robots.txt), ` +
      `${sitemap?.urls.length ?? 0} sitemap URLs, ${problems.length} problem${problems.length === 1 ? '' : 's'}, ${seconds()} s`,
  );
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`audit:seo could not run: ${(error as Error).message}`);
} finally {
  await stop();
}
process.exit(exitCode);
