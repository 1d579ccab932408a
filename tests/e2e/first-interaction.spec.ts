import type { Page } from '@playwright/test';
import { test, expect, captchaAnswer } from './fixtures';
import { en, accountBalance, accountStrip, dismissWelcome, loginAndDismissWelcome } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import { watchScripts } from '../../scripts/bench/ran-scripts.mjs';

const wallet = (catalogueOf('en') as unknown as { wallet: Record<'amount' | 'to' | 'main' | 'transferred', string> }).wallet;

/**
 * Issue 18 item 2: content pages run no JavaScript of their own and load none until the visitor
 * interacts, logged out or in (src/lib/hydration/interaction-directive.ts). What the visitor does
 * first still works: the first tap on Log in opens the popup, what is typed before the form
 * hydrates is kept, the balance is in the server's HTML.
 */

/**
 * What the page runs, and what it fetches, from now on. The islands' code is fetched and compiled
 * ahead at idle without running (`<link rel="modulepreload" data-idle-prefetch>`, decision 0073),
 * so "nothing before the first interaction" means: no script has run (V8's coverage,
 * scripts/bench/ran-scripts.mjs), and every script fetched is one of those links.
 */
async function scriptsOf(page: Page) {
  // Per page: what a page fetched ahead is named by that page's links.
  let fetched: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) fetched = [];
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  const watch = await watchScripts(page, new URL(MAIN_URL).origin);
  return {
    ran: watch.ran,
    /** Asserts that nothing ran and that all that was fetched was fetched ahead. */
    async expectNoneRun(where: string) {
      expect(await watch.ran(), where).toEqual([]);
      const ahead = new Set(await watch.fetchedAhead());
      expect(
        fetched.filter((path) => !ahead.has(path)),
        where,
      ).toEqual([]);
    },
  };
}

const CONTENT_PAGES = ['/en/help/terms', '/en/promotions', '/en/vip', '/en/join', '/en/down', '/en/noticePage', '/en/landing/welcome-bonus'];

test('a guest on a content page loads no script until the first interaction; the first tap on Log in opens the popup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await scriptsOf(page);
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await scripts.expectNoneRun(path);
  }
  await page.getByRole('banner').getByTestId('header-login-button').click();
  await expect(page.getByRole('dialog', { name: en.login.title })).toBeVisible();
  expect(page.url()).toContain('/en/landing/welcome-bonus'); // the popup, not the /login page
  expect((await scripts.ran()).length).toBeGreaterThan(0);
});

test('what a guest types into the header form before it hydrates is kept, and the form logs in', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const scripts = await scriptsOf(page);
  await page.goto('/en/help/terms');
  await page.waitForLoadState('networkidle');
  await scripts.expectNoneRun('/en/help/terms');
  const form = page.getByRole('banner').getByRole('form', { name: en.login.title });
  const submit = form.getByRole('button', { name: en.login.submit });
  // Never a dead button: a submit before hydration is held and sent once React runs (0066), and
  // the form posts, so it cannot put the password in a URL.
  await expect(submit).toBeEnabled();
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel(en.login.username, { exact: true }).pressSequentially('demo_player');
  await expect(form.getByLabel(en.login.username, { exact: true })).toHaveValue('demo_player');
  await form.getByLabel(en.login.password, { exact: true }).fill('Player2026');
  const uuid = await form.locator('img[data-captcha-uuid]').getAttribute('data-captcha-uuid');
  await form.getByLabel(en.login.captcha, { exact: true }).fill(await captchaAnswer(page.request, uuid ?? ''));
  await submit.click();
  await dismissWelcome(page, en);
  await expect(accountStrip(page, en)).toBeVisible();
});

test('a logged-in player: the balance is in the server HTML and a content page loads no script until the first interaction', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'team_ana', 'TeamAna2026');
  const scripts = await scriptsOf(page);
  await page.goto('/en/help/terms');
  await page.waitForLoadState('networkidle');
  await expect(accountBalance(page, en)).toHaveText(/^₱[\d,]+\.\d\d$/);
  await scripts.expectNoneRun('/en/help/terms');
  // The first tap on the account menu opens it.
  await accountStrip(page, en).getByRole('button', { name: en.accounts.menu.label }).click();
  await expect(accountStrip(page, en).getByRole('button', { name: en.accounts.menu.changePassword })).toBeVisible();
  expect((await scripts.ran()).length).toBeGreaterThan(0);
});

test('a player who types an amount and presses Transfer before the wallet has loaded gets that transfer, once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
  // The wallet's own code is held back until the amount is typed and Transfer pressed, as on a
  // slow phone: the first focus starts React, and the player does not wait for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/WalletPanel\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const transfers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/relay/GCS_walletTransfer')) transfers.push(request.postData() ?? '');
  });
  await page.goto('/en/member/wallet');
  await expect(page.locator('astro-island[ssr] [data-testid="wallet-panel"]')).toHaveCount(1);
  await page.getByLabel(wallet.amount, { exact: true }).pressSequentially('12.50');
  await page.getByTestId('transfer-submit').click();
  await expect(page.locator('astro-island[ssr] [data-testid="wallet-panel"]')).toHaveCount(1); // still server HTML
  expect(transfers).toEqual([]);
  release();
  const to = await page.getByRole('combobox', { name: wallet.to, exact: true }).locator('option:checked').textContent();
  await expect(page.getByTestId('wallet-status')).toHaveText(
    wallet.transferred
      .replace('{{amount}}', '₱12.50')
      .replace('{{from}}', wallet.main)
      .replace('{{to}}', to ?? ''),
  );
  expect(transfers).toHaveLength(1);
  expect(JSON.parse(transfers[0] ?? '{}')).toMatchObject({ amount: 12.5 });
});
