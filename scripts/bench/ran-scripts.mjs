// @ts-check
/**
 * Which same-origin script files a page has *run*, for the bench's JavaScript figures (issue 33
 * items 3–5). Counting the files a page fetches no longer says it: at idle the islands' code is
 * fetched and compiled ahead, not run (`<link rel="modulepreload" data-idle-prefetch>`,
 * src/lib/hydration/prefetch.ts), and a later `import()` of it makes no request at all. V8's
 * precise coverage does say it: a file that ran has a function called at least once (its module
 * body), one only compiled has none. Started before the page's first script, read as often as
 * needed; the answer accumulates (reading resets V8's counters).
 */

/**
 * @param {import('@playwright/test').Page} page  a page not yet navigated
 * @param {string} base  the site's origin
 * @returns {Promise<{ ran: () => Promise<string[]>, fetchedAhead: () => Promise<string[]> }>}
 */
export async function watchScripts(page, base) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  /** @type {Set<string>} */
  const seen = new Set();
  const pathOf = (/** @type {string} */ url) => {
    try {
      const parsed = new URL(url);
      return parsed.origin === base && parsed.pathname.endsWith('.js') ? parsed.pathname : null;
    } catch {
      return null;
    }
  };
  return {
    ran: async () => {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      for (const script of result) {
        const path = pathOf(script.url);
        if (path && script.functions.some((fn) => fn.ranges.some((range) => range.count > 0))) seen.add(path);
      }
      return [...seen].sort();
    },
    fetchedAhead: async () =>
      (await page.evaluate(() => [...document.querySelectorAll('link[data-idle-prefetch]')].map((link) => /** @type {HTMLLinkElement} */ (link).href)))
        .map(pathOf)
        .filter((path) => path !== null)
        .sort(),
  };
}
