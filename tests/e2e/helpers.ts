import type { Page } from '@playwright/test';
import { expect, captchaAnswer } from './fixtures';
import { en, ty, type Catalogue } from '../../src/lib/i18n/catalogues';

export { en, ty };
export type { Catalogue };

/**
 * Logs in through the header form, answering the captcha from the platform's dev outbox.
 * The captcha is issued when the form is first touched. Returns the captcha's uuid.
 */
export async function loginThroughHeader(page: Page, strings: Catalogue, username: string, password: string): Promise<string> {
  const form = page.getByRole('form', { name: strings.login.title });
  const submit = form.getByRole('button', { name: strings.login.submit });
  await expect(submit).toBeEnabled(); // hydrated
  await form.getByLabel(strings.login.username, { exact: true }).fill(username);
  await form.getByLabel(strings.login.password, { exact: true }).fill(password);
  const uuid = await form.locator('img[data-captcha-uuid]').getAttribute('data-captcha-uuid');
  expect(uuid).toBeTruthy();
  await form.getByLabel(strings.login.captcha, { exact: true }).fill(await captchaAnswer(page.request, uuid!));
  await submit.click();
  return uuid!;
}
