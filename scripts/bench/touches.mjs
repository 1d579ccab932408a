// @ts-check
/**
 * `npm run bench`, issue 33 items 4 and 5 (docs/decisions/0066-react-runtime.md):
 *
 * - JavaScript per page class at three moments, on a phone (390 × 844): before any interaction,
 *   after a tap on the header, after a tap on the page's main island. Only what is touched
 *   loads, so the header's tap fetches the runtime and the shell, the main island's its own code.
 * - The first tap's answer on a phone profile (4× CPU slowdown, 1.6 Mbps down, 750 kbps up,
 *   150 ms round trip, cold cache): the page is loaded, left alone for 3 s, then tapped; the time
 *   from the tap (the page's own `pointerdown` timestamp) to the first frame showing its effect.
 *   A benchmark, not a test: it asserts nothing.
 */

/**
 * @typedef {{ name: string, path: string, signedIn: boolean, header: string, main: string | null }} TouchClass
 * @typedef {{ name: string, path: string, signedIn: boolean, before: string[], header: string[], main: string[] | null }} TouchMeasure
 * @typedef {{ name: string, path: string, ms: number | null, error?: string }} FirstTap
 */

/** A representative page per class; selectors of what a player taps on the header and in the page. */
/** @type {TouchClass[]} */
export const TOUCH_CLASSES = [
  { name: 'content page', path: '/en/help/terms', signedIn: false, header: '[data-testid="header-login-button"]', main: null },
  { name: 'lobby', path: '/en/', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island' },
  { name: 'game list', path: '/en/rng', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island' },
  { name: 'login', path: '/en/login', signedIn: false, header: 'main astro-island input', main: 'main astro-island input' },
  { name: 'register', path: '/en/register', signedIn: false, header: '[data-testid="header-login-button"]', main: 'main astro-island input' },
  {
    name: 'member page',
    path: '/en/member/deposit',
    signedIn: true,
    header: 'header [aria-haspopup], header astro-island button',
    main: 'main astro-island input',
  },
  { name: 'records', path: '/en/member/transactions', signedIn: true, header: 'header [aria-haspopup], header astro-island button', main: 'main astro-island' },
];

/**
 * The effect each measured first tap must show: the account menu open, the deposit form's first
 * amount chip in the amount field, the login form's first keystroke in its field.
 * @type {{ name: string, path: string, signedIn: boolean, tap: string, key?: string, effect: string }[]}
 */
export const FIRST_TAPS = [
  {
    name: 'account menu (content page)',
    path: '/en/help/terms',
    signedIn: true,
    tap: 'header button[aria-haspopup="menu"], header button[aria-expanded]',
    effect: 'document.querySelector(\'header [role="menu"], header [aria-expanded="true"]\') !== null',
  },
  {
    name: 'first amount chip (deposit)',
    path: '/en/member/deposit',
    signedIn: true,
    tap: 'main fieldset button',
    effect: "(document.querySelector('#deposit-amount')?.value ?? '') !== ''",
  },
  {
    name: 'first keystroke (login)',
    path: '/en/login',
    signedIn: false,
    tap: 'main input[name="username"]',
    key: 'a',
    effect: "document.querySelector('main input[name=\"username\"]')?.value === 'a'",
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

/** Same-origin scripts the page fetches from now on. @param {import('@playwright/test').Page} page @param {string} base */
function scriptsFrom(page, base) {
  /** @type {string[]} */
  const seen = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === base && (res.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname))) seen.push(url.pathname);
  });
  return seen;
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
  /** @type {TouchMeasure[]} */
  const out = [];
  for (const c of TOUCH_CLASSES) {
    const context = await phoneContext(browser, c.signedIn ? session : undefined);
    try {
      const page = await context.newPage();
      const scripts = scriptsFrom(page, base);
      await page.goto(base + c.path, { waitUntil: 'load' });
      await settle(page);
      const before = [...new Set(scripts)];
      await page
        .locator(c.header)
        .first()
        .tap({ timeout: 5_000 })
        .catch(() => {});
      await settle(page);
      await page.keyboard.press('Escape').catch(() => {});
      const header = [...new Set(scripts)];
      let main = null;
      if (c.main) {
        await page
          .locator(c.main)
          .first()
          .tap({ timeout: 5_000 })
          .catch(() => {});
        await settle(page);
        main = [...new Set(scripts)];
      }
      out.push({ name: c.name, path: c.path, signedIn: c.signedIn, before, header, main });
    } finally {
      await context.close();
    }
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
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = /** @type {Window & { __tapAt?: number }} */ (window);
        document.addEventListener('pointerdown', (event) => (w.__tapAt ??= event.timeStamp), { capture: true });
        document.addEventListener('keydown', (event) => (w.__tapAt ??= event.timeStamp), { capture: true });
      });
      await page.goto(base + tap.path, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(3_000);
      const target = page.locator(tap.tap).first();
      if (tap.key) {
        await target.focus();
        await page.keyboard.press(tap.key);
      } else await target.tap({ timeout: 10_000 });
      const effectAt = await page.waitForFunction(`(${tap.effect}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 20_000 });
      const at = Number(await effectAt.jsonValue());
      const tapAt = await page.evaluate(() => /** @type {Window & { __tapAt?: number }} */ (window).__tapAt ?? null);
      out.push({ name: tap.name, path: tap.path, ms: tapAt === null ? null : Math.max(0, at - tapAt) });
    } catch (error) {
      out.push({ name: tap.name, path: tap.path, ms: null, error: String(error).split('\n')[0] });
    } finally {
      await context.close();
    }
  }
  return out;
}
