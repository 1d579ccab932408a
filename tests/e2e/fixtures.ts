/**
 * Shared helpers for the end-to-end specs. Import `test` and `expect` from here, not from
 * @playwright/test:
 *   - `axe.expectNoSeriousA11yViolations(page?)`: axe with WCAG 2.0/2.1/2.2 A and AA rules;
 *     fails on serious or critical findings, listing rule, impact and elements.
 *   - `captchaAnswer(request, uuid)`: the answer to a captcha, read from the embedded
 *     platform's outbox (PLATFORM_DEV_TOOLS=1 on the main test server).
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MAIN_URL } from './servers.ts';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the page and fails with a readable list of serious/critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  const bad = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const lines = bad.map((v) => {
    const targets = v.nodes.map((n) => `    - ${n.target.join(' ')}`).join('\n');
    return `  ${v.id} (${v.impact}): ${v.help}\n${targets}`;
  });
  // Compare short strings, so a failure shows the list above rather than axe's raw objects.
  expect(
    bad.map((v) => `${v.id} (${v.impact})`),
    `Accessibility violations on ${page.url()}:\n${lines.join('\n')}`,
  ).toEqual([]);
}

export interface OutboxMessage {
  kind: string;
  recipient: string;
  body: unknown;
  created_at: string;
}

/** The dev outbox's messages of one kind to one recipient, newest first. */
export async function outboxMessages(
  request: APIRequestContext,
  kind: 'captcha' | 'sms' | 'email',
  recipient: string,
  baseUrl: string = MAIN_URL,
): Promise<OutboxMessage[]> {
  const url = `${baseUrl}/platform-dev/outbox?kind=${kind}&recipient=${encodeURIComponent(recipient)}`;
  const res = await request.get(url);
  expect(res.ok(), `GET ${url} answered ${res.status()}`).toBe(true);
  const envelope = (await res.json()) as { success: boolean; value?: OutboxMessage[] };
  expect(envelope.success, `outbox envelope: ${JSON.stringify(envelope)}`).toBe(true);
  return [...(envelope.value ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

const bodyText = (message: OutboxMessage | undefined): string | undefined =>
  message === undefined ? undefined : typeof message.body === 'string' ? message.body : JSON.stringify(message.body);

/** Polls (up to 5 s) for the newest outbox message's text, through `pick`. */
async function newest(request: APIRequestContext, kind: 'captcha' | 'sms', recipient: string, baseUrl: string, pick: (text: string) => string | undefined) {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const text = bodyText((await outboxMessages(request, kind, recipient, baseUrl))[0]);
      found = text === undefined ? undefined : pick(text);
      return found;
    }, { message: `no ${kind} in the outbox for ${recipient}`, timeout: 5_000 })
    .toBeTruthy();
  return found!;
}

/**
 * The newest captcha answer sent to `uuid`, from a test server's dev outbox. Polls because the
 * captcha is issued when its image is requested.
 */
export const captchaAnswer = (request: APIRequestContext, uuid: string, baseUrl: string = MAIN_URL): Promise<string> =>
  newest(request, 'captcha', uuid, baseUrl, (text) => text);

/** The six-digit code of the newest SMS to `recipient` ('+639171234567'). */
export const smsCode = (request: APIRequestContext, recipient: string, baseUrl: string = MAIN_URL): Promise<string> =>
  newest(request, 'sms', recipient, baseUrl, (text) => text.match(/\b(\d{6})\b/)?.[1]);

export const test = base.extend<{
  axe: { expectNoSeriousA11yViolations: (page?: Page) => Promise<void> };
}>({
  axe: async ({ page }, use) => {
    await use({ expectNoSeriousA11yViolations: (p?: Page) => expectNoSeriousA11yViolations(p ?? page) });
  },
});

export { expect };
