import type { Page } from '@playwright/test';
import { test, expect, smsCode } from './fixtures';
import {
  en,
  ty,
  accountName,
  accountStrip,
  componentHydrated,
  dismissWelcome,
  islandHydrated,
  loginAndDismissWelcome,
  loginOnPage,
  loginThroughHeader,
  loginWithin,
  logoutThroughStrip,
  modalsReady,
  type Catalogue,
} from './helpers';
import { GUARDED_URL, MAIN_URL } from './servers';
import { fillUsernameForm, uniqueUsername } from './register-helpers';

async function openAccountMenuItem(page: Page, strings: Catalogue, item: string) {
  await accountStrip(page, strings).getByRole('button', { name: strings.accounts.menu.label }).click();
  await accountStrip(page, strings)
    .getByRole('button', { name: item })
    .or(accountStrip(page, strings).getByRole('link', { name: item }))
    .click();
}

test.describe('the login page', () => {
  test('has no header, logs in, remembers the username for next time, and goes home', async ({ page, axe }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: ty.accounts.login.heading })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    const form = page.getByRole('main').getByRole('form', { name: ty.login.title });
    // A tap before the form hydrates is held and replayed once it has (docs/decisions/0041);
    // `check()` asserts the state at once, so the test lets it hydrate first.
    await componentHydrated(page, 'LoginPage');
    await form.getByLabel(ty.accounts.login.rememberMe).check();
    await loginWithin(form, page, ty, 'team_ana', 'TeamAna2026');
    await expect(page).toHaveURL(`${MAIN_URL}/`);
    await expect(accountName(page, ty)).toHaveText('team_ana');

    // Logged in, /login goes home; after logout the username is remembered, never the password.
    await page.goto('/login');
    await expect(page).toHaveURL(`${MAIN_URL}/`);
    await logoutThroughStrip(page, ty);
    await expect(page.getByRole('banner').getByRole('form', { name: ty.login.title })).toBeVisible();
    await page.goto('/login');
    const again = page.getByRole('main').getByRole('form', { name: ty.login.title });
    await expect(again.getByLabel(ty.login.username, { exact: true })).toHaveValue('team_ana');
    await expect(again.getByLabel(ty.login.password, { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('TeamAna2026');
  });
});

test.describe('the login popup', () => {
  test('keyboard and screen-reader basics: focus in, scroll locked, Escape closes, focus back', async ({ page, axe }) => {
    await page.goto('/en/');
    await modalsReady(page);
    const opener = page.getByRole('banner').getByRole('link', { name: en.accounts.login.moreWays });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.login.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tablist', { name: en.accounts.showcase.categories })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: en.accounts.showcase.hot })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await axe.expectNoSeriousA11yViolations();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('SMS login: the number is checked before sending, the countdown runs, the code logs in', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/');
    await modalsReady(page);
    await page.getByRole('banner').getByRole('link', { name: en.accounts.login.moreWays }).click();
    const dialog = page.getByRole('dialog', { name: en.login.title });
    await dialog.getByRole('tab', { name: en.accounts.login.bySms }).click();
    const smsForm = dialog.getByRole('form', { name: en.accounts.login.bySms });
    let smsRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/wps/verification/sms')) smsRequests += 1;
    });
    const send = smsForm.getByRole('button', { name: en.accounts.sms.send });
    await send.click();
    await expect(smsForm.getByText(en.login.required)).toBeVisible();
    await smsForm.getByLabel(en.accounts.mobile.label).fill('12345');
    await send.click();
    await expect(smsForm.getByText(en.accounts.mobile.invalid)).toBeVisible();
    await smsForm.getByRole('button', { name: en.login.submit }).click();
    await expect(smsForm.getByText(en.login.required)).toBeVisible(); // the code
    expect(smsRequests).toBe(0);

    await smsForm.getByLabel(en.accounts.mobile.label).fill('0917 123 4567');
    await send.click();
    const counting = smsForm.getByTestId('sms-send');
    await expect(counting).toHaveText(en.accounts.sms.resendIn.replace('{{seconds}}', '60'));
    await expect(counting).toBeDisabled();
    expect(smsRequests).toBe(1);
    await page.clock.fastForward(30_000);
    await expect(counting).toHaveText(en.accounts.sms.resendIn.replace('{{seconds}}', '30'));
    await page.clock.fastForward(31_000);
    await expect(counting).toHaveText(en.accounts.sms.send);
    await expect(counting).toBeEnabled();

    await smsForm.getByLabel(en.accounts.sms.code).fill(await smsCode(page.request, '+639171234567'));
    await smsForm.getByRole('button', { name: en.login.submit }).click();
    const welcome = page.getByRole('dialog', { name: en.accounts.welcome.title });
    await expect(welcome.getByText('Welcome back, Demo Player!')).toBeVisible();
    await dismissWelcome(page, en);
    await expect(accountName(page, en)).toHaveText('demo_player');
  });

  test('free play logs in a trial account, which is refused real-account actions', async ({ page }) => {
    await page.goto('/');
    await modalsReady(page);
    await page.getByRole('banner').getByRole('link', { name: ty.accounts.login.moreWays }).click();
    await page.getByRole('dialog', { name: ty.login.title }).getByRole('button', { name: ty.accounts.login.freePlay }).click();
    await expect(page).toHaveURL(`${MAIN_URL}/`);
    await expect(accountName(page, ty)).toHaveText(/\S+/);
    await modalsReady(page);
    for (const item of [ty.accounts.menu.changePassword, ty.accounts.menu.agent]) {
      await openAccountMenuItem(page, ty, item);
      const warning = page.getByRole('alertdialog', { name: ty.accounts.needReal.title });
      await expect(warning.getByText(ty.accounts.needReal.text)).toBeVisible();
      await warning.getByRole('button', { name: ty.accounts.ok }).click();
      await expect(warning).toBeHidden();
    }
  });
});

test.describe('the forgot-password modal', () => {
  test('opens from the header with its tabs and channels, answers in place, and closes on Escape', async ({ page, axe }) => {
    await page.goto('/en/');
    await modalsReady(page);
    const opener = page.getByRole('banner').getByRole('link', { name: en.accounts.login.forgot });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.accounts.forgot.title });
    await expect(dialog.getByRole('tab', { name: en.forgot.tabMobile })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('link', { name: /t\.me\/lucky_support_ph|Telegram/ }).first()).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await dialog.getByRole('tab', { name: en.forgot.tabEmail }).click();
    await dialog.getByLabel(en.forgot.username).fill('nobody2026');
    await dialog.getByLabel(en.forgot.email).fill('nobody@example.com');
    await dialog.getByRole('button', { name: en.forgot.sendEmail }).click();
    await expect(dialog.getByText('Username/Email does not exist')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the register modal', () => {
  test('opens from the header, switches to the login popup, and registers a player who lands on the optional limits step logged in', async ({ page }) => {
    await page.goto('/?referralCode=FRIEND1');
    await modalsReady(page);
    await page.getByRole('banner').getByRole('link', { name: ty.accounts.login.register }).click();
    let dialog = page.getByRole('dialog', { name: ty.accounts.register.title });
    const form = dialog.getByRole('form', { name: ty.register.formLabel });
    await expect(form.getByRole('button', { name: ty.register.submit })).toBeEnabled();
    await dialog.getByRole('link', { name: ty.register.login }).click();
    await expect(page.getByRole('dialog', { name: ty.login.title })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('link', { name: ty.accounts.login.register }).click();
    dialog = page.getByRole('dialog', { name: ty.accounts.register.title });
    await dialog.getByRole('tab', { name: ty.register.modeUsername }).click();
    const username = uniqueUsername();
    await fillUsernameForm(page, form, ty, username, 'Welcome2026');
    await form.getByRole('button', { name: ty.register.submit }).click();
    await expect(page).toHaveURL(`${MAIN_URL}/member/safer-gambling?step=registered`);
    await expect(accountName(page, ty)).toHaveText(username);
  });
});

test.describe('passwords', () => {
  test('the default password forces a change that cannot be dismissed, with every rule checked', async ({ page }) => {
    await page.goto('/en/');
    await loginThroughHeader(page, en, 'team_ben', 'TeamBen2026');
    const dialog = page.getByRole('dialog', { name: en.accounts.changePassword.title });
    await expect(dialog.getByText(en.accounts.changePassword.forced)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: en.account.close })).toHaveCount(0);
    // The password just typed is the old one: it is not asked again.
    await expect(dialog.getByLabel(en.accounts.changePassword.old)).toHaveCount(0);
    let changes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/wps/member/password')) changes += 1;
    });
    const newField = dialog.getByLabel(en.accounts.changePassword.new, { exact: true });
    const confirmField = dialog.getByLabel(en.accounts.changePassword.confirm);
    const submit = dialog.getByRole('button', { name: en.accounts.changePassword.submit });
    await submit.click();
    await expect(dialog.getByText(en.login.required)).toHaveCount(2);
    await newField.fill('abc123');
    await confirmField.fill('abc123');
    await submit.click();
    await expect(dialog.getByText(en.accounts.password.rule)).toBeVisible();
    await newField.fill('TeamBen2026');
    await confirmField.fill('TeamBen2026');
    await submit.click();
    await expect(dialog.getByText(en.accounts.password.sameAsOld)).toBeVisible();
    await newField.fill('TeamBen2027');
    await confirmField.fill('TeamBen2028');
    await submit.click();
    await expect(dialog.getByText(en.accounts.password.mismatch)).toBeVisible();
    expect(changes).toBe(0);

    await confirmField.fill('TeamBen2027');
    const change = page.waitForRequest((request) => request.url().endsWith('/wps/member/password') && request.method() === 'PUT');
    await submit.click();
    await change;
    // Logged in again with the new password at once, and home.
    await expect(page).toHaveURL(`${MAIN_URL}/en/`);
    await expect(accountName(page, en)).toHaveText('team_ben');

    // The new password is the account's now: a fresh login with it goes straight in.
    await logoutThroughStrip(page, en);
    await loginAndDismissWelcome(page, en, 'team_ben', 'TeamBen2027');
    await expect(accountName(page, en)).toHaveText('team_ben');
  });

  test('an expired password forces a change (PWDEXPFORCECHANGE3) that holds on every page until it is made', async ({ page }) => {
    await page.goto('/');
    await loginThroughHeader(page, ty, 'demo_expired', 'Expired2026');
    const dialog = page.getByRole('dialog', { name: ty.accounts.changePassword.title });
    await expect(dialog.getByText(ty.accounts.changePassword.forced)).toBeVisible();

    // Opening another page does not skip it: the session carries it, and it cannot be dismissed.
    for (const path of ['/help', '/en/']) {
      await page.goto(path);
      const strings = path.startsWith('/en/') ? en : ty;
      const again = page.getByRole('dialog', { name: strings.accounts.changePassword.title });
      await expect(again.getByText(strings.accounts.changePassword.forced), path).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(again, path).toBeVisible();
      await expect(again.getByRole('button', { name: strings.account.close }), path).toHaveCount(0);
    }
    await page.goto('/');
    await expect(dialog.getByText(ty.accounts.changePassword.forced)).toBeVisible();
    // On a later page the password typed at login is gone: it is asked for.
    await dialog.getByLabel(ty.accounts.changePassword.old).fill('Expired2026');
    await dialog.getByLabel(ty.accounts.changePassword.new, { exact: true }).fill('Expired2027');
    await dialog.getByLabel(ty.accounts.changePassword.confirm).fill('Expired2027');
    // The page is already at home and still signed in, so wait for the change itself (a page
    // opened while it is under way would abort it), then for the modal to go.
    const changed = page.waitForResponse((response) => response.url().endsWith('/wps/member/password') && response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: ty.accounts.changePassword.submit }).click();
    expect(await (await changed).json()).toMatchObject({ success: true });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${MAIN_URL}/`);
    await expect(accountName(page, ty)).toHaveText('demo_expired');

    // Made: no page asks for it any more.
    await page.goto('/en/help');
    await expect(accountName(page, en)).toHaveText('demo_expired');
    await modalsReady(page);
    await expect(page.getByRole('dialog', { name: en.accounts.changePassword.title })).toHaveCount(0);
  });
});

test.describe('roles', () => {
  test('agents see the Agent item and their agent page; players are refused there', async ({ page, axe }) => {
    await page.goto('/en/agentHome');
    await axe.expectNoSeriousA11yViolations();
    const agentForm = page.getByRole('main').getByRole('form', { name: en.login.title });
    await loginWithin(agentForm, page, en, 'demo_player', 'Player2026');
    await expect(agentForm.getByRole('alert')).toHaveText(en.accounts.login.notAgent);
    await expect(page).toHaveURL(`${MAIN_URL}/en/agentHome`);

    // Issue 17: an agent lands on the agent centre's overview, and the Agent item leads there.
    await loginWithin(agentForm, page, en, 'demo_agent', 'Agent2026');
    await expect(page).toHaveURL(`${MAIN_URL}/en/agent`);
    await modalsReady(page);
    await accountStrip(page, en).getByRole('button', { name: en.accounts.menu.label }).click();
    await expect(accountStrip(page, en).getByRole('link', { name: en.accounts.menu.agent })).toHaveAttribute('href', '/en/agent');
  });

  test('a player has no Agent item and the agent page says non-agents cannot log in', async ({ page }) => {
    await page.goto('/');
    await loginAndDismissWelcome(page, ty, 'demo_player', 'Player2026');
    await accountStrip(page, ty).getByRole('button', { name: ty.accounts.menu.label }).click();
    await expect(accountStrip(page, ty).getByRole('button', { name: ty.accounts.menu.changePassword })).toBeVisible();
    await expect(accountStrip(page, ty).getByRole('link', { name: ty.accounts.menu.agent })).toHaveCount(0);
    await page.goto('/agentHome');
    await expect(page.getByRole('heading', { level: 1, name: ty.accounts.login.notAgent })).toBeVisible();
  });
});

test.describe('customer service', () => {
  test('opens live chat in a 440 × 500 pop-up', async ({ page, context }) => {
    await context.route('https://chat.lucky.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title>' }));
    await page.goto('/en/');
    await islandHydrated(page, 'customer-service');
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('customer-service').click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL('https://chat.lucky.example/livechat');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
  });
});

test.describe('when login is required (LOGIN_REQUIRED)', () => {
  test('guests are sent to /login, the open pages stay open, and a login comes back', async ({ page }) => {
    await page.goto(`${GUARDED_URL}/en/help/responsible-gaming`);
    await expect(page).toHaveURL(`${GUARDED_URL}/en/login?next=%2Fen%2Fhelp%2Fresponsible-gaming`);
    for (const open of ['/register', '/en/login']) {
      const response = await page.request.get(`${GUARDED_URL}${open}`, { maxRedirects: 0 });
      expect(response.status(), open).toBe(200);
    }
    await loginOnPage(page, en, 'demo_player', 'Player2026', GUARDED_URL);
    await expect(page).toHaveURL(`${GUARDED_URL}/en/help/responsible-gaming`);
  });
});
