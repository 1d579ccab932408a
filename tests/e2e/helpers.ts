import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, captchaAnswer } from './fixtures';
import { en, ty, type Catalogue } from './catalogues';

export { en, ty };
export type { Catalogue };

/**
 * Logs in through the header form, answering the captcha from the platform's dev outbox.
 * The captcha is issued when the form is first touched. Returns the captcha's uuid.
 */
export async function loginThroughHeader(page: Page, strings: Catalogue, username: string, password: string, baseUrl?: string): Promise<string> {
  // Below 48rem the header has a Log in button that opens the login popup with the same form
  // (src/islands/AccountBar): wait for that island and for the modal host (src/lib/stores/modal.ts
  // `markHosted`), so the click opens the popup; before both have hydrated it is a link to /login.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await hydratedAfterInteraction(page, page.locator('html[data-account-ready][data-account-modals~="login"]'));
    await page.getByRole('banner').getByTestId('header-login-button').click();
    const popup = page.getByRole('dialog').getByRole('form', { name: strings.login.title }).first();
    return loginWithin(popup, page, strings, username, password, baseUrl);
  }
  return loginWithin(page.getByRole('banner').getByRole('form', { name: strings.login.title }), page, strings, username, password, baseUrl);
}

/** Logs in with a username login form (header, /login, the popup, the agent page). */
export async function loginWithin(form: Locator, page: Page, strings: Catalogue, username: string, password: string, baseUrl?: string): Promise<string> {
  const submit = form.getByRole('button', { name: strings.login.submit });
  // The header's form hydrates on the first interaction (client:interaction): typing is that
  // interaction, and what was typed survives hydration (the inputs are uncontrolled).
  await form.getByLabel(strings.login.username, { exact: true }).fill(username);
  await expect(submit).toBeEnabled(HYDRATION); // hydrated
  await form.getByLabel(strings.login.password, { exact: true }).fill(password);
  const uuid = await form.locator('img[data-captcha-uuid]').getAttribute('data-captcha-uuid');
  expect(uuid).toBeTruthy();
  await form.getByLabel(strings.login.captcha, { exact: true }).fill(await captchaAnswer(page.request, uuid!, baseUrl));
  await submit.click();
  return uuid!;
}

/** Logs in with the login form of the page's main content (/login, /agentHome, a `next` redirect). */
export async function loginOnPage(page: Page, strings: Catalogue, username: string, password: string, baseUrl?: string): Promise<string> {
  return loginWithin(page.getByRole('main').getByRole('form', { name: strings.login.title }), page, strings, username, password, baseUrl);
}

/** Logs in through the header form and closes the welcome modal that follows. */
export async function loginAndDismissWelcome(page: Page, strings: Catalogue, username: string, password: string): Promise<void> {
  await loginThroughHeader(page, strings, username, password);
  await dismissWelcome(page, strings);
}

/** Closes the after-login welcome modal, which opens after a login that stays on the page. */
export async function dismissWelcome(page: Page, strings: Catalogue): Promise<void> {
  const welcome = page.getByRole('dialog', { name: strings.accounts.welcome.title });
  await welcome.getByRole('button', { name: strings.accounts.welcome.start }).click();
  await expect(welcome).toBeHidden();
}

/** The header's account strip, shown once logged in. */
export const accountStrip = (page: Page, strings: Catalogue): Locator => page.getByRole('group', { name: strings.account.label });

/** The account strip's username. */
export const accountName = (page: Page, strings: Catalogue): Locator => accountStrip(page, strings).getByTestId('account-name');

/** The account strip's balance (`₱1,234.56`). */
export const accountBalance = (page: Page, strings: Catalogue): Locator => accountStrip(page, strings).getByTestId('balance');

/** A money string of the page back into a number (TY and EN both use "," and "."): `₱1,234.56` → 1234.56. */
export const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Logs out from the header's account strip and waits for the page the site reloads into:
 * the guest header appears before that navigation, so a test that moves on at once races it.
 */
export async function logoutThroughStrip(page: Page, strings: Catalogue): Promise<void> {
  await accountStrip(page, strings).getByRole('button', { name: strings.account.logout }).click();
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('dialog', { name: strings.account.confirmLogout }).getByRole('button', { name: strings.account.confirm }).click();
  await reloaded;
  await page.waitForLoadState('load');
}

/** An island holding this test id has hydrated (Astro drops the `ssr` attribute then). */
export async function islandHydrated(page: Page, testId: string): Promise<void> {
  await islandHydratedAround(page, `[data-testid="${testId}"]`);
}

/** An island holding an element that matches `inner` has hydrated, after a first interaction. */
export async function islandHydratedAround(page: Page, inner: string): Promise<void> {
  await hydratedAfterInteraction(page, page.locator(`astro-island:not([ssr]) ${inner}`));
}

/**
 * The visitor's first interaction: a Shift press, which changes nothing on the page. Islands on
 * `client:interaction` (src/lib/hydration/interaction-directive.ts: the header, the modal host,
 * customer service, game lists) hydrate on it; a test that needs them hydrated does what a
 * visitor would, instead of waiting for something that never happens without a visitor.
 */
/**
 * How long a wait for hydration may take: it starts only at the first interaction (above), and
 * an island's code loads then, so a busy machine needs longer than an assertion's default.
 */
export const HYDRATION = { timeout: 15_000 };

export async function firstInteraction(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Interacts, then waits for `hydrated` to be there; again if the page was still navigating when
 * the key was pressed (a press on the page being left is not one on the next).
 */
async function hydratedAfterInteraction(page: Page, hydrated: Locator): Promise<void> {
  await expect(async () => {
    await page.waitForLoadState('domcontentloaded');
    await firstInteraction(page);
    await expect(hydrated).toHaveCount(1, { timeout: 3_000 });
  }).toPass(HYDRATION);
}

/** An island of this component has hydrated (matched on its `component-url`). */
export async function componentHydrated(page: Page, component: string): Promise<void> {
  await hydratedAfterInteraction(page, page.locator(`astro-island[component-url*="${component}"]:not([ssr])`));
}

/**
 * A lobby component's few lines of script (banner-carousel, jackpot-counter, notice-bar:
 * src/components/lobby/) have bound its markup; they run at load, no interaction needed.
 */
export async function lobbyScriptReady(page: Page, element: 'banner-carousel' | 'jackpot-counter' | 'notice-bar'): Promise<void> {
  await expect(page.locator(`${element}[data-ready]`)).toHaveCount(1);
}

/** The modal host has hydrated: links now open modals instead of pages. */
export async function modalsReady(page: Page): Promise<void> {
  await hydratedAfterInteraction(page, page.locator('html[data-account-modals]'));
}

/** A list island (`game-list`, `lottery-list`) has hydrated and the modal host is there. */
export async function listReady(page: Page, testId: string): Promise<void> {
  await islandHydrated(page, testId);
  await modalsReady(page);
}

/** A platform call's value through the site's proxy (GET), failing on an error status. */
export async function platformValue<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** A game of the platform's game list, as the specs read it. */
export interface ApiGame {
  gameCode: string;
  name: string;
  vendor: string;
  gameType: string;
  minBet: number | null;
}

/** A page of the platform's game list (15 games, English names) for this query. */
export const apiList = (request: APIRequestContext, query: Record<string, string>) =>
  platformValue<{ games: ApiGame[]; totalPages: number }>(request, `/lgw/games/list?${new URLSearchParams({ pageSize: '15', language: 'EN', ...query })}`);

/** Counts the requests the page sends from now on whose path contains `path` (or matches it). */
export function countRequests(page: Page, path: string | RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (typeof path === 'string' ? pathname.includes(path) : path.test(pathname)) count += 1;
  });
  return () => count;
}

/** `text` as a regular expression source that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One money request as it reached the platform: its idempotency key and the platform's answer. */
export interface ReachedRequest {
  key: string;
  body: unknown;
}

/** The idempotency key of a JSON request body. */
export const idempotencyKeyOf = (postData: string | null): string => JSON.parse(postData ?? '{}').idempotencyKey;

/**
 * The next request to `url` reaches the platform and is applied, but the player gets the
 * proxy's answer for a platform that did not answer in time (UPSTREAM_TIMEOUT, 504,
 * src/lib/proxy/proxy.server.ts). Only that one request is intercepted (`times: 1`); the next
 * goes to the platform untouched. Answers the list the reached request is added to.
 */
export async function timeOutOnceAfterPlatform(page: Page, url: string, message: string): Promise<ReachedRequest[]> {
  const reached: ReachedRequest[] = [];
  await page.route(
    url,
    async (route) => {
      const response = await route.fetch();
      reached.push({ key: idempotencyKeyOf(route.request().postData()), body: await response.json() });
      await route.fulfill({ status: 504, json: { success: false, message, errorCode: 'UPSTREAM_TIMEOUT', value: null } });
    },
    { times: 1 },
  );
  return reached;
}
