import { test, expect } from './fixtures';
import { en, loginAndDismissWelcome, platformValue } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';

/**
 * Issue 34 item 10: the money forms need their islands. Without JavaScript the deposit, wallet,
 * withdraw and upline-transfer pages say so plainly, and a form pressed anyway posts (nothing
 * typed goes into the address) and moves no money.
 */
const wallet = (catalogueOf('en') as unknown as { wallet: Record<'amount', string> }).wallet;

test('without JavaScript the money pages say they need it, and a pressed Transfer moves nothing and puts nothing in the address', async ({ browser, page }) => {
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
  const before = await platformValue(page.request, '/wps/v2/wallets');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: MAIN_URL });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  for (const path of ['/en/member/wallet', '/en/member/deposit', '/en/member/withdraw']) {
    await plain.goto(path);
    await expect(plain.getByRole('alert').filter({ hasText: en.error.needsScript }), path).toBeVisible();
  }
  await plain.goto('/en/member/wallet');
  await plain.getByLabel(wallet.amount, { exact: true }).fill('10');
  await plain.getByTestId('transfer-submit').click();
  await plain.waitForLoadState('load');
  expect(new URL(plain.url()).search).toBe('');
  await expect(plain.getByRole('alert').filter({ hasText: en.error.needsScript })).toBeVisible();
  await context.close();
  expect(await platformValue(page.request, '/wps/v2/wallets')).toEqual(before);
});
