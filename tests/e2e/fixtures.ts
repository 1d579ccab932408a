/**
 * Shared helpers for the end-to-end specs. Import `test` and `expect` from here, not from
 * @playwright/test:
 *   - `axe.expectNoSeriousA11yViolations(page?)`: axe with WCAG 2.0/2.1/2.2 A and AA rules;
 *     fails on serious or critical findings and on contrast axe could not decide, listing
 *     rule, impact and elements.
 *   - `captchaAnswer(request, uuid)`: the answer to a captcha, read from the embedded
 *     platform's outbox (PLATFORM_DEV_TOOLS=1 on the main test server).
 * Every test also collects the console and uncaught errors of every page it opens, in its own
 * context and in any it makes, and fails on a React hydration error (see `hydrationProblems`).
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MAIN_URL } from './servers.ts';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page and fails with a readable list of serious/critical violations, and of
 * every `color-contrast` result axe could not decide ("incomplete") that the page's computed
 * styles do not settle either. axe files text whose colour equals its background (white on
 * white, 1:1) there, not under violations, so a check of violations alone passes invisible
 * buttons. For each undecided element the contrast is computed from its colour and the
 * background colours of it and its ancestors (see `computedContrast`); an element over a
 * background image or gradient stays undecided and fails: give it a background colour.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // `ancestry`: each node also gets a path of tag names and positions, which still finds it after
  // a changing attribute (the jackpot's rolling digits) has made axe's own selector stale.
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).options({ ancestry: true }).analyze();
  const bad = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const undecided: string[] = [];
  for (const node of results.incomplete.filter((v) => v.id === 'color-contrast').flatMap((v) => v.nodes)) {
    const path = node.ancestry ?? node.target;
    const selector = path.length === 1 && typeof path[0] === 'string' ? path[0] : null;
    const computed = selector === null ? null : await page.evaluate(computedContrast, selector);
    const axeSays = node.any.map((check) => check.message).join('; ');
    if (computed === null) undecided.push(`    - ${node.target.join(' ')}: ${axeSays}; no background colour to compute from`);
    else if (computed.ratio < computed.required) {
      undecided.push(`    - ${node.target.join(' ')}: ${axeSays}; computed ${computed.ratio.toFixed(2)}:1, needs ${computed.required}:1 (${computed.colors})`);
    }
  }
  const lines = bad.map((v) => {
    const targets = v.nodes.map((n) => `    - ${n.target.join(' ')}`).join('\n');
    return `  ${v.id} (${v.impact}): ${v.help}\n${targets}`;
  });
  if (undecided.length > 0) lines.push(`  color-contrast (undecided by axe, failing by computed styles):\n${undecided.join('\n')}`);
  // Compare short strings, so a failure shows the list above rather than axe's raw objects.
  expect(
    [...bad.map((v) => `${v.id} (${v.impact})`), ...(undecided.length > 0 ? ['color-contrast (undecided)'] : [])],
    `Accessibility violations on ${page.url()}:\n${lines.join('\n')}`,
  ).toEqual([]);
}

/**
 * Runs in the page: the WCAG contrast ratio of an element's text against the background
 * colours of it and its ancestors composited (outermost first, over white), with the ratio AA
 * asks for its size (3 for large text: 24 px, or 18.66 px bold; else 4.5). A gradient counts as
 * each of its colour stops, and the worst of them is the ratio. Null when that cannot be known
 * from colours: a background image on the way, or a colour syntax other than rgb()/rgba().
 * Self-contained, since Playwright sends it as source.
 */
export function computedContrast(selector: string): { ratio: number; required: number; colors: string } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  type Rgba = [number, number, number, number];
  const parse = (text: string): Rgba | null => {
    const match = /^rgba?\(([^)]+)\)$/.exec(text.trim());
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const alpha = top[3] + below[3] * (1 - top[3]);
    return [0, 1, 2].map((i) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / (alpha || 1)).concat(alpha) as Rgba;
  };
  // Each layer is the colours one element may show behind the text (several for a gradient).
  const layers: Rgba[][] = [];
  for (let at: Element | null = element; at; at = at.parentElement) {
    const style = getComputedStyle(at);
    const colour = parse(style.backgroundColor);
    if (!colour) return null;
    let layer = [colour];
    if (style.backgroundImage !== 'none') {
      if (style.backgroundImage.includes('url(')) return null;
      const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse);
      if (stops.length === 0 || stops.some((stop) => stop === null)) return null;
      layer = (stops as Rgba[]).map((stop) => over(stop, colour));
    }
    layers.push(layer);
    if (layer.every((c) => c[3] === 1)) break;
  }
  let backgrounds: Rgba[] = [[255, 255, 255, 1]];
  for (const layer of layers.reverse()) backgrounds = backgrounds.flatMap((below) => layer.map((c) => over(c, below)));
  const style = getComputedStyle(element);
  const foreground = parse(style.color);
  if (!foreground) return null;
  const luminance = (c: Rgba) => {
    const [r, g, b] = [c[0], c[1], c[2]].map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const colour = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  const worst = backgrounds
    .map((background) => {
      const text = over(foreground, background);
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return { ratio: (light! + 0.05) / (dark! + 0.05), colors: `${colour(text)} on ${colour(background)}` };
    })
    .sort((a, b) => a.ratio - b.ratio)[0]!;
  return { ...worst, required: large ? 3 : 4.5 };
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
    .poll(
      async () => {
        const text = bodyText((await outboxMessages(request, kind, recipient, baseUrl))[0]);
        found = text === undefined ? undefined : pick(text);
        return found;
      },
      { message: `no ${kind} in the outbox for ${recipient}`, timeout: 5_000 },
    )
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

/**
 * React's hydration errors and warnings, in production (minified: #418 text or attribute
 * mismatch, #419–#422 hydration aborted or fell back to client rendering, #423 an error during
 * hydration, #425 text content mismatch) and development wording. Any of them means the server's
 * HTML was thrown away or differs from what React drew: docs/decisions/0066-react-runtime.md.
 */
export const HYDRATION_PROBLEM =
  /Minified React error #(418|419|420|421|422|423|425)\b|hydrat(ion|ing) (failed|mismatch|error)|error while hydrating|did(n't| not) match|server rendered (HTML|text)/i;

/** Watches a context's pages for hydration problems, pushing each found (with its page) to `into`. */
export function watchHydration(context: BrowserContext, into: string[]): void {
  context.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) into.push(`${message.page()?.url() ?? '?'}: console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    const text = `${error.error().message}`;
    if (HYDRATION_PROBLEM.test(text)) into.push(`${error.page()?.url() ?? '?'}: uncaught: ${text}`);
  });
}

export const test = base.extend<{
  axe: { expectNoSeriousA11yViolations: (page?: Page) => Promise<void> };
  hydrationProblems: string[];
}>({
  axe: async ({ page }, use) => {
    await use({ expectNoSeriousA11yViolations: (p?: Page) => expectNoSeriousA11yViolations(p ?? page) });
  },
  // Automatic: every test of every spec checks it, including contexts a test makes itself.
  hydrationProblems: [
    async ({ context, browser }, use) => {
      const problems: string[] = [];
      watchHydration(context, problems);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watchHydration(made, problems);
        return made;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args) => {
        const made = await newPage(...args);
        watchHydration(made.context(), problems);
        return made;
      };
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(problems, 'React hydration errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
