/**
 * The forgot-password page (docs/product.md §2 /forget, §4, §5, §8) in Filipino (/forget) and English
 * (/en/forget), against the reference platform.
 *
 * Isolation: both resets really change a password (the e-mail reset sets a random one and
 * e-mails it; the phone reset sets the one typed), and other specs log in as the seeded
 * accounts with their documented passwords. So every test that resets registers its own
 * player first, through the platform API as the site's registration form would (the site's
 * own contract client, encrypted body, a captcha answered from the dev outbox), with a
 * random username, mobile number and e-mail address. Nothing seeded is touched, and the
 * tests do not depend on one another or on their order.
 *
 * Rate limits are per IP over an hour and every spec shares one IP, so this spec sends as few
 * SMS codes (one) and e-mail resets (two) as its assertions need.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, captchaAnswer, outboxMessages, smsCode } from './fixtures';
import { en, ty, componentHydrated, countRequests, type Catalogue } from './helpers';
import { uniqueMobile } from './register-helpers';
import { MAIN_URL } from './servers.ts';
import { createPlatformClient } from '../../src/lib/platform/client';
import { register } from '../../src/contract/calls/member';

interface Player {
  username: string;
  password: string;
  /** National number, e.g. 9171234567; the outbox recipient is +63 and this. */
  mobile: string;
  email: string;
}

/** A platform client that goes through the site's proxy with Playwright's request context. */
function platformClient(request: APIRequestContext) {
  return createPlatformClient({
    audience: 'browser',
    baseUrl: MAIN_URL,
    headers: () => ({ Language: 'EN', Origin: MAIN_URL }),
    fetch: async (url, init) => {
      const response = await request.fetch(url, {
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        ...(typeof init.body === 'string' ? { data: init.body } : {}),
      });
      // The client reads only the status and the JSON body (the session cookie stays in `request`).
      return new Response(await response.text(), { status: response.status() });
    },
  });
}

/** Registers a new player with a mobile number and an e-mail address (see the file comment). */
async function registerPlayer(request: APIRequestContext): Promise<Player> {
  const tag = randomInt(10_000_000, 100_000_000).toString();
  const player: Player = {
    username: `fp${tag}`,
    password: `Forgot${tag}`,
    mobile: uniqueMobile(),
    email: `fp${tag}@example.com`,
  };
  const captchaUuid = `forgot-e2e-${tag}`;
  expect((await request.get(`${MAIN_URL}/wps/captcha?uuid=${captchaUuid}`)).ok()).toBe(true);
  await platformClient(request).call(register, {
    username: player.username,
    password: player.password,
    confirmPassword: player.password,
    mobileNum: player.mobile,
    countryDialingCode: '63',
    email: player.email,
    captcha: await captchaAnswer(request, captchaUuid),
    captchaUuid,
  });
  return player;
}

/** The page's form (not the header's login form, which also has a Username field). */
const forgotForm = (page: Page) => page.getByTestId('forgot-password');

async function openForgot(page: Page, path: string, strings: Catalogue) {
  await page.goto(path);
  const form = forgotForm(page);
  // The form waits for the visitor's first interaction (docs/decisions/0066-react-runtime.md);
  // hydrated, its submit buttons are enabled.
  await componentHydrated(page, 'ForgotPasswordPage');
  await expect(form.getByRole('button', { name: strings.forgot.resetSubmit })).toBeEnabled();
  return form;
}

for (const [path, strings] of [
  ['/forget', ty],
  ['/en/forget', en],
] as const) {
  test(`${path}: tabs with the mobile number first, contact channels, accessible`, async ({ page, axe }) => {
    const form = await openForgot(page, path, strings);
    await expect(page).toHaveTitle(new RegExp(strings.forgot.title));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.forgot.title);

    const tabs = form.getByRole('tablist', { name: strings.forgot.methods }).getByRole('tab');
    await expect(tabs).toHaveText([strings.forgot.tabEmail, strings.forgot.tabMobile]);
    await expect(form.getByRole('tab', { name: strings.forgot.tabMobile })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('tabpanel', { name: strings.forgot.tabMobile })).toBeVisible();
    await expect(form.getByRole('tabpanel', { name: strings.forgot.tabEmail })).toBeHidden();

    // docs/product.md §2: two site domains, the support e-mail, Telegram, Facebook, the second Telegram link.
    const channels = form.getByTestId('forgot-channels');
    await expect(channels.getByRole('heading', { name: strings.forgot.channels.title })).toBeVisible();
    const links = channels.getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([
      'https://www.lucky.example/',
      'https://play.lucky.example/',
      'mailto:support@lucky.example',
      'https://t.me/lucky_support_ph',
      'https://www.facebook.com/lucky.example',
      'https://t.me/lucky_promos_ph',
    ]);
    expect(hrefs.every((href) => href?.startsWith('https://') || href?.startsWith('mailto:'))).toBe(true);
    await expect(links.nth(3)).toContainText(strings.forgot.channels.telegram);
    await expect(links.nth(4)).toContainText(strings.forgot.channels.facebook);

    await axe.expectNoSeriousA11yViolations();
    // The other panel too, and the keyboard moves between the tabs.
    await form.getByRole('tab', { name: strings.forgot.tabMobile }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('tab', { name: strings.forgot.tabEmail })).toBeFocused();
    await expect(form.getByRole('tabpanel', { name: strings.forgot.tabEmail })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
  });
}

test('/en/forget: each rule shows its message under its field and nothing is sent', async ({ page }) => {
  const form = await openForgot(page, '/en/forget', en);
  const resets = countRequests(page, '/wps/member/password');
  const codes = countRequests(page, '/wps/verification');
  const panel = form.getByRole('tabpanel', { name: en.forgot.tabMobile });
  const mobile = panel.getByRole('textbox', { name: en.forgot.mobileNum });
  const code = panel.getByRole('textbox', { name: en.forgot.verificationCode });
  const password = panel.getByLabel(en.forgot.newPassword, { exact: true });
  const confirm = panel.getByLabel(en.forgot.confirmPassword, { exact: true });
  const submit = panel.getByRole('button', { name: en.forgot.resetSubmit });
  const rule = (text: string) => text.replace('{{min}}', '7').replace('{{max}}', '20');

  await submit.click();
  for (const field of [mobile, code, password, confirm]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(en.forgot.errors.required.replace('.', '\\.')));
  }
  await expect(mobile).toBeFocused();

  // The SMS request is blocked for an invalid number.
  await mobile.fill('12345');
  await panel.getByRole('button', { name: en.forgot.sendCode }).click();
  await expect(mobile).toHaveAccessibleDescription(en.forgot.errors.mobileInvalid);

  await code.fill('1'.repeat(256));
  await password.fill('short1');
  await confirm.fill('different1');
  await submit.click();
  await expect(mobile).toHaveAccessibleDescription(en.forgot.errors.mobileInvalid);
  await expect(code).toHaveAccessibleDescription(en.forgot.errors.codeTooLong);
  await expect(password).toHaveAccessibleDescription(new RegExp(rule(en.forgot.errors.passwordRule)));
  await expect(confirm).toHaveAccessibleDescription(en.forgot.errors.confirmMismatch);

  await password.fill('lettersonly');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(new RegExp(rule(en.forgot.errors.passwordRule)));

  // The e-mail pair: one message for the group, under it.
  await form.getByRole('tab', { name: en.forgot.tabEmail }).click();
  const emailPanel = form.getByRole('tabpanel', { name: en.forgot.tabEmail });
  await emailPanel.getByRole('textbox', { name: en.forgot.username }).fill('somebody');
  await emailPanel.getByRole('button', { name: en.forgot.sendEmail }).click();
  await expect(emailPanel.getByText(en.forgot.errors.groupRequired)).toHaveCount(1);
  await expect(emailPanel.getByRole('textbox', { name: en.forgot.email })).toHaveAccessibleDescription(en.forgot.errors.groupRequired);

  expect(resets()).toBe(0);
  expect(codes()).toBe(0);
});

test('/forget: a code is sent, counts down, and the phone reset logs in and goes home', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.clock.install();
  const form = await openForgot(page, '/forget', ty);
  const panel = form.getByRole('tabpanel', { name: ty.forgot.tabMobile });
  await panel.getByRole('textbox', { name: ty.forgot.mobileNum }).fill(player.mobile);

  const send = panel.getByTestId('sms-send');
  await send.click();
  await expect(send).toHaveText(/\d+/);
  const shown = Number((await send.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThan(55);
  expect(shown).toBeLessThanOrEqual(60);
  await expect(send).toHaveText(ty.forgot.resendIn.replace('{{seconds}}', String(shown)));
  await expect(send).toBeDisabled();
  await page.clock.fastForward(61_000);
  await expect(send).toHaveText(ty.forgot.sendCode);
  await expect(send).toBeEnabled();

  const code = await smsCode(request, `+63${player.mobile}`);
  await panel.getByRole('textbox', { name: ty.forgot.verificationCode }).fill(code);
  await panel.getByLabel(ty.forgot.newPassword, { exact: true }).fill('Renewed2026');
  await panel.getByLabel(ty.forgot.confirmPassword, { exact: true }).fill('Renewed2026');
  const resets = countRequests(page, '/wps/member/password/verification');
  await panel.getByRole('button', { name: ty.forgot.resetSubmit }).dblclick();

  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await expect(page.getByTestId('account-name')).toHaveText(player.username);
  expect(resets()).toBe(1);
  const info = await page.request.get('/wps/member/info');
  expect((await info.json()).value.account).toBe(player.username);
});

test('/en/forget: the e-mail reset says the password was sent and the mail is in the outbox', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const form = await openForgot(page, '/en/forget', en);
  await form.getByRole('tab', { name: en.forgot.tabEmail }).click();
  const panel = form.getByRole('tabpanel', { name: en.forgot.tabEmail });

  // An unknown pair: the platform's message, as it comes.
  await panel.getByRole('textbox', { name: en.forgot.username }).fill('nobody404');
  await panel.getByRole('textbox', { name: en.forgot.email }).fill('nobody404@example.com');
  await panel.getByRole('button', { name: en.forgot.sendEmail }).click();
  await expect(panel.getByRole('alert')).toHaveText('Username/Email does not exist');

  await panel.getByRole('textbox', { name: en.forgot.username }).fill(player.username);
  await panel.getByRole('textbox', { name: en.forgot.email }).fill(player.email);
  await panel.getByRole('button', { name: en.forgot.sendEmail }).click();
  const status = panel.getByRole('status');
  await expect(status.getByText('The password has been sent. Please check it out.', { exact: true })).toBeVisible();
  await expect(status).toBeFocused();
  await expect(status.getByRole('link', { name: en.forgot.goToLogin })).toHaveAttribute('href', '/en/login');

  const mails = await outboxMessages(request, 'email', player.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain(player.username);
});
