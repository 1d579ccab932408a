import { test, expect } from './fixtures';
import { en, ty } from './helpers';

test.describe('language and theme', () => {
  test('the language switch goes to the same page in English and remembers it', async ({ page }) => {
    await page.goto('/help/responsible-gaming');
    await page.locator(".language-switch summary").click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/help\/responsible-gaming$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');

    // Remembered: the unprefixed home now opens in English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();

    // And back to Filipino.
    await page.locator(".language-switch summary").click();
    await page.getByRole('link', { name: 'Filipino' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.goto('/help/responsible-gaming');
    await expect(page).toHaveURL(/\/help\/responsible-gaming$/);
  });

  test('the theme is light by default, switches to dark, and is remembered without a flash', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: ty.theme.toggle }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // The theme is applied by the inline head script, before the body is parsed.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.dataset['theme'] ?? '';
        }
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('dark');
    await expect(page.getByRole('button', { name: ty.theme.toggleToLight })).toHaveAttribute('aria-pressed', 'true');
  });
});
