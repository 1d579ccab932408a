import { test, expect } from './fixtures';
import { en, ty, escapeRegExp } from './helpers';
import { catalogueOf } from './catalogues';

test.describe('language and theme', () => {
  test('the language switch goes to the same page in English and remembers it', async ({ page }) => {
    await page.goto('/help/responsible-gaming');
    await page.locator('.language-switch summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/help\/responsible-gaming$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('EN');

    // Remembered: the unprefixed home now opens in English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('navigation', { name: en.nav.label })).toBeVisible();

    // And back to Filipino.
    await page.locator('.language-switch summary').click();
    await page.getByRole('link', { name: 'Filipino' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await page.goto('/help/responsible-gaming');
    await expect(page).toHaveURL(/\/help\/responsible-gaming$/);
  });

  test('right-to-left: Arabic mirrors the layout and reads in Arabic', async ({ page, axe }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/rng');
    // On a phone the language switch is in the header's menu (src/components/Header.astro).
    const headerMenu = page.locator('details[data-header-menu] > summary');
    await headerMenu.click();
    await page.locator('.language-switch summary').click();
    // All 33 languages are offered, each named in its own language.
    await expect(page.locator('.language-switch li')).toHaveCount(33);
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/rng$/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');

    // The strings the Arabic catalogue has are Arabic; the rest fall back to English.
    const ar = catalogueOf('ar') as unknown as typeof en;
    await expect(page.locator('footer .adults')).toContainText(ar.footer.adultsOnly);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(ar.games.pages.RNG.title)}`));
    // Compliance copy on every page: no Arabic article yet, so the link leads to the English one.
    await expect(page.locator('footer .adults a[href$="/responsible-gaming"]')).toHaveAttribute('href', '/en/help/responsible-gaming');
    await expect(page.locator('footer .adults a[href$="/responsible-gaming"]')).toHaveAttribute('hreflang', 'en');

    // Mirrored: the brand sits at the right-hand start of the header, the menu button left of it.
    const brand = await page.locator('.site-header .brand').boundingBox();
    const menuButton = await headerMenu.boundingBox();
    expect(brand!.x + brand!.width).toBeGreaterThan(360 / 2);
    expect(menuButton!.x).toBeLessThan(brand!.x);
    // Nothing scrolls sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await axe.expectNoSeriousA11yViolations();

    // Back to Filipino, the unprefixed default, left to right again.
    await headerMenu.click();
    await page.locator('.language-switch summary').click();
    await page.getByRole('link', { name: 'Filipino' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'fil');
    await expect(page.locator('footer .adults')).toContainText(ty.footer.adultsOnly);
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
