import { test, expect } from './fixtures';
import { en, ty, lobbyScriptReady } from './helpers';

test.describe('the shell', () => {
  test('home in Filipino: platform banners, notices and game types, footer notices', async ({ page, axe }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
        ),
      ),
    );
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page).toHaveTitle(ty.site.homeTitle);

    const nav = page.getByRole('navigation', { name: ty.nav.label });
    for (const label of [ty.nav.home, ty.nav.gameType.RNG, ty.nav.gameType.LIVE, ty.nav.gameType.COCKFIGHT, ty.nav.promotions, ty.nav.download]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: ty.nav.gameType.RNG, exact: true })).toHaveAttribute('href', '/rng');

    const banners = page.getByRole('region', { name: ty.home.bannersLabel }).locator('img');
    expect(await banners.count()).toBeGreaterThan(0);
    const bannerImage = await page.request.get((await banners.first().getAttribute('src')) ?? '');
    expect(bannerImage.headers()['content-type']).toContain('image/');

    // The notice bar (tests/e2e/lobby.spec.ts covers it fully): a title opens its sanitised content.
    const notices = page.getByRole('region', { name: ty.home.noticesLabel });
    const titles = notices.getByRole('listitem').getByRole('button');
    expect(await titles.count()).toBeGreaterThan(0);
    await lobbyScriptReady(page, 'notice-bar');
    await titles.first().focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('dialog', { name: (await titles.first().textContent()) ?? '' });
    await expect(notice.locator('p').first()).not.toBeEmpty();
    await expect(notice.locator('script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(ty.footer.adultsOnly);
    await expect(footer).toContainText('PAGCOR');
    await expect(footer.getByRole('region', { name: ty.footer.help }).locator('a[href="/help/responsible-gaming"]')).toBeVisible();
    // The compliance line carries the responsible-gaming link on every page.
    await expect(footer.locator('.adults a[href="/help/responsible-gaming"]')).toHaveText(ty.footer.responsibleGaming);
    await axe.expectNoSeriousA11yViolations();
    // The page, its inline head script and the hydrated island all run under the CSP.
    await expect(page.getByRole('button', { name: ty.login.submit })).toBeEnabled();
    expect(violations).toEqual([]);
  });

  test('home aliases redirect to one URL', async ({ page }) => {
    for (const alias of ['/index', '/index.html', '/home']) {
      await page.goto(alias);
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });

  test('the help article exists in TY and EN, with hreflang for both', async ({ page, axe }) => {
    await page.goto('/help/responsible-gaming');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsableng paglalaro');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/help\/responsible-gaming$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/help\/responsible-gaming$/);
    await axe.expectNoSeriousA11yViolations();

    await page.goto('/en/help/responsible-gaming');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    await expect(page.getByRole('heading', { name: 'Warning signs' })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
  });

  test('unknown pages and locales are a 404 in the right language', async ({ page, axe }) => {
    let response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ty.notFound.title);
    await axe.expectNoSeriousA11yViolations();

    response = await page.goto('/en/help/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);

    response = await page.goto('/xx/help/responsible-gaming');
    expect(response?.status()).toBe(404);
  });

  test('security headers are on pages, static files and API responses', async ({ request }) => {
    for (const path of ['/', '/favicon.svg', '/wps/system/status']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});
