import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, accountBalance, firstInteraction, loginAndDismissWelcome, type Catalogue } from './helpers';
import { catalogueOf } from './catalogues';
import { GUARDED_URL, MAINTENANCE_URL } from './servers';

type Strings = Catalogue & typeof import('../../src/lib/i18n/catalogues/en/pages.json');
const EN = catalogueOf('en') as unknown as Strings;
const TY = catalogueOf('ty') as unknown as Strings;

/**
 * Islands hydrate `client:idle`; on a busy machine that can take longer than an assertion's
 * default 5 s, so the waits for hydration get more room (they wait, they measure nothing).
 */
const HYDRATION = { timeout: 30_000 };
const accountReady = async (page: Page) => {
  await firstInteraction(page);
  await expect(page.locator('html[data-account-ready]')).toHaveCount(1, HYDRATION);
};
const hydrated = async (page: Page, component: string) => {
  await firstInteraction(page);
  await expect(page.locator(`astro-island[component-url*="${component}"]:not([ssr])`)).toHaveCount(1, HYDRATION);
};

/**
 * Pages that jump or hide things (issue 11, item 13): layout measured in the browser, on the
 * built site. Layout shift is read from the browser's own `layout-shift` entries.
 */

/** Sums the page's layout shifts not caused by input (what CLS counts), from its first paint. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** From now on, sums every layout shift, input or not (hydration after a first interaction must not move anything). */
async function recordAllShiftsFromNow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __allShifts: number };
    w.__allShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.__allShifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });
}

const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

test.describe('the logged-in header', () => {
  for (const width of [390, 1366]) {
    test(`does not move the page as it loads at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await accountReady(page);
      await loginAndDismissWelcome(page, ty, 'team_ana', 'TeamAna2026');
      await recordLayoutShifts(page);
      await page.goto('/');
      // The balance is in the server's HTML: the header is whole before any script runs.
      await expect(accountBalance(page, ty)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // Nor does hydration on the first interaction move it (the shifts after input are counted too).
      await recordAllShiftsFromNow(page);
      await accountReady(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __allShifts: number }).__allShifts)).toBeLessThan(0.01);
    });
  }

  test('hydrates without React errors on logged-in pages', async ({ page }) => {
    await page.goto('/');
    await accountReady(page);
    await loginAndDismissWelcome(page, ty, 'demo_player', 'Player2026');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/rng', '/promotions']) {
      await page.goto(path);
      await accountReady(page);
      await expect(accountBalance(page, ty)).toBeVisible(HYDRATION);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the main nav', () => {
  for (const width of [1366, 1920]) {
    test(`shows every item at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: ty.nav.label });
      const links = nav.locator(':scope > ul > li > a');
      expect(await links.count()).toBeGreaterThan(5);
      for (const label of [ty.nav.home, ty.nav.gameType.RNG, ty.nav.gameType.COCKFIGHT, ty.nav.promotions, ty.nav.download]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      // Every top-level link lies wholly inside the viewport and is not clipped by the list.
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('the RNG page', () => {
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    for (const path of ['/rng', '/rng?page=HB']) {
      test(`${path} stays at the top after it loads at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await hydrated(page, 'GameList');
        // The vendor row has its arrows once hydrated: the moment it brings the current tab into view.
        await expect(page.getByRole('button', { name: ty.games.list.scrollForward })).toBeVisible(HYDRATION);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  }
});

test.describe('the footer', () => {
  for (const width of [390, 1366]) {
    test(`shows every provider logo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const providers = page.getByRole('contentinfo').getByRole('region', { name: ty.lobby.footer.vendorsHeading });
      const logos = providers.getByRole('listitem');
      expect(await logos.count()).toBe(10);
      await providers.scrollIntoViewIfNeeded();
      // Nothing is cut off: every logo lies wholly inside the viewport, none behind a scroller.
      for (const logo of await logos.all()) await expect(logo).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('the phone header', () => {
  test('has Log in, Register and a menu that opens the nav, language and theme as a drawer; desktop keeps the inline form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: en.nav.label });
    const menu = header.locator('details[data-header-menu] > summary');
    await expect(header.getByRole('link', { name: en.login.submit, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: en.accounts.login.register, exact: true })).toBeVisible();
    await expect(header.getByLabel(en.login.username, { exact: true })).toBeHidden();
    await expect(nav).toBeHidden();
    // Nothing in the bar is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: en.nav.promotions })).toBeVisible();
    await expect(header.getByRole('button', { name: en.theme.toggle })).toBeVisible();
    await expect(header.locator('.language-switch summary')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // Log in opens the login popup with the same form.
    await header.getByRole('link', { name: en.login.submit, exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel(en.login.username, { exact: true }).first()).toBeVisible();

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/en/');
    await expect(menu).toBeHidden();
    await expect(nav).toBeVisible();
    await expect(header.getByLabel(en.login.username, { exact: true })).toBeVisible();
  });
});

test.describe('the customer-service button', () => {
  test('sits beside the content column on a wide screen and over nothing at the end of a page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/en/');
    const button = page.getByRole('button', { name: en.accounts.service.open });
    await expect(button).toBeVisible();
    const wide = await button.boundingBox();
    const main = await page.locator('main').boundingBox();
    // The content column's content box (its padding is empty space) ends left of the button.
    expect(wide!.x).toBeGreaterThanOrEqual(main!.x + main!.width - 16);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const phone = await button.boundingBox();
    const lastLine = await page.getByRole('contentinfo').locator('p, li, a').last().boundingBox();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(phone!.y);
  });
});

test.describe('the maintenance screen', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

  test('shows the end time in the visitor’s time zone and names the zone', async ({ page }) => {
    await page.goto(`${MAINTENANCE_URL}/en/`);
    // 2099-01-01T08:00:00Z is 17:00 in Tokyo (UTC+9).
    const until = page.locator('time[datetime="2099-01-01T08:00:00.000Z"]');
    await expect(until).toHaveText(/5:00\s?PM/);
    await expect(until).toHaveText(/GMT\+9|JST/);
  });

  test('names UTC before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.goto(`${MAINTENANCE_URL}/en/`);
    await expect(page.locator('time[datetime="2099-01-01T08:00:00.000Z"]')).toHaveText(/8:00\s?AM.*UTC/);
    await context.close();
  });
});

test.describe('LOGIN_REQUIRED', () => {
  test('the login page has a language switch', async ({ page }) => {
    await page.goto(`${GUARDED_URL}/en/login`);
    await page.getByRole('main').locator('summary').filter({ hasText: 'EN' }).click();
    await page.getByRole('link', { name: 'Filipino' }).click();
    await expect(page).toHaveURL(`${GUARDED_URL}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ty.accounts.login.heading);
  });

  test.describe('a first visit in English', () => {
    test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

    test('opens the login page in English', async ({ page }) => {
      await page.goto(`${GUARDED_URL}/`);
      await expect(page).toHaveURL(`${GUARDED_URL}/en/login?next=%2Fen%2F`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.accounts.login.heading);
    });
  });

  test('guests can read the terms and the download page', async ({ page }) => {
    await page.goto(`${GUARDED_URL}/en/help/terms`);
    await expect(page).toHaveURL(`${GUARDED_URL}/en/help/terms`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${GUARDED_URL}/en/help#term`);
    await expect(page).toHaveURL(`${GUARDED_URL}/en/help#term`);
    await expect(page.getByRole('dialog')).toBeVisible();

    for (const path of ['/down', '/download', '/en/download']) {
      await page.goto(`${GUARDED_URL}${path}`);
      await expect(page, path).toHaveURL(new RegExp(`${GUARDED_URL}(/en)?/down$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/en') ? EN.pages.down.heading : TY.pages.down.heading);
    }
  });
});
