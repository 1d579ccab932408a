/**
 * Helpers for tests/e2e/register.spec.ts: the form's fields by their labels, the captcha answer,
 * a count of registration requests, the platform switch CLI, and a look at the registration
 * payload on the wire (it is encrypted, so the spec plays the platform's key to read it).
 * Other specs use registerFreshPlayer for a player of their own.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, captchaAnswer } from './fixtures';
import { accountName, componentHydrated, countRequests, en, escapeRegExp, type Catalogue } from './helpers';
import { desDecrypt, encryptPayload, rsaDecryptKey } from '../../src/contract/crypto';

export const REGISTER_PATH = /\/wps\/member\/register(\/mobile)?$/;

/** Unique per test: the database is shared by every spec of a run. Starts with a letter, ≤ 15. */
export const uniqueUsername = (): string => `r${Date.now().toString(36)}${randomInt(36 ** 2).toString(36)}`;
export const uniqueMobile = (): string => `9${randomInt(100_000_000, 1_000_000_000)}`;

export const registerForm = (page: Page, c: Catalogue): Locator => page.getByRole('form', { name: c.register.formLabel });

type FieldName = 'username' | 'password' | 'confirmPassword' | 'payeeName' | 'email' | 'mobileNum' | 'affiliateCode' | 'captcha' | 'verificationCode';

/** An input by its label, which says "(optional)" when the field is. */
export const input = (form: Locator, c: Catalogue, name: FieldName): Locator =>
  form.getByLabel(new RegExp(`^${escapeRegExp(c.register[name])}( ${escapeRegExp(c.register.optional)})?$`));

/** Fills the captcha with its answer from the dev outbox (the image appears once the form is touched). */
export async function answerCaptcha(page: Page, form: Locator, c: Catalogue, baseUrl?: string): Promise<void> {
  const image = form.locator('img[data-captcha-uuid]');
  await expect(image).toHaveCount(1);
  const uuid = (await image.getAttribute('data-captcha-uuid')) ?? '';
  await input(form, c, 'captcha').fill(await captchaAnswer(page.request, uuid, baseUrl));
}

/** Opens the form in username mode, hydrated. */
export async function openUsernameForm(page: Page, c: Catalogue, path: string): Promise<Locator> {
  await page.goto(path);
  const form = registerForm(page, c);
  // The form waits for the first interaction, or hydrates at once with a code in the address (0066).
  await componentHydrated(page, 'RegisterPage');
  await page.getByRole('tab', { name: c.register.modeUsername }).click();
  await expect(input(form, c, 'username')).toBeVisible();
  return form;
}

/** Fills a valid username registration, captcha included, and ticks the 18+ and terms box (it starts unticked). */
export async function fillUsernameForm(page: Page, form: Locator, c: Catalogue, username: string, password: string): Promise<void> {
  await input(form, c, 'username').fill(username);
  await input(form, c, 'password').fill(password);
  await input(form, c, 'confirmPassword').fill(password);
  await answerCaptcha(page, form, c);
  await form.getByRole('checkbox', { name: c.register.terms }).check();
}

/**
 * Registers a new player through /en/register and waits until the site has gone to the optional
 * limits step (issue 16); returns
 * the username. With an agent's invitation code, the player joins that agent's team.
 */
export async function registerFreshPlayer(page: Page, { affiliateCode }: { affiliateCode?: string } = {}): Promise<string> {
  const username = uniqueUsername();
  const form = await openUsernameForm(page, en, affiliateCode ? `/en/register?affiliateCode=${affiliateCode}` : '/en/register');
  await fillUsernameForm(page, form, en, username, 'Welcome2026');
  await form.getByRole('button', { name: en.register.submit }).click();
  await expect(accountName(page, en)).toHaveText(username);
  // The site then goes to the limits step: let that navigation finish before the test navigates itself.
  await expect(page).toHaveURL(/\/en\/member\/safer-gambling\?step=registered$/);
  await page.waitForLoadState('load');
  return username;
}

/** Counts the registration requests the page sends, from now on. */
export const countRegisterRequests = (page: Page): (() => number) => countRequests(page, REGISTER_PATH);

/**
 * Flips a whitelabel switch of a running test server with the platform's own CLI
 * (`npm run platform -- whitelabel <SWITCH> on|off`), which hands it to the server through
 * the data folder's control directory; the server applies it within a second.
 */
export async function setWhitelabel(dataDir: string, name: string, on: boolean): Promise<void> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'whitelabel', name, on ? 'on' : 'off'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  expect(stdout).toContain(`${name} is ${on ? 'on' : 'off'}. (applied by the running platform`);
}

/**
 * Reads the registration payloads as the platform would: the page is given the modulus of a
 * key this test holds, so it can unwrap each call's DES key and decrypt the body; the payload
 * then goes on to the platform encrypted under the platform's own key, unchanged. Returns the
 * payloads seen so far.
 */
export async function readRegisterPayloads(page: Page, baseUrl: string): Promise<() => Record<string, unknown>[]> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  const hex = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('hex');
  const modulusHex = hex(jwk.n).replace(/^0+/, '');
  const modulus = BigInt(`0x${modulusHex}`);
  const privateExponent = BigInt(`0x${hex(jwk.d)}`);
  const platformModulus = ((await (await page.request.get(`${baseUrl}/wps/session/key/rsa`)).json()) as { value: string }).value;
  const seen: Record<string, unknown>[] = [];

  await page.route('**/wps/session/key/rsa', (route) => route.fulfill({ json: { success: true, value: modulusHex } }));
  await page.route(REGISTER_PATH, async (route) => {
    const request = route.request();
    const key = rsaDecryptKey(request.headers()['encryption'] ?? '', modulus, privateExponent);
    const payload = JSON.parse(desDecrypt((request.postDataJSON() as { value: string }).value, key.slice(0, 8))) as Record<string, unknown>;
    seen.push(payload);
    const forward = encryptPayload(payload, platformModulus);
    await route.continue({ headers: { ...request.headers(), encryption: forward.encryption }, postData: JSON.stringify(forward.body) });
  });
  return () => seen;
}
