import type { Page } from '@playwright/test';
import { test, expect, outboxMessages } from './fixtures';
import { accountStrip, componentHydrated, dismissWelcome, en, ty, loginAndDismissWelcome, loginThroughHeader, type Catalogue } from './helpers';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer, uniqueUsername } from './register-helpers';
import { MAIN_URL } from './servers';
import { fill } from '../../src/islands/shared/strings';
import type enMember from '../../src/lib/i18n/catalogues/en/member.json';

/**
 * The member centre (docs/product.md "Member centre"): the panel, My account, the account
 * menu's way in. Each flow that changes an account registers a player of its own: the database
 * is shared by every spec of a run, and "log out everywhere else" must not end another spec's
 * session.
 */
type Strings = (typeof enMember)['member'];
const M: Record<'en' | 'ty', Strings> = {
  en: (catalogueOf('en') as { member: Strings }).member,
  ty: (catalogueOf('ty') as { member: Strings }).member,
};
const PASSWORD = 'Welcome2026';

const panelNav = (page: Page, m: Strings) => page.getByRole('navigation', { name: m.panel.nav }).filter({ visible: true });
const contactRow = (page: Page, channel: 'email' | 'mobile') => page.getByTestId(`contact-${channel}`);

async function newestEmailCode(page: Page, address: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const [message] = await outboxMessages(page.request, 'email', address);
      code = /\b(\d{6})\b/.exec(typeof message?.body === 'string' ? message.body : '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

for (const [language, c, prefix] of [
  ['ty', ty, ''],
  ['en', en, '/en'],
] as const satisfies readonly (readonly ['ty' | 'en', Catalogue, string])[]) {
  const m = M[language];
  test(`${language}: a player opens My account from the account menu, verifies an e-mail, logs out another session and closes back`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const username = await registerFreshPlayer(page);
    await page.goto(`${prefix}/promotions`);
    await componentHydrated(page, 'AccountBar');

    // The account menu leads to My account.
    const strip = accountStrip(page, c);
    await strip.getByRole('button', { name: c.accounts.menu.label }).click();
    await strip.getByRole('link', { name: m.menu.account }).click();
    await expect(page).toHaveURL(`${MAIN_URL}${prefix}/member?from=${encodeURIComponent(`${prefix}/promotions`)}`);
    await expect(page.getByRole('heading', { level: 1, name: m.account.title })).toBeVisible();
    await expect(panelNav(page, m).getByRole('link', { name: m.menu.account })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('profile-account')).toHaveText(username);

    // An e-mail address, verified with the code from the dev outbox; a wrong code says so under the field.
    const address = `${username}@example.com`;
    await componentHydrated(page, 'ContactDetails');
    const email = contactRow(page, 'email');
    await expect(email).toContainText(m.contact.none);
    await email.getByRole('button', { name: m.contact.changeEmail }).click();
    await email.getByLabel(m.contact.newEmail).fill(address);
    await email.getByRole('button', { name: m.contact.sendCode }).click();
    const codeField = email.getByLabel(m.contact.code);
    await expect(codeField).toBeFocused();
    const code = await newestEmailCode(page, address);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await email.getByRole('button', { name: m.contact.confirm }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await codeField.fill(code);
    await email.getByRole('button', { name: m.contact.confirm }).click();
    await expect(email.getByRole('status')).toHaveText(m.contact.emailDone);
    await expect(email).toContainText(address);
    await expect(email).toContainText(m.contact.verified);

    // A second browser logs in as the same player; the history shows both logins.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`${MAIN_URL}/en/`);
    await loginThroughHeader(otherPage, en, username, PASSWORD);
    await dismissWelcome(otherPage, en);
    await page.reload();
    await componentHydrated(page, 'AccountSecurity');
    const history = page.getByTestId('login-history');
    await expect(history.getByRole('row')).toHaveCount(3); // registration's login, the other browser's, and the header row
    await expect(history.getByRole('row').nth(2)).toContainText(m.logins.current);
    await expect(history.getByRole('row').nth(1)).toContainText(m.logins.active);

    await history.getByRole('button', { name: m.logins.logoutOthers }).click();
    await history.getByRole('button', { name: m.logins.confirm }).click();
    await expect(history.getByRole('status')).toHaveText(fill(m.logins.loggedOutOthers, { count: 1 }));
    await expect(history.getByRole('row').nth(1)).toContainText(m.logins.ended);

    // The other browser's session is gone: the centre sends it to the login page; this one stays.
    await otherPage.goto(`${MAIN_URL}/en/member`);
    await expect(otherPage).toHaveURL(/\/en\/login\?next=%2Fen%2Fmember$/);
    await other.close();
    await page.reload();
    await expect(page.getByTestId('profile-account')).toHaveText(username);

    // Close returns to the page the player came from (kept across the reloads in the URL or the referrer).
    await page.getByRole('link', { name: m.panel.close }).click();
    await expect(page).toHaveURL(`${MAIN_URL}${prefix}/promotions`);
  });
}

test('on a phone the menu is a disclosure that works with the keyboard, and without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${MAIN_URL}/en/`);
  await loginAndDismissWelcome(page, en, 'demo_vip', 'Diamond2026');
  await page.goto(`${MAIN_URL}/en/member`);
  const drawer = page.getByTestId('member-drawer');
  const toggle = drawer.getByText(M.en.panel.toggle);
  await expect(toggle).toBeVisible();
  const link = drawer.getByRole('link', { name: M.en.menu.account });
  await expect(link).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${MAIN_URL}/en/member`);
  // The login history is a card per login on a phone: each value with its column's name, nothing wider than the screen.
  const logins = page.getByRole('table', { name: M.en.logins.caption });
  const firstLogin = logins.locator('tbody tr').first();
  await expect(firstLogin.locator('td').first()).toHaveAttribute('data-label', M.en.logins.time);
  expect(await firstLogin.evaluate((row) => getComputedStyle(row).display)).toBe('block');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const state = await context.storageState();
  await context.close();

  // The same session without JavaScript: the disclosure is plain HTML.
  const noScript = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false, storageState: state });
  const plain = await noScript.newPage();
  await plain.goto(`${MAIN_URL}/en/member`);
  const plainDrawer = plain.getByTestId('member-drawer');
  await expect(plainDrawer.getByRole('link', { name: M.en.menu.account })).toBeHidden();
  await plainDrawer.getByText(M.en.panel.toggle).click();
  await expect(plainDrawer.getByRole('link', { name: M.en.menu.account })).toBeVisible();
  await noScript.close();
});

test('the centre menu is reached and followed with the keyboard alone', async ({ page }) => {
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'demo_vip', 'Diamond2026');
  await page.goto('/en/member');
  const link = page.getByRole('navigation', { name: M.en.panel.nav }).filter({ visible: true }).getByRole('link', { name: M.en.menu.account });
  let reached = false;
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached, 'Tab reaches the centre menu').toBe(true);
  // The focus is visible (docs/architecture.md: visible focus): an outline or a ring.
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle !== 'none' || getComputedStyle(element).boxShadow !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/member$/);
  await expect(page.getByRole('heading', { level: 1, name: M.en.account.title })).toBeVisible();
});

test('a guest is sent to the login page', async ({ page }) => {
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?next=%2Fmember$/);
  await page.goto(`/en/member?x=${uniqueUsername()}`);
  await expect(page).toHaveURL(/\/en\/login\?next=/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`My account has no accessibility violations in the ${theme} theme`, async ({ page, axe }) => {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto('/en/');
    await loginAndDismissWelcome(page, en, 'demo_vip', 'Diamond2026');
    await page.goto('/en/member');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('vip-progress')).toBeVisible();
    await componentHydrated(page, 'AccountSecurity');
    await axe.expectNoSeriousA11yViolations();
    // With a form open too.
    await contactRow(page, 'email').getByRole('button', { name: M.en.contact.changeEmail }).click();
    await axe.expectNoSeriousA11yViolations();
  });
}

test('at 390 px no page of the member centre is wider than the screen, the deposit history included', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${MAIN_URL}/en/`);
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
  const pages = ['', '/wallet', '/deposit', '/withdraw', '/transactions', '/bets', '/profit', '/bonuses', '/rewards', '/missions', '/messages', '/feedback'];
  for (const path of [...pages.map((tail) => `/en/member${tail}`), '/en/member/referral', '/en/member/safer-gambling', '/en/pointMall']) {
    await page.goto(`${MAIN_URL}${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  // demo_player's seeded deposits: four columns that became a card per deposit.
  await page.goto(`${MAIN_URL}/en/member/deposit`);
  const recent = page.getByTestId('deposit-recent');
  await expect(recent.getByRole('row').nth(1)).toBeVisible();
  expect(
    await recent
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display),
  ).toBe('block');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
