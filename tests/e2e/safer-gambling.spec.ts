import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, apiList, loginOnPage, loginThroughHeader, islandHydrated } from './helpers';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer } from './register-helpers';
import { expectLedgerBalanced } from './ledger-check';
import type enSafer from '../../src/lib/i18n/catalogues/en/safer.json';
import type enWallet from '../../src/lib/i18n/catalogues/en/wallet.json';

/**
 * Safer gambling end to end (issue 16): a deposit limit of 500, a deposit of 400 confirmed by
 * the operator's command, a deposit of 200 refused with the 100 left; lowering at once; raising
 * and the 24-hour wait, made confirmable by the dev endpoint that ages this one player's records
 * (the platform's clock is shared by every spec running at once); self-exclusion with its
 * confirmation, the logout, the login that says until when, and the restricted sign-in that can
 * withdraw but not deposit. Axe on the page and the confirmation in both themes.
 */
type S = (typeof enSafer)['safer'];
const S_EN = (catalogueOf('en') as { safer: S }).safer;
const S_TY = (catalogueOf('ty') as { safer: S }).safer;
const W = (catalogueOf('en') as { wallet: (typeof enWallet)['wallet'] }).wallet;
const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
const E2E_DATA_DIR = '.data-e2e';

async function operatorConfirm(reference: string): Promise<string> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'deposit', 'confirm', reference], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout;
}

test.afterAll(async ({ request }) => {
  await expectLedgerBalanced(request);
});

/** The limit card of one kind and period. */
const card = (page: Page, kind: string, period: string) => page.locator(`#limit-${kind}-${period}`);

async function setLimit(page: Page, s: S, amount: string) {
  const day = card(page, 'deposit', 'day');
  await day.getByLabel(fill(s.amountLabel, { period: s.period.day })).fill(amount);
  await day.getByRole('button', { name: s.save }).click();
}

async function deposit(page: Page, w: typeof W, amount: string) {
  await islandHydrated(page, 'deposit-panel');
  await page.getByRole('radio', { name: /GCash/ }).check();
  await page.getByLabel(w.amount, { exact: true }).fill(amount);
  await page.getByTestId('deposit-submit').click();
}

test.describe('safer gambling', () => {
  test('EN: a deposit limit of 500 refuses 200 after 400 with 100 left; lowered at once; a raise waits 24 hours, then is confirmed; axe in both themes', async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    const account = await registerFreshPlayer(page);
    await page.goto('/en/member/safer-gambling');
    await expect(page.getByRole('heading', { level: 1, name: S_EN.heading })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();

    // Bad input: a message under the field, nothing set.
    await setLimit(page, S_EN, 'abc');
    await expect(card(page, 'deposit', 'day').getByText(S_EN.error.amount)).toBeVisible();
    const dayField = card(page, 'deposit', 'day').getByLabel(fill(S_EN.amountLabel, { period: S_EN.period.day }));
    await expect(dayField).toHaveAttribute('aria-invalid', 'true');
    await expect(dayField).toHaveValue('abc');
    // A third decimal is named as such, as the money forms name it.
    await setLimit(page, S_EN, '100.999');
    await expect(card(page, 'deposit', 'day').getByText(W.errors.tooManyDecimals)).toBeVisible();
    await expect(dayField).toHaveValue('100.999');

    await setLimit(page, S_EN, '500');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.applied);
    await expect(card(page, 'deposit', 'day')).toContainText(fill(S_EN.usage, { used: '₱0.00', limit: '₱500.00', left: '₱500.00' }));

    // The deposit page carries the safer-gambling line, and before the first deposit the limits message.
    await page.goto('/en/member/deposit');
    await expect(page.getByText(S_EN.firstDeposit)).toBeVisible();
    await expect(page.getByRole('link', { name: S_EN.depositLine })).toHaveAttribute('href', '/en/member/safer-gambling#limit-deposit-day');
    await deposit(page, W, '400');
    await expect(page.getByTestId('order-status')).toHaveText(W.deposit.states.PENDING);
    const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
    expect(await operatorConfirm(reference)).toMatch(/confirmed: ₱400\.00 credited/);

    await page.goto('/en/member/deposit');
    await deposit(page, W, '200');
    await expect(page.getByText(/24-hour deposit limit of ₱500\.00\. You can deposit ₱100\.00 more until/)).toBeVisible();

    await page.goto('/en/member/safer-gambling');
    const day = card(page, 'deposit', 'day');
    await expect(day).toContainText(fill(S_EN.usage, { used: '₱400.00', limit: '₱500.00', left: '₱100.00' }));
    await expect(day.getByRole('progressbar')).toHaveAttribute('value', '400');
    await expect(day.getByRole('progressbar')).toHaveAttribute('max', '500');

    // Lowering applies at once.
    await setLimit(page, S_EN, '450');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.applied);
    await expect(day).toContainText(fill(S_EN.usage, { used: '₱400.00', limit: '₱450.00', left: '₱50.00' }));

    // Raising waits 24 hours: the current limit stays, the countdown shows.
    await setLimit(page, S_EN, '1000');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.pending);
    await expect(day).toContainText(fill(S_EN.pending.raise, { amount: '₱1,000.00' }));
    await expect(day).toContainText(/\(in 24 h 0 min\)/);
    await expect(day).toContainText(fill(S_EN.usage, { used: '₱400.00', limit: '₱450.00', left: '₱50.00' }));
    await expect(day.getByRole('button', { name: S_EN.pending.confirm })).toHaveCount(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await axe.expectNoSeriousA11yViolations();

    // 24 hours later (for this player), the raise can be confirmed, and then it is in force.
    const aged = await page.request.post(`/platform-dev/safety/age?account=${account}&ms=${24 * 3_600_000}`, { data: {} });
    expect(aged.status(), await aged.text()).toBe(200);
    await page.reload();
    await day.getByRole('button', { name: S_EN.pending.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.applied);
    await expect(card(page, 'deposit', 'day')).toContainText(fill(S_EN.usage, { used: '₱400.00', limit: '₱1,000.00', left: '₱600.00' }));
  });

  test('TY: self-exclusion after a confirmation that says what happens: logged out, told until when at login, then can only withdraw; axe on the confirmation in both themes', async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    const account = await registerFreshPlayer(page);
    await page.goto('/member/safer-gambling');
    await expect(page.getByRole('heading', { level: 1, name: S_TY.heading })).toBeVisible();
    const exclusion = page.locator('#exclusion');
    await exclusion.getByLabel(S_TY.exclusion.label).selectOption('6m');
    await exclusion.getByRole('button', { name: S_TY.exclusion.start }).click();

    const confirm = page.getByRole('alertdialog', { name: S_TY.confirm.heading });
    await expect(confirm).toContainText(fill(S_TY.confirm.exclusion, { duration: S_TY.duration['6m'] }));
    await axe.expectNoSeriousA11yViolations();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await axe.expectNoSeriousA11yViolations();

    await confirm.getByRole('button', { name: S_TY.confirm.go }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_TY.loggedOut.exclusion);

    // The login says until when and where to get help, and offers the restricted sign-in.
    await loginOnPage(page, ty, account, 'Welcome2026');
    await expect(page.getByRole('main').getByText(/Ibinukod mo ang sarili mo hanggang .+\/help\/responsible-gaming/)).toBeVisible();
    const restricted = page.getByRole('checkbox', { name: S_TY.loginBlocked });
    await expect(restricted).toBeChecked();
    await loginOnPage(page, ty, account, 'Welcome2026');
    await expect(page).toHaveURL(/\/member\/withdraw$/);

    // The restricted session opens withdrawal, records, account, messages and this page only: the
    // deposit page and a game launch are refused with a page that says why and where to go.
    for (const path of ['/member/deposit', '/game?gameType=RNG&vendor=JILI&gameCode=1']) {
      const refused = await page.goto(path);
      expect(refused?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: S_TY.restricted.title })).toBeVisible();
      await expect(page.locator('[data-refusal="restricted"]')).toContainText(S_TY.restricted.text);
      await expect(page.getByRole('link', { name: S_TY.withdraw })).toHaveAttribute('href', '/member/withdraw');
    }
    await page.goto('/member/bets');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(S_TY.restricted.title);
    await page.goto('/member/safer-gambling');
    // The catalogue's sentence, up to the date it names.
    const excludedUntil = new RegExp(`^${S_TY.block.exclusion.split('{{until}}')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await expect(page.getByRole('heading', { level: 2, name: excludedUntil })).toBeVisible();
    await expect(page.getByRole('link', { name: S_TY.withdraw })).toHaveAttribute('href', '/member/withdraw');
    await expect(page.locator('#exclusion')).toHaveCount(0);
  });
  /** A fresh player with a 15-minute session-time limit; its username. */
  async function withSessionLimit(page: Page): Promise<string> {
    const account = await registerFreshPlayer(page);
    await page.goto('/en/member/safer-gambling');
    await page.getByLabel(S_EN.session.label).fill('15');
    await page.locator('#limit-session').getByRole('button', { name: S_EN.save }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.applied);
    await expect(page.locator('#limit-session')).toContainText(fill(S_EN.session.current, { minutes: '15' }));
    return account;
  }
  /** 16 minutes later for this player (the dev endpoint moves its login back; the shared clock stays). */
  async function sixteenMinutesLater(page: Page, account: string): Promise<void> {
    const aged = await page.request.post(`/platform-dev/safety/age?account=${account}&ms=${16 * 60_000}`, { data: {} });
    expect(aged.status(), await aged.text()).toBe(200);
  }
  /** A fresh player with a 15-minute session-time limit, then 16 minutes later for them. */
  async function pastSessionLimit(page: Page): Promise<void> {
    await sixteenMinutesLater(page, await withSessionLimit(page));
  }

  test('EN: the session-time limit ends the session at its end, and the next page says why', async ({ page }) => {
    test.setTimeout(120_000);
    await pastSessionLimit(page);
    await page.goto('/en/member/bets');
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fmember%2Fbets&ended=session-limit$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.loggedOut.sessionLimit);
  });
  test('EN: when a call of the open page meets the session-time limit first, the next page still says why', async ({ page }) => {
    test.setTimeout(120_000);
    await pastSessionLimit(page);
    // The reality check's own call (src/components/safer/RealityCheck.astro), as it runs on every
    // page load, is the first to meet the end: the proxy forgets the session on its 401.
    const status = await page.evaluate(async () => (await fetch('/wps/v2/safety/session')).status);
    expect(status).toBe(401);
    await page.goto('/en/member/bets');
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fmember%2Fbets&ended=session-limit$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.loggedOut.sessionLimit);
  });
  test('EN: a points-mall form posted after the session-time limit goes to log in, and the login page says why', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await withSessionLimit(page);
    // The mall open, its reality check asked (src/components/safer/RealityCheck.astro): then the
    // session reaches its end, and the form's post is the first to meet it, on the server.
    const asked = page.waitForResponse('**/wps/v2/safety/session');
    await page.goto('/en/pointMall');
    await expect(page.getByTestId('mall-points')).toBeVisible();
    expect((await asked).status()).toBe(200);
    await sixteenMinutesLater(page, account);
    // The plain form the mall's conversion step posts (src/components/mall/Convert.astro), as the
    // browser sends it: a fresh player has no points for the page to show that step, and the post
    // meets the end of the session on the server whatever it asks for.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/en/pointMall';
      const fields = { action: 'convert', points: '100', paymentPassword: '135790', idempotencyKey: crypto.randomUUID() };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2FpointMall&ended=session-limit$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.loggedOut.sessionLimit);
  });
  test('EN: a self-exclusion past its end lifts only on request and after the 24-hour cooling-off', async ({ page }) => {
    test.setTimeout(150_000);
    const account = await registerFreshPlayer(page);
    await page.goto('/en/member/safer-gambling');
    await page.locator('#exclusion').getByLabel(S_EN.exclusion.label).selectOption('6m');
    await page.locator('#exclusion').getByRole('button', { name: S_EN.exclusion.start }).click();
    await page.getByRole('alertdialog', { name: S_EN.confirm.heading }).getByRole('button', { name: S_EN.confirm.go }).click();
    await expect(page).toHaveURL(/\/en\/login\?/);
    await loginOnPage(page, en, account, 'Welcome2026');
    await expect(page.getByRole('checkbox', { name: S_EN.loginBlocked })).toBeChecked();
    await loginOnPage(page, en, account, 'Welcome2026');
    await expect(page).toHaveURL(/\/en\/member\/withdraw$/);

    // Before its end there is nothing to ask for.
    await page.goto('/en/member/safer-gambling');
    const block = page.locator('#block');
    await expect(block.getByRole('button', { name: S_EN.block.lift })).toHaveCount(0);

    // Past its end (for this player) it still holds until asked, then 24 hours more.
    const age = async (ms: number) => {
      const aged = await page.request.post(`/platform-dev/safety/age?account=${account}&ms=${ms}`, { data: {} });
      expect(aged.status(), await aged.text()).toBe(200);
    };
    await age(200 * 86_400_000);
    await page.reload();
    await expect(block).toBeVisible();
    await block.getByRole('button', { name: S_EN.block.lift }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.lift);
    await expect(block).toContainText(/You asked to lift it on .+\. It lifts 24 hours after that\./);
    await expect(block.getByRole('button', { name: S_EN.block.lift })).toHaveCount(0);
    expect((await page.goto('/en/member/deposit'))?.status()).toBe(403);

    await age(24 * 3_600_000 + 60_000);
    expect((await page.goto('/en/member/deposit'))?.status()).toBe(200);
    await page.goto('/en/member/safer-gambling');
    await expect(page.locator('#block')).toHaveCount(0);
    await expect(page.locator('#exclusion')).toBeVisible();
  });
  test('EN: the reality check comes over the demo game after its interval, cannot be dismissed with Escape, and Take a break leads to the time-out; axe on the dialog', async ({
    page,
    axe,
  }) => {
    test.setTimeout(120_000);
    await registerFreshPlayer(page);
    await page.goto('/en/member/safer-gambling');
    await page.getByLabel(S_EN.reality.label).selectOption('15');
    await page.locator('#reality').getByRole('button', { name: S_EN.reality.save }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.result.applied);

    await page.clock.install();
    const [game] = (await apiList(page.request, { pageNo: '1', gameType: 'RNG', vassalage: 'JILI' })).games;
    await page.goto(`/en/game?gameType=${game!.gameType}&vendor=${game!.vendor}&gameCode=${game!.gameCode}`);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: game!.name })).toBeVisible();
    const check = page.getByRole('dialog', { name: S_EN.check.title });
    await expect(check).toBeHidden();
    await page.clock.fastForward('16:00');
    await expect(check).toBeVisible();
    await expect(check).toContainText(/Time since you logged in: \d+ minutes/);
    await expect(check.locator('[data-field="stakes"]')).toHaveText('₱0.00');
    await expect(check.locator('[data-field="net"]')).toHaveText('₱0.00');
    await page.keyboard.press('Escape');
    await expect(check).toBeVisible();
    await axe.expectNoSeriousA11yViolations();

    await check.getByRole('link', { name: S_EN.check.break }).click();
    const confirm = page.getByRole('alertdialog', { name: S_EN.confirm.heading });
    await expect(confirm).toContainText(fill(S_EN.confirm.timeout, { duration: S_EN.duration['24h'] }));
    await confirm.getByRole('button', { name: S_EN.confirm.go }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(S_EN.loggedOut.timeout);
  });

  test('EN: a player on a time-out who signs in from the home page lands on withdrawal, with no welcome, and the help is a link', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await registerFreshPlayer(page);
    await page.goto('/en/member/safer-gambling');
    await page.locator('#timeout').getByLabel(S_EN.timeout.label).selectOption('24h');
    await page.locator('#timeout').getByRole('button', { name: S_EN.timeout.start }).click();
    await page.getByRole('alertdialog', { name: S_EN.confirm.heading }).getByRole('button', { name: S_EN.confirm.go }).click();
    await expect(page).toHaveURL(/\/en\/login\?/);

    // From the casino home, through the header's form: the refusal's help page is a link.
    await page.goto('/en/');
    await loginThroughHeader(page, en, account, 'Welcome2026');
    const header = page.getByRole('banner').getByRole('form', { name: en.login.title });
    await expect(header.getByRole('checkbox', { name: S_EN.loginBlocked })).toBeChecked();
    await expect(header.getByRole('link', { name: '/help/responsible-gaming' })).toHaveAttribute('href', '/en/help/responsible-gaming');
    // The restricted sign-in lands on what the player may still do, not on home with its bonus banner.
    await loginThroughHeader(page, en, account, 'Welcome2026');
    await expect(page).toHaveURL(/\/en\/member\/withdraw$/);
    await expect(page.getByRole('dialog', { name: en.accounts.welcome.title })).toHaveCount(0);
  });
});
