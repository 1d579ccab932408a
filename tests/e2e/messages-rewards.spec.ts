import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { accountBalance, accountStrip, en, loginAndDismissWelcome, ty, islandHydrated } from './helpers';
import { expectLedgerBalanced } from './ledger-check';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer } from './register-helpers';
import { MAIN_URL } from './servers';
import type enMessages from '../../src/lib/i18n/catalogues/en/messages.json';
import type enRewards from '../../src/lib/i18n/catalogues/en/rewards.json';

/**
 * Platform messages and feedback end to end (issue 15 items 4 and 5): deposits confirmed with the
 * operator's real command send messages; the badges on the centre's menu and the header's account
 * menu show the unread count from the first paint and follow reading, mark all read and delete
 * without a reload; feedback is sent with two images and refuses a 6 MB picture and a gif renamed
 * .png under the field. Axe on each page in both themes.
 */
type Strings = (typeof enMessages)['messages'];
const M = (catalogueOf('en') as { messages: Strings }).messages;
const MT = (catalogueOf('ty') as { messages: Strings }).messages;
const R = (catalogueOf('en') as { rewards: (typeof enRewards)['rewards'] }).rewards;
/** Both languages of the "Done when" (issue 15): the page's strings and the platform's message title in that language (platform/messages/templates.ts). */
const LANGUAGES = [
  { label: 'TY', prefix: '', site: ty, M: MT, depositTitle: 'Natanggap ang deposito' },
  { label: 'EN', prefix: '/en', site: en, M, depositTitle: 'Deposit received' },
] as const;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));

const E2E_DATA_DIR = '.data-e2e';

/** The operator confirms a deposit (`npm run platform -- deposit confirm`, handed to the running server). */
async function confirmDeposit(reference: string): Promise<void> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'deposit', 'confirm', reference], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } });
}

/** A bank-transfer deposit order made with the player's session, as the deposit page makes one. */
async function depositOrder(page: Page, amount: number): Promise<string> {
  const reply = await page.request.post('/wps/v2/deposit/create', {
    data: { channel: 'BANK', amount, idempotencyKey: randomUUID() },
    headers: { Origin: new URL(MAIN_URL).origin },
  });
  const body = (await reply.json()) as { value: { reference: string } };
  return body.value.reference;
}

/** A new player whose two deposits (₱1,000 then ₱2,000) the operator confirmed: two unread messages. */
async function freshPlayerWithTwoMessages(page: Page): Promise<void> {
  await registerFreshPlayer(page);
  for (const amount of [1000, 2000]) await confirmDeposit(await depositOrder(page, amount));
}

const panelBadge = (page: Page) => page.locator('nav.wide [data-badge-for="messages"]');
const menuBadge = (page: Page, strings = en) =>
  accountStrip(page, strings)
    .getByRole('button', { name: new RegExp(strings.accounts.menu.label) })
    .getByTestId('unread-badge');

async function bothThemes(page: Page, check: () => Promise<void>): Promise<void> {
  await check();
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await check();
}

test.describe('platform messages', () => {
  for (const { label, prefix, site, M, depositTitle } of LANGUAGES) {
    test(`${label}: two confirmed deposits send two messages; the badges read on the server follow reading, mark all read and delete; axe in both themes`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(120_000);
      await freshPlayerWithTwoMessages(page);

      await page.goto(`${prefix}/member/messages`);
      await expect(page.getByRole('heading', { level: 1, name: M.heading })).toBeVisible();
      // First paint: the server's count, before any script ran.
      await expect(panelBadge(page)).toHaveText(`2${fill(M.badge, { count: 2 })}`);
      await expect(menuBadge(page, site)).toContainText('2');
      await islandHydrated(page, 'messages');
      await expect(page.getByTestId('messages-summary')).toHaveText(fill(M.unreadSummary, { count: 2 }));
      const items = page.getByTestId('message');
      await expect(items).toHaveCount(2);

      // Reading one lowers both badges, without a reload.
      const first = items.first().getByRole('button', { name: depositTitle, exact: true });
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(items.first()).toContainText('₱2,000.00');
      await expect(page.getByTestId('messages-summary')).toHaveText(fill(M.unreadSummary, { count: 1 }));
      await expect(panelBadge(page)).toHaveText(`1${fill(M.badge, { count: 1 })}`);
      await expect(menuBadge(page, site)).toContainText('1');

      await page.getByRole('button', { name: M.markAllRead }).click();
      await expect(page.getByTestId('messages-summary')).toHaveText(M.allReadSummary);
      await expect(panelBadge(page)).toBeHidden();
      await expect(menuBadge(page, site)).toHaveCount(0);

      await items
        .last()
        .getByRole('button', { name: fill(M.deleteLabel, { title: depositTitle }) })
        .click();
      await expect(items).toHaveCount(1);
      await page.reload();
      await expect(page.getByTestId('message')).toHaveCount(1);
      await expect(panelBadge(page)).toBeHidden();

      await bothThemes(page, () => axe.expectNoSeriousA11yViolations());
    });
  }
});

test('EN: an older page of the inbox lists what follows its cursor and links back to the newest; a forged cursor goes to the first page; axe in both themes', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await freshPlayerWithTwoMessages(page);
  await page.goto('/en/member/messages');
  await islandHydrated(page, 'messages');
  const items = page.getByTestId('message');
  await items.first().getByRole('button', { name: 'Deposit received', exact: true }).click();
  await expect(page.getByTestId('messages-summary')).toHaveText(fill(M.unreadSummary, { count: 1 }));
  // Two messages are one page: no link to older ones.
  await expect(page.getByTestId('messages-pages')).toHaveCount(0);

  // The page after an unread message of 1970 (a cursor the platform could write): every read
  // message, here the one just read.
  await page.goto('/en/member/messages?older=1.0.1');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  const pages = page.getByRole('navigation', { name: M.pagesLabel });
  await expect(pages.getByRole('link', { name: M.olderLink })).toHaveCount(0);
  await bothThemes(page, () => axe.expectNoSeriousA11yViolations());
  await pages.getByRole('link', { name: M.newestLink }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/member/messages`);
  await expect(items).toHaveCount(2);

  await page.goto("/en/member/messages?older=1.0.1'--");
  await expect(page).toHaveURL(`${MAIN_URL}/en/member/messages`);
  await expect(items).toHaveCount(2);
});

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('feedback', () => {
  for (const { label, prefix, M: MT } of LANGUAGES) {
    test(`${label}: reached from the messages, sent with two images; a 6 MB picture and a gif renamed .png are refused under the field; axe in both themes`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(90_000);
      await registerFreshPlayer(page);
      await page.goto(`${prefix}/member/messages`);
      await page.getByTestId('feedback-link').click();
      await expect(page.getByRole('heading', { level: 1, name: MT.feedback.heading })).toBeVisible();
      await islandHydrated(page, 'feedback');

      const images = page.getByLabel(MT.feedback.images);
      await images.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(6 * 1024 * 1024)]) });
      await expect(page.getByTestId('feedback-images-error')).toHaveText(fill(MT.feedback.imageTooLarge, { name: 'big.png' }));
      await images.setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
      await expect(page.getByTestId('feedback-images-error')).toHaveText(fill(MT.feedback.imageType, { name: 'cat.png' }));
      await expect(page.getByTestId('feedback-files')).toHaveCount(0);

      await images.setInputFiles([
        { name: 'isa.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
        { name: 'dalawa.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      ]);
      await expect(page.getByTestId('feedback-files').getByRole('listitem')).toHaveCount(2);
      await axe.expectNoSeriousA11yViolations();

      const sends = { count: 0 };
      page.on('request', (request) => {
        if (request.url().endsWith('/wps/feedback') && request.method() === 'PUT') sends.count += 1;
      });
      await page.getByRole('button', { name: MT.feedback.submit }).click();
      await expect(page.getByLabel(MT.feedback.comment)).toHaveAccessibleDescription(new RegExp(MT.feedback.commentRequired));
      expect(sends.count).toBe(0);
      await page.getByLabel(MT.feedback.comment).fill(label === 'TY' ? 'Ang ganda ng site!' : 'Great site!');
      await page.getByRole('button', { name: MT.feedback.submit }).dblclick();
      await expect(page.getByTestId('feedback-sent')).toHaveText(MT.feedback.sent);
      expect(sends.count).toBe(1);

      await bothThemes(page, async () => {
        await islandHydrated(page, 'feedback');
        await axe.expectNoSeriousA11yViolations();
      });
    });
  }
});

test.describe('reward centre', () => {
  test('EN: demo_vip claims the Diamond upgrade bonus once by a double click; the badge, the message and the ledger agree; axe in both themes', async ({
    page,
    axe,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/en/');
    await loginAndDismissWelcome(page, en, 'demo_vip', 'Diamond2026');
    await page.goto('/en/member/rewards');
    await expect(page.getByRole('heading', { level: 1, name: R.heading })).toBeVisible();
    await islandHydrated(page, 'rewards');
    const upgrade = page.getByTestId('rewards-waiting').locator('[data-kind="upgrade"]');
    await expect(upgrade.getByTestId('reward-amount')).toHaveText('₱2,888.00');
    const rewardBadge = page.locator('nav.wide [data-badge-for="rewards"]');
    const waitingBefore = await page.getByTestId('rewards-waiting').getByTestId('reward').count();
    await expect(rewardBadge).toContainText(String(waitingBefore));
    // Granting it sent a message.
    await expect(page.locator('nav.wide [data-badge-for="messages"]')).toBeVisible();
    await axe.expectNoSeriousA11yViolations();

    const before = amountOf(await accountBalance(page, en).textContent());
    const claims = { count: 0 };
    page.on('request', (sent) => {
      if (sent.url().endsWith('/wps/reward/claim')) claims.count += 1;
    });
    await upgrade.getByRole('button', { name: fill(R.claimLabel, { name: R.kindUpgrade, amount: '₱2,888.00' }) }).dblclick();
    await expect(page.getByTestId('rewards-notice')).toHaveText(fill(R.claimed, { amount: '₱2,888.00', turnover: '₱14,440.00' }));
    expect(claims.count).toBe(1);
    await expect(page.getByTestId('rewards-claimed').locator('[data-kind="upgrade"]')).toHaveCount(1);
    await expect(accountBalance(page, en)).toHaveText(`₱${(before + 2888).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`);
    // The menu's badge follows without a reload: one fewer waiting (hidden at none).
    await expect(rewardBadge.locator('[aria-hidden="true"]')).toHaveText(String(waitingBefore - 1));
    await expect(rewardBadge).toHaveJSProperty('hidden', waitingBefore - 1 === 0);
    await expectLedgerBalanced(request, [{ account: 'demo_vip', request: page.request }]);

    await page.reload();
    await expect(page.getByTestId('rewards-waiting').locator('[data-kind="upgrade"]')).toHaveCount(0);
    await bothThemes(page, () => axe.expectNoSeriousA11yViolations());
  });
});

const amountOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Issue 34 item 11 (docs/decisions/0068-one-time-zone.md): the server's HTML and the page once its
 * scripts have run write a time the same way, in the brand's zone (Asia/Manila), labelled, even
 * for a browser in New York.
 */
test.describe('one time zone', () => {
  test.use({ timezoneId: 'America/New_York' });
  /** ICU versions (Node's, Chromium's) differ on the space before AM: compare words. */
  const words = (text: string) => text.replace(/\s/g, ' ');
  const manila = (iso: string) =>
    words(`${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(Date.parse(iso))} GMT+8`);
  /** Each `data-testid` element's text in HTML as the server sent it. */
  const served = (html: string, testId: string) =>
    [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map((match) => words(match[1]!.replace(/&nbsp;/g, ' ')));

  test("EN: a message's time reads the same in the server's HTML and after the scripts load: Manila time, labelled", async ({ page }) => {
    await registerFreshPlayer(page);
    await confirmDeposit(await depositOrder(page, 1000));
    // The deposit's message is written once the confirmation has been applied: ask until it is there.
    let sentAt: { iso: string; text: string } | undefined;
    await expect
      .poll(async () => {
        const html = await (await page.request.get('/en/member/messages')).text();
        [sentAt] = [...html.matchAll(/<time[^>]*datetime="([^"]+)"[^>]*>([^<]*)</gi)].map((match) => ({ iso: match[1]!, text: words(match[2]!) }));
        return sentAt;
      })
      .toBeDefined();
    expect(sentAt!.text).toBe(manila(sentAt!.iso));
    await page.goto('/en/member/messages');
    await islandHydrated(page, 'messages');
    await expect.poll(async () => words((await page.getByTestId('messages').locator('time').first().textContent()) ?? '')).toBe(manila(sentAt!.iso));
  });

  test("EN: the reward centre's times read the same in the server's HTML and after the scripts load, labelled", async ({ page }) => {
    await page.goto('/en/');
    await loginAndDismissWelcome(page, en, 'demo_vip', 'Diamond2026');
    const html = await (await page.request.get('/en/member/rewards')).text();
    const times = served(html, 'reward-time');
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/GMT\+8$/);
    await page.goto('/en/member/rewards');
    await islandHydrated(page, 'rewards');
    expect((await page.getByTestId('reward-time').allTextContents()).map(words)).toEqual(times);
  });
});
