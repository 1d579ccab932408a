import type { Page } from '@playwright/test';
import { test, expect, captchaAnswer } from './fixtures';
import { en, accountBalance, accountStrip, dismissWelcome, loginAndDismissWelcome } from './helpers';

/**
 * Issue 18 item 2: content pages run no JavaScript of their own and load none until the visitor
 * interacts, logged out or in (src/lib/hydration/interaction-directive.ts). What the visitor does
 * first still works: the first tap on Log in opens the popup, what is typed before the form
 * hydrates is kept, the balance is in the server's HTML.
 */

/** Script files the page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const CONTENT_PAGES = ['/en/help/terms', '/en/promotions', '/en/vip', '/en/join', '/en/down', '/en/noticePage', '/en/landing/welcome-bonus'];

test('a guest on a content page loads no script until the first interaction; the first tap on Log in opens the popup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsFetched(page);
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts, path).toEqual([]);
  }
  await page.getByRole('banner').getByTestId('header-login-button').click();
  await expect(page.getByRole('dialog', { name: en.login.title })).toBeVisible();
  expect(page.url()).toContain('/en/landing/welcome-bonus'); // the popup, not the /login page
  expect(scripts.length).toBeGreaterThan(0);
});

test('what a guest types into the header form before it hydrates is kept, and the form logs in', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const scripts = scriptsFetched(page);
  await page.goto('/en/help/terms');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const form = page.getByRole('banner').getByRole('form', { name: en.login.title });
  const submit = form.getByRole('button', { name: en.login.submit });
  await expect(submit).toBeDisabled(); // plain HTML: it cannot send the password in a URL
  await form.getByLabel(en.login.username, { exact: true }).pressSequentially('demo_player');
  await expect(submit).toBeEnabled();
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
  const scripts = scriptsFetched(page);
  await page.goto('/en/help/terms');
  await page.waitForLoadState('networkidle');
  await expect(accountBalance(page, en)).toHaveText(/^₱[\d,]+\.\d\d$/);
  expect(scripts).toEqual([]);
  // The first tap on the account menu opens it.
  await accountStrip(page, en).getByRole('button', { name: en.accounts.menu.label }).click();
  await expect(accountStrip(page, en).getByRole('button', { name: en.accounts.menu.changePassword })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});
