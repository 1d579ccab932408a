import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, accountStrip, componentHydrated, loginAndDismissWelcome } from './helpers';

/**
 * Every control of the header is readable in both themes (WCAG 2.2 AA contrast), logged out
 * and logged in, with the account menu and the logout confirmation open. The shared axe check
 * fails on contrast axe cannot decide too (a 1:1 white-on-white button is filed as
 * "incomplete"). Screenshots go to /tmp/contrast-<theme>-<width>-<step>.png for a look.
 */
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1366] as const;

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/contrast-${name}.png` });
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`header controls meet AA contrast: ${theme} theme at ${width} px, logged out and in, menu and logout dialog open`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/en/help');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await componentHydrated(page, 'AccountBar');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: en.accounts.login.register })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await snap(page, `${theme}-${width}-guest`);

      await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
      const strip = accountStrip(page, en);
      await expect(strip.getByTestId('balance')).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await snap(page, `${theme}-${width}-member`);

      await strip.getByRole('button', { name: en.accounts.menu.label }).click();
      await expect(strip.getByRole('button', { name: en.accounts.menu.changePassword })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await snap(page, `${theme}-${width}-menu`);
      await page.keyboard.press('Escape');

      await strip.getByRole('button', { name: en.account.logout }).click();
      const dialog = page.getByRole('dialog', { name: en.account.confirmLogout });
      await expect(dialog.getByRole('button', { name: en.account.confirm })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await snap(page, `${theme}-${width}-logout`);
    });
  }
}

for (const theme of THEMES) {
  test(`the phone header's menu (switches and nav) meets AA contrast: ${theme} theme at 390 px`, async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto('/en/help');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const banner = page.getByRole('banner');
    await banner.locator('details[data-header-menu] > summary').click();
    await expect(banner.locator('.language-switch summary')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await snap(page, `${theme}-390-drawer`);
  });
}
