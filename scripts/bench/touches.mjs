// @ts-check
/**
 * `npm run bench`, issue 33 items 4 and 5 (docs/decisions/0066-react-runtime.md):
 *
 * - JavaScript per page class, on a phone (390 × 844): what the page runs before any interaction,
 *   what it fetches ahead at idle without running it, what it runs after a tap on the header,
 *   and, on a fresh load, after a tap on the page's main island (V8 coverage: ./ran-scripts.mjs). Only what is touched
 *   loads, so the header's tap fetches the runtime and the shell, the main island's its own code.
 * - The first tap's answer on a phone profile (4× CPU slowdown, 1.6 Mbps down, 750 kbps up,
 *   150 ms round trip, cold cache): the page is loaded, left alone for 3 s, then tapped; the time
 *   from the tap (the page's own `pointerdown` timestamp) to the first frame showing its effect.
 *   A benchmark, not a test: it asserts nothing.
 */
import { watchScripts } from './ran-scripts.mjs';

/**
 * @typedef {{ name: string, path: string, signedIn: boolean, header: string, main: string | null }} TouchClass
 * @typedef {{ name: string, path: string, signedIn: boolean, before: string[], ahead: string[], header: string[], main: string[] | null }} TouchMeasure
 * @typedef {{ name: string, path: string, ms: number | null, error?: string }} FirstTap
 * @typedef {{ selector: string, value?: string | null }} Effect
 */

/** A representative page per class; selectors of what a player taps on the header and in the page. */
/** @type {TouchClass[]} */
export const TOUCH_CLASSES = [
  { name: 'content page', path: '/en/help/terms', signedIn: false, header: '[data-testid="header-login-button"]', main: null },
  // An island element has no box of its own (display: contents): the taps aim at what a player touches.
  { name: 'lobby', path: '/en/', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island a[href]' },
  { name: 'game list', path: '/en/rng', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island input[type="search"]' },
  { name: 'login', path: '/en/login', signedIn: false, header: 'main astro-island input', main: 'main astro-island input' },
  { name: 'register', path: '/en/register', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island input' },
  {
    name: 'member page',
    path: '/en/member/deposit',
    signedIn: true,
    header: 'header [aria-haspopup], header astro-island button',
    main: 'main astro-island input',
  },
  // The records are server HTML (a form of links and a table): no island of their own to touch.
  { name: 'records', path: '/en/member/transactions', signedIn: true, header: 'header [aria-haspopup], header astro-island button', main: null },
];

/**
 * The effect each measured first tap must show: the account menu open, the deposit form's first
 * amount chip in the amount field, the login form's first keystroke in its field.
 * `effect`: the element that must exist, or whose value must be `value` (or anything but empty).
 * @type {{ name: string, path: string, signedIn: boolean, tap: string, key?: string, effect: Effect }[]}
 */
export const FIRST_TAPS = [
  {
    name: 'account menu (content page)',
    path: '/en/help/terms',
    signedIn: true,
    tap: 'header button[aria-haspopup="menu"], header button[aria-expanded]',
    effect: { selector: 'header [role="menu"], header [aria-expanded="true"]' },
  },
  {
    name: 'first amount chip (deposit)',
    path: '/en/member/deposit',
    signedIn: true,
    tap: 'main fieldset button',
    effect: { selector: '#deposit-amount', value: null },
  },
  {
    name: 'first keystroke (login)',
    path: '/en/login',
    signedIn: false,
    tap: 'main input[name="username"]',
    key: 'a',
    effect: { selector: 'main input[name="username"]', value: 'a' },
  },
];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ cookies: import('@playwright/test').Cookie[] }} [session]
 */
async function phoneContext(browser, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (session) await context.addCookies(session.cookies);
  return context;
}

/** @param {import('@playwright/test').Page} page */
const settle = async (page) => {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(500);
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {{ cookies: import('@playwright/test').Cookie[] }} session
 * @returns {Promise<TouchMeasure[]>}
 */
export async function measureTouches(browser, base, session) {
  /**
   * Loads the class's page afresh, lets it settle, and taps `selector` (when given): what it had
   * run before the tap, what it fetched ahead, and what it has run after.
   * @param {TouchClass} c
   * @param {string | null} selector
   */
  const visit = async (c, selector) => {
    const context = await phoneContext(browser, c.signedIn ? session : undefined);
    try {
      const page = await context.newPage();
      const scripts = await watchScripts(page, base);
      await page.goto(base + c.path, { waitUntil: 'load' });
      await settle(page);
      const before = await scripts.ran();
      const ahead = await scripts.fetchedAhead();
      if (selector) {
        await page
          .locator(selector)
          .first()
          .tap({ timeout: 5_000 })
          .catch(() => {});
        await settle(page);
      }
      return { before, ahead, after: await scripts.ran() };
    } finally {
      await context.close();
    }
  };
  /** @type {TouchMeasure[]} */
  const out = [];
  for (const c of TOUCH_CLASSES) {
    // Each tap on a page of its own: a column says what that one touch runs.
    const header = await visit(c, c.header);
    const main = c.main ? await visit(c, c.main) : null;
    out.push({ name: c.name, path: c.path, signedIn: c.signedIn, before: header.before, ahead: header.ahead, header: header.after, main: main?.after ?? null });
  }
  return out;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {{ cookies: import('@playwright/test').Cookie[] }} session
 * @returns {Promise<FirstTap[]>}
 */
export async function measureFirstTaps(browser, base, session) {
  /** @type {FirstTap[]} */
  const out = [];
  for (const tap of FIRST_TAPS) {
    const context = await phoneContext(browser, tap.signedIn ? session : undefined);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // A fresh context is a cold cache; the cache stays on, as a phone's does, for the idle prefetch.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The page's CSP allows no eval, so the effect is watched by an init script (which it does
      // not govern), frame by frame from the tap on, and read back with page.evaluate.
      await page.addInitScript((effect) => {
        const w = /** @type {Window & { __tapAt?: number, __effectAt?: number }} */ (window);
        const shown = () => {
          const el = document.querySelector(effect.selector);
          if (!el) return false;
          if (effect.value === undefined) return true;
          const value = /** @type {HTMLInputElement} */ (el).value ?? '';
          return effect.value === null ? value !== '' : value === effect.value;
        };
        const watch = () => {
          if (shown()) w.__effectAt = performance.now();
          else requestAnimationFrame(watch);
        };
        const tapped = (/** @type {Event} */ event) => {
          if (w.__tapAt !== undefined) return;
          w.__tapAt = event.timeStamp;
          requestAnimationFrame(watch);
        };
        document.addEventListener('pointerdown', tapped, { capture: true });
        document.addEventListener('keydown', tapped, { capture: true });
      }, tap.effect);
      await page.goto(base + tap.path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(3_000);
      const target = page.locator(tap.tap).first();
      if (tap.key) {
        await target.focus();
        await page.keyboard.press(tap.key);
      } else await target.tap({ timeout: 10_000 });
      /** @type {{ tapAt?: number, effectAt?: number }} */
      let seen = {};
      for (let waited = 0; waited < 20_000 && seen.effectAt === undefined; waited += 100) {
        await page.waitForTimeout(100);
        seen = await page.evaluate(() => {
          const w = /** @type {Window & { __tapAt?: number, __effectAt?: number }} */ (window);
          return { tapAt: w.__tapAt, effectAt: w.__effectAt };
        });
      }
      const ms = seen.tapAt !== undefined && seen.effectAt !== undefined ? Math.max(0, seen.effectAt - seen.tapAt) : null;
      out.push({ name: tap.name, path: tap.path, ms, ...(ms === null ? { error: 'its effect was not seen within 20 s' } : {}) });
    } catch (error) {
      out.push({ name: tap.name, path: tap.path, ms: null, error: String(error).split('\n')[0] });
    } finally {
      await context.close();
    }
  }
  return out;
}
