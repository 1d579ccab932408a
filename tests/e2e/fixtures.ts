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

interface OutboxMessage {
  kind: string;
  recipient: string;
  body: unknown;
  created_at: string;
}

/**
 * The newest captcha answer sent to `uuid`, from the main test server's dev outbox.
 * Polls for up to 5 s because the captcha is issued when its image is requested.
 */
export async function captchaAnswer(request: APIRequestContext, uuid: string, baseUrl: string = MAIN_URL): Promise<string> {
  const url = `${baseUrl}/platform-dev/outbox?kind=captcha&recipient=${encodeURIComponent(uuid)}`;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await request.get(url);
    expect(res.ok(), `GET ${url} answered ${res.status()}`).toBe(true);
    const envelope = (await res.json()) as { success: boolean; value?: OutboxMessage[] };
    expect(envelope.success, `outbox envelope: ${JSON.stringify(envelope)}`).toBe(true);
    const messages = [...(envelope.value ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
    const last = messages.at(-1);
    if (last) return typeof last.body === 'string' ? last.body : JSON.stringify(last.body);
    if (Date.now() > deadline) throw new Error(`No captcha in the outbox for ${uuid}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const test = base.extend<{
  axe: { expectNoSeriousA11yViolations: (page?: Page) => Promise<void> };
}>({
  axe: async ({ page }, use) => {
    await use({ expectNoSeriousA11yViolations: (p?: Page) => expectNoSeriousA11yViolations(p ?? page) });
  },
});

export { expect };
