import { test, expect } from './fixtures';
import { en, ty, accountStrip, componentHydrated, firstInteraction, loginAndDismissWelcome, loginThroughHeader } from './helpers';

test.describe('logging in and out through the header', () => {
  test('the demo player logs in, sees and masks the balance, refreshes it, and logs out', async ({ page, axe, context }) => {
    await page.goto('/');
    await loginAndDismissWelcome(page, ty, 'demo_player', 'Player2026');

    const strip = accountStrip(page, ty);
    await expect(strip.getByTestId('account-name')).toHaveText('demo_player');
    const balance = strip.getByTestId('balance');
    await expect(balance).toHaveText('₱1,234.56');

    // The token never reaches scripts: HttpOnly cookie, absent from document.cookie.
    const cookies = await context.cookies();
    const sid = cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
    expect(await page.evaluate(() => document.cookie)).toContain('username=demo_player');

    await strip.getByRole('button', { name: ty.account.hideBalance }).click();
    await expect(balance).toHaveText('***');
    await strip.getByRole('button', { name: ty.account.showBalance }).click();
    await expect(balance).toHaveText('₱1,234.56');

    // Refresh (issue 34 item 13): the old figure stays, marked busy, while the request is under
    // way (no blank placeholder), then the new one replaces it.
    await page.route('**/wps/v2/wallets/balance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await strip.getByRole('button', { name: ty.account.refreshBalance }).click();
    await expect(balance).toHaveAttribute('aria-busy', 'true');
    await expect(balance).toHaveText('₱1,234.56');
    await expect(strip.getByTestId('balance-loading')).toHaveCount(0);
    await expect(balance).not.toHaveAttribute('aria-busy', 'true');
    await expect(balance).toHaveText('₱1,234.56');
    await page.unroute('**/wps/v2/wallets/balance');
    await axe.expectNoSeriousA11yViolations();

    // Still logged in after a reload, without a flash of the login form.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
    await expect(strip.getByTestId('balance')).toHaveText('₱1,234.56');

    await strip.getByRole('button', { name: ty.account.logout }).click();
    const dialog = page.getByRole('dialog', { name: ty.account.confirmLogout });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ty.account.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await strip.getByRole('button', { name: ty.account.logout }).click();
    await dialog.getByRole('button', { name: ty.account.confirm }).click();

    await expect(page.getByRole('form', { name: ty.login.title })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'sid')).toBeUndefined();
    const status = await page.request.get('/wps/v2/wallets/balance');
    expect(status.status()).toBe(401);
  });

  test('empty fields are flagged under each field and nothing is sent', async ({ page }) => {
    await page.goto('/en/');
    const form = page.getByRole('form', { name: en.login.title });
    // Plain HTML until the first interaction (client:interaction), and never a dead button: a
    // press before React runs is held and replayed (docs/decisions/0066-react-runtime.md).
    await expect(form.getByRole('button', { name: en.login.submit })).toBeEnabled();
    await firstInteraction(page);
    await componentHydrated(page, 'AccountBar');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/wps/session/login')) loginCalls += 1;
    });
    await form.getByLabel(en.login.username, { exact: true }).fill('   ');
    await form.getByRole('button', { name: en.login.submit }).click();
    await expect(form.getByText(en.login.required)).toHaveCount(3);
    await expect(form.getByLabel(en.login.username, { exact: true })).toBeFocused();
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows the platform message and a fresh captcha', async ({ page }) => {
    await page.goto('/en/');
    const form = page.getByRole('form', { name: en.login.title });
    // No captcha is issued before the player touches the form, even once it has hydrated.
    await firstInteraction(page);
    await expect(form.getByRole('button', { name: en.login.submit })).toBeEnabled();
    await expect(form.locator('img[data-captcha-uuid]')).toHaveCount(0);
    const used = await loginThroughHeader(page, en, 'demo_player', 'WrongPassword1');
    await expect(form.getByRole('alert')).toHaveText('Incorrect username or password.');
    await expect(form.locator('img[data-captcha-uuid]')).not.toHaveAttribute('data-captcha-uuid', used);
    await expect(accountStrip(page, en)).toHaveCount(0);
  });

  test('a platform that is down shows the network message, not a broken island', async ({ page }) => {
    await page.goto('/en/');
    await page.route('**/wps/session/login', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }));
    await loginThroughHeader(page, en, 'demo_player', 'Player2026');
    await expect(page.getByRole('form', { name: en.login.title }).getByRole('alert')).toHaveText(en.error.network);
  });
});

test.describe('the proxy', () => {
  test('refuses state-changing calls from another origin', async ({ request }) => {
    const response = await request.post('/wps/session/login', {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: { value: 'x' },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).errorCode).toBe('FORBIDDEN_ORIGIN');
  });
});
