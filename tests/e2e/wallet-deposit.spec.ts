import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, accountBalance, countRequests, loginAndDismissWelcome, islandHydrated, islandHydratedAround } from './helpers';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer } from './register-helpers';
import { expectLedgerBalanced } from './ledger-check';
import type enWallet from '../../src/lib/i18n/catalogues/en/wallet.json';

/**
 * The wallet and deposits end to end (issue 13 items 2, 3, 6, 7): deposits by bank transfer
 * (confirmed with the operator's real command, `npm run platform -- deposit confirm`, against
 * the main test server's data folder: the CLI hands it to the running server through the
 * control folder, as an operator's would) and by e-wallet (approved on the provider page), the
 * header balance following without a reload, transfers to a vendor wallet and back, double
 * clicks moving money once, a deposit with the keyboard alone, axe in both themes. The ledger
 * check runs after.
 */
type Strings = (typeof enWallet)['wallet'];
const W = (catalogueOf('en') as { wallet: Strings }).wallet;
const WT = (catalogueOf('ty') as { wallet: Strings }).wallet;
const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

/** The main test server's data folder (playwright.config.ts). */
const E2E_DATA_DIR = '.data-e2e';

/** Runs the operator's command; answers its exit code and what it printed. */
async function operator(action: 'confirm' | 'fail', reference: string): Promise<{ code: number; printed: string }> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'deposit', action, reference], {
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    });
    return { code: 0, printed: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? 1, printed: failed.stdout ?? '' };
  }
}

// The ledger check over every member, after the tests (each test also checks its own player's answers).
test.afterAll(async ({ request }) => {
  await expectLedgerBalanced(request);
});

const headerBalance = (page: Page, strings = en) => accountBalance(page, strings);
const balanceCard = (page: Page, code: string) => page.getByTestId('wallet-balances').locator(`[data-wallet="${code}"] dd`);

/** Each flow runs in Filipino (the default, no prefix) and English (issue 13: "in TY and EN"). */
const LANGUAGES = [
  {
    code: 'EN',
    prefix: '/en',
    W,
    header: en,
    welcome: '100% Welcome Bonus up to ₱5,000',
    approve: 'Approve payment',
    approved: 'Payment approved. Your deposit is credited.',
  },
  {
    code: 'TY',
    prefix: '',
    W: WT,
    header: ty,
    welcome: '100% Welcome Bonus hanggang ₱5,000',
    approve: 'Aprubahan ang bayad',
    approved: 'Naaprubahan ang bayad. Naidagdag na ang deposito mo.',
  },
] as const;

for (const { code, prefix, W: S, header, welcome, approve, approved } of LANGUAGES) {
  test.describe(`deposits and transfers in ${code}`, () => {
    test(`${code}: a bank-transfer deposit joining the welcome bonus, confirmed by the operator, then a transfer to a vendor wallet and back, each double click moving money once`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const account = await registerFreshPlayer(page);
      await page.goto(`${prefix}/member/deposit`);
      await expect(page.getByRole('heading', { level: 1, name: S.deposit.title })).toBeVisible();
      await islandHydrated(page, 'deposit-panel');

      // Bad input: a message under the amount, nothing sent.
      const creates = countRequests(page, '/wps/v2/deposit/create');
      await page.getByRole('radio', { name: /Bank transfer/ }).check();
      const amount = page.getByLabel(S.amount, { exact: true });
      await amount.fill('100');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByText(fill(S.errors.belowMinimum, { limit: '₱500.00' }))).toBeVisible();
      await amount.fill('12.345');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByText(S.errors.tooManyDecimals)).toBeVisible();
      expect(creates()).toBe(0);

      // A new player may join the welcome bonus; the page previews what it brings.
      await expect(page.getByRole('radio', { name: S.deposit.noPromotion })).toBeChecked();
      await page.getByRole('radio', { name: new RegExp(welcome.replace(/[%$]/g, '.')) }).check();
      await amount.fill('1000');
      await expect(page.getByTestId('bonus-preview')).toHaveText(fill(S.deposit.bonusPreview, { bonus: '₱1,000.00', turnover: '₱20,000.00' }));
      await page.getByTestId('deposit-submit').dblclick();
      const order = page.getByTestId('deposit-order');
      await expect(order.getByTestId('order-status')).toHaveText(S.deposit.states.PENDING);
      await expect(order.getByTestId('order-bonus')).toHaveText(`${welcome}: ${fill(S.deposit.bonusStates.PENDING, { amount: '₱1,000.00' })}`);
      await expect(page.getByTestId('order-receiving')).toContainText('BDO Unibank');
      expect(creates()).toBe(1);
      const reference = (await order.getByTestId('order-reference').textContent()) ?? '';
      await expect(headerBalance(page, header)).toHaveText('₱0.00');

      expect(await operator('confirm', reference)).toEqual({
        code: 0,
        printed: expect.stringMatching(/confirmed: ₱1,000\.00 credited\. Bonus ₱1,000\.00 credited\./),
      });
      await expect(page.getByTestId('deposit-status')).toHaveText(fill(S.deposit.changed.PAID_BONUS, { reference, amount: '₱1,000.00', bonus: '₱1,000.00' }), {
        timeout: 15_000,
      });
      await expect(order.getByTestId('order-status')).toHaveText(S.deposit.states.PAID);
      await expect(order.getByTestId('order-bonus')).toHaveText(`${welcome}: ${fill(S.deposit.bonusStates.GRANTED, { amount: '₱1,000.00' })}`);
      await expect(headerBalance(page, header)).toHaveText('₱2,000.00');
      // The welcome bonus was for the first deposit: it is offered no more.
      await expect(page.getByRole('radio', { name: new RegExp(welcome.replace(/[%$]/g, '.')) })).toHaveCount(0);
      // Confirming again is refused and moves nothing.
      expect(await operator('confirm', reference)).toEqual({ code: 1, printed: expect.stringMatching(/paid already; nothing was changed/) });

      await page.goto(`${prefix}/member/wallet`);
      await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
      await islandHydrated(page, 'wallet-panel');
      await expect(balanceCard(page, 'MAIN')).toHaveText('₱2,000.00');
      const transfers = countRequests(page, '/wps/relay/GCS_walletTransfer');
      await page.getByRole('combobox', { name: S.to, exact: true }).selectOption('SABA');
      await page.getByLabel(S.amount, { exact: true }).fill('300');
      await page.getByTestId('transfer-submit').dblclick();
      await expect(page.getByTestId('wallet-status')).toHaveText(fill(S.transferred, { amount: '₱300.00', from: S.main, to: 'SABA Sports' }));
      expect(transfers()).toBe(1);
      await expect(balanceCard(page, 'SABA')).toHaveText('₱300.00');
      await expect(balanceCard(page, 'MAIN')).toHaveText('₱1,700.00');
      await expect(headerBalance(page, header)).toHaveText('₱2,000.00');

      // More than the wallet holds: under the amount, nothing moved.
      await page.getByLabel(S.amount, { exact: true }).fill('5000');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByText(fill(S.errors.aboveBalance, { limit: '₱1,700.00' }))).toBeVisible();
      expect(transfers()).toBe(1);

      const collects = countRequests(page, '/wps/v2/wallets/collect');
      await page.getByTestId('collect').dblclick();
      await expect(page.getByTestId('wallet-status')).toHaveText(S.collected);
      expect(collects()).toBe(1);
      await expect(balanceCard(page, 'SABA')).toHaveText('₱0.00');
      await expect(balanceCard(page, 'MAIN')).toHaveText('₱2,000.00');
      await expectLedgerBalanced(request, [{ account, request: page.request }]);
    });

    test(`${code}: an e-wallet deposit with the keyboard alone, approved on the provider page; the header balance follows`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const account = await registerFreshPlayer(page);
      await page.goto(`${prefix}/member/deposit`);
      await expect(page.getByRole('heading', { level: 1, name: S.deposit.title })).toBeVisible();
      await islandHydrated(page, 'deposit-panel');

      // Tab to the channels, arrow to GCash, Tab to the amount, type, Enter (no promotion: the default).
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'channel')) break;
      }
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(S.amount, { exact: true })).toBeFocused();
      await page.keyboard.type('500');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('order-status')).toHaveText(S.deposit.states.PENDING);
      await expect(page.getByTestId('order-bonus')).toHaveCount(0);
      const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
      await expect(headerBalance(page, header)).toHaveText('₱0.00');

      // The provider page opens in a new tab from the keyboard; approve it there.
      const provider = page.getByTestId('open-provider');
      await provider.focus();
      const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await tab.waitForLoadState();
      await expect(tab.getByText(reference)).toBeVisible();
      await tab.getByRole('button', { name: approve }).focus();
      await tab.keyboard.press('Enter');
      await expect(tab.getByRole('status')).toHaveText(approved);
      await tab.close();

      await expect(page.getByTestId('deposit-status')).toHaveText(fill(S.deposit.changed.PAID, { reference, amount: '₱500.00' }), { timeout: 15_000 });
      await expect(headerBalance(page, header)).toHaveText('₱500.00');
      await expectLedgerBalanced(request, [{ account, request: page.request }]);
    });
  });
}

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the wallet and deposit pages pass axe in the ${theme} theme`, async ({ page, axe }) => {
      test.setTimeout(90_000);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await page.goto('/en/');
      await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
      for (const path of ['/en/member/wallet', '/en/member/deposit']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await islandHydratedAround(page, '[data-testid$="-panel"]');
        await axe.expectNoSeriousA11yViolations(page);
      }
    });
  }
});
