import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { longestOpenJackpot } from './lottery-helpers';
import { en, ty, accountBalance, amount, apiList, loginAndDismissWelcome, islandHydrated } from './helpers';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer } from './register-helpers';
import { MAIN_URL } from './servers';
import { INTERNAL, SHORT_REFERENCE, cell, csvRows, operator, rows, table, total } from './records-helpers';
import { resolveRange } from '../../src/contract/records/range';
import type enRecords from '../../src/lib/i18n/catalogues/en/records.json';

/**
 * The records pages end to end (issue 14 "Done when"): a player deposits (the operator's
 * command confirms it) and finds the entry with the balance after it; plays a demo-game round
 * and a lottery bet and finds both in the betting record with the right totals; opens a bet's
 * detail; downloads the CSV and finds the screen's rows; filters by every preset and a custom
 * range (a refused one says so under its field); uses the pages with JavaScript off; axe on
 * each page in both themes. In EN and TY.
 */
type Strings = (typeof enRecords)['records'];
const R = (catalogueOf('en') as { records: Strings }).records;
const RT = (catalogueOf('ty') as { records: Strings }).records;
const MENU_TY = (catalogueOf('ty') as { member: { menu: Record<string, string> } }).member.menu;
const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
/** A calendar day as the TY pages write it (the `fil` locale, src/lib/records/format.ts). */
const tyDay = (day: string) => new Intl.DateTimeFormat('fil', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));

async function axeBothThemes(page: Page, axe: { expectNoSeriousA11yViolations(): Promise<void> }, path: string): Promise<void> {
  await page.goto(path);
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('EN: a deposit, a demo-game round and a lottery bet are found with the right balance and totals; detail, CSV and axe', async ({ page, axe }) => {
  test.setTimeout(150_000);
  await registerFreshPlayer(page);

  // Deposit ₱1,000.00 by bank transfer; the operator confirms it.
  await page.goto('/en/member/deposit');
  await islandHydrated(page, 'deposit-panel');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByTestId('deposit-submit').click();
  const reference = (await page.getByTestId('deposit-order').getByTestId('order-reference').textContent()) ?? '';
  await operator('deposit', 'confirm', reference);

  await page.goto('/en/member/transactions');
  await expect(page.getByRole('heading', { level: 1, name: R.pages.transactions.title })).toBeVisible();
  await expect(cell(page, 'transactions', 0, 'type')).toHaveText(R.transactions.types.DEPOSIT);
  // The order's number is in the sentence; the reference is the entry's short code (issue 34 item 8).
  await expect(cell(page, 'transactions', 0, 'details')).toHaveText(fill(R.transactions.details.DEPOSIT, { order: reference }));
  await expect(cell(page, 'transactions', 0, 'reference')).toHaveText(SHORT_REFERENCE);
  await expect(cell(page, 'transactions', 0, 'amount')).toHaveText('₱1,000.00');
  await expect(cell(page, 'transactions', 0, 'balanceAfter')).toHaveText('₱1,000.00');
  await expect(page.getByTestId('records-summary').locator('[data-key="deposits"]')).toHaveText('₱1,000.00');
  await expect(page.getByText(fill(R.timeZone, { zone: 'Asia/Manila' }))).toBeVisible();

  // One round of a slot in the game frame, at its smallest stake.
  const [slot] = (await apiList(page.request, { pageNo: '1', gameType: 'RNG', vassalage: 'JILI' })).games;
  await page.goto(`/en/game?gameType=${slot!.gameType}&vendor=${slot!.vendor}&gameCode=${slot!.gameCode}`);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name: slot!.name })).toBeVisible();
  await game.getByRole('radio').first().check();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).not.toBe(1000);

  // A lottery bet in the betting frame.
  const afterRound = amount(await accountBalance(page, en).textContent());
  // The jackpot game whose betting stays open longest: no real draw closes it meanwhile.
  const jackpot = await longestOpenJackpot(page.request);
  await page.goto('/en/lottery?menu=JP');
  await page
    .getByTestId('lottery-list')
    .locator(`[data-game-code="${jackpot.gameCode}"]`)
    .getByRole('link', { name: /^Bet on/ })
    .click();
  const screen = page.frameLocator('iframe');
  await expect(screen.getByRole('button', { name: 'Place bet' })).toBeVisible();
  for (const number of [1, 2, 3, 4, 5, 6]) await screen.getByRole('checkbox', { name: String(number).padStart(2, '0'), exact: true }).check();
  await screen.getByRole('button', { name: 'Place bet' }).click();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBeLessThan(afterRound);

  await page.goto('/en/member/bets');
  await expect(rows(page, 'bets')).toHaveCount(2);
  await expect(cell(page, 'bets', 0, 'status')).toHaveText(R.bets.statuses.UNSETTLED);
  await expect(cell(page, 'bets', 1, 'game')).toHaveText(slot!.name);
  await expect(cell(page, 'bets', 1, 'status')).toHaveText(R.bets.statuses.SETTLED);
  const stakes = [amount(await cell(page, 'bets', 0, 'stake').textContent()), amount(await cell(page, 'bets', 1, 'stake').textContent())];
  const win = amount(await cell(page, 'bets', 1, 'win').textContent());
  expect(amount(await total(page, 'bets', 'stake').textContent())).toBeCloseTo(stakes[0]! + stakes[1]!, 2);
  expect(amount(await total(page, 'bets', 'validBet').textContent())).toBeCloseTo(stakes[1]!, 2);
  expect(amount(await total(page, 'bets', 'win').textContent())).toBeCloseTo(win, 2);
  // The header balance is the deposit less both stakes plus the win.
  expect(amount(await accountBalance(page, en).textContent())).toBeCloseTo(1000 - stakes[0]! - stakes[1]! + win, 2);

  // Filter by status, then open the round's detail.
  await page.getByLabel(R.filters.status).selectOption('SETTLED');
  await page.getByRole('search', { name: R.filters.label }).getByRole('button', { name: R.filters.apply }).click();
  await expect(page).toHaveURL(/status=SETTLED/);
  await expect(rows(page, 'bets')).toHaveCount(1);
  await rows(page, 'bets').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: R.bets.detail.heading })).toBeVisible();
  await expect(page.getByTestId('bet-detail').locator('[data-key="symbols"]')).toHaveText(/\S+ · \S+ · \S+/);
  await page.getByRole('link', { name: R.bets.detail.close }).click();
  await expect(page.getByTestId('bet-detail')).toHaveCount(0);

  // The CSV of the unfiltered list: the screen's columns and rows.
  await page.goto('/en/member/bets');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-csv').click()]);
  const csv = await csvRows(download);
  expect(csv[0]).toEqual(Object.values(R.bets.columns).filter((label) => label !== R.bets.columns.id));
  expect(csv).toHaveLength(3);
  for (const [index, row] of csv.slice(1).entries()) {
    expect(row[1]).toBe(await cell(page, 'bets', index, 'game').textContent());
    expect(Number(row[4])).toBeCloseTo(amount(await cell(page, 'bets', index, 'stake').textContent()), 2);
    expect(row[8]).toBe(await cell(page, 'bets', index, 'status').textContent());
  }

  await axeBothThemes(page, axe, '/en/member/bets');
  await axeBothThemes(page, axe, '/en/member/transactions');
});

test('TY: every preset and a custom range, a refused range under its field; the profit chart and bonuses; axe', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await loginAndDismissWelcome(page, ty, 'demo_player', 'Player2026');
  await page.goto('/member/bets');
  await expect(page.getByRole('heading', { level: 1, name: MENU_TY['bets'] })).toBeVisible();
  for (const preset of ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const) {
    await page.getByLabel(RT.filters.preset).selectOption(preset);
    await page.getByRole('search', { name: RT.filters.label }).getByRole('button', { name: RT.filters.apply }).click();
    await expect(page).toHaveURL(new RegExp(`period=${preset}`));
    await expect(page.getByLabel(RT.filters.preset)).toHaveValue(preset);
    // The caption names the preset's days, as the shared range rules read them in Manila.
    const outcome = resolveRange({ preset }, Date.now());
    if (!outcome.ok) throw new Error(outcome.reason);
    await expect(table(page, 'bets').locator('caption')).toHaveText(
      fill(RT.bets.caption, { from: tyDay(outcome.range.fromDay), to: tyDay(outcome.range.toDay) }),
    );
  }
  // A custom range of one day, and one that reaches too far back.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  await page.goto(`/member/bets?period=custom&start=${today}&end=${today}`);
  await expect(table(page, 'bets').locator('caption')).toHaveText(fill(RT.bets.caption, { from: tyDay(today), to: tyDay(today) }));
  await page.goto('/member/bets?period=custom&start=2000-01-01&end=2000-01-02');
  await expect(page.getByTestId('records-start-error')).toContainText(RT.rangeErrors.tooEarly.split(':')[0]!);
  await expect(page.getByLabel(RT.filters.from)).toHaveAttribute('aria-invalid', 'true');
  await expect(table(page, 'bets')).toHaveCount(0);

  await page.goto('/member/profit?period=last30');
  await expect(page.getByTestId('profit-chart')).toHaveAttribute('aria-label', /./);
  await expect(table(page, 'profit-days').locator('tbody tr')).toHaveCount(30);
  await page.goto(
    '/member/bonuses?period=custom&start=' +
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(Date.now() - 90 * 86_400_000) +
      `&end=${today}`,
  );
  await expect(cell(page, 'bonuses', 0, 'bonus')).toHaveText('₱200.00');
  await expect(cell(page, 'bonuses', 0, 'status')).toHaveText(RT.bonuses.statuses.ACTIVE);
  await expect(cell(page, 'bonuses', 0, 'expiresAt')).toHaveText(RT.bonuses.noDeadline);
  // The seeded history's daily reload, never played through in its 30 days: Expired, with its date.
  const expired = rows(page, 'bonuses').filter({ has: page.locator('td[data-key="status"]', { hasText: RT.bonuses.statuses.EXPIRED }) });
  await expect(expired).toHaveCount(1);
  await expect(expired.locator('td[data-key="expiresAt"]')).toHaveText(/\d{4}/);
  await expect(expired.locator('td[data-key="expiresAt"]')).not.toHaveText(RT.bonuses.noDeadline);

  await axeBothThemes(page, axe, '/member/profit');
  await axeBothThemes(page, axe, '/member/bonuses');
});

test('EN: the records work with JavaScript off: filters, pages and links are plain HTML', async ({ browser, page }) => {
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
  const state = await page.context().storageState();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state, baseURL: MAIN_URL });
  const plain = await context.newPage();
  await plain.goto('/en/member/transactions');
  await expect(table(plain, 'transactions')).toBeVisible();
  await plain.getByLabel(R.filters.type).selectOption('ADJUSTMENT');
  await plain.getByRole('search', { name: R.filters.label }).getByRole('button', { name: R.filters.apply }).click();
  await expect(plain).toHaveURL(/type=ADJUSTMENT/);
  await expect(cell(plain, 'transactions', 0, 'type')).toHaveText(R.transactions.types.ADJUSTMENT);
  await plain.goto('/en/member/profit');
  await expect(plain.getByTestId('profit-chart')).toBeVisible();
  await context.close();
});

test('EN: every account-record row reads as a sentence with a short reference and vendor wallets by name, on screen and in the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFreshPlayer(page);
  const headers = { Origin: new URL(MAIN_URL).origin };
  const order = await page.request.post('/wps/v2/deposit/create', { data: { channel: 'BANK', amount: 1000, idempotencyKey: randomUUID() }, headers });
  const reference = ((await order.json()) as { value: { reference: string } }).value.reference;
  await operator('deposit', 'confirm', reference);
  const moved = await page.request.post('/wps/relay/GCS_walletTransfer', {
    data: { from: 'MAIN', to: 'SABA', amount: 300, idempotencyKey: randomUUID() },
    headers,
  });
  expect(moved.ok()).toBe(true);
  expect((await page.request.post('/wps/v2/wallets/collect', { data: { idempotencyKey: randomUUID() }, headers })).ok()).toBe(true);

  await page.goto('/en/member/transactions');
  await expect(rows(page, 'transactions')).toHaveCount(5);
  const screen: string[][] = [];
  for (let index = 0; index < 5; index++) {
    const line = await Promise.all(['details', 'wallet', 'reference'].map(async (key) => (await cell(page, 'transactions', index, key).textContent()) ?? ''));
    expect(line.join(' | ')).not.toMatch(INTERNAL);
    expect(line[2]).toMatch(SHORT_REFERENCE);
    expect(line[1]).not.toBe('SABA');
    screen.push(line);
  }
  // Newest first: the collect's two legs, the transfer's two, the deposit; the vendor by its name.
  expect(screen.map((line) => line[0])).toEqual([
    fill(R.transactions.details.COLLECT, { from: 'SABA Sports' }),
    fill(R.transactions.details.COLLECT, { from: 'SABA Sports' }),
    fill(R.transactions.details.TRANSFER, { from: R.transactions.mainWallet, to: 'SABA Sports' }),
    fill(R.transactions.details.TRANSFER, { from: R.transactions.mainWallet, to: 'SABA Sports' }),
    fill(R.transactions.details.DEPOSIT, { order: reference }),
  ]);
  expect(screen.map((line) => line[1])).toEqual([
    R.transactions.mainWallet,
    'SABA Sports',
    'SABA Sports',
    R.transactions.mainWallet,
    R.transactions.mainWallet,
  ]);
  expect(new Set(screen.map((line) => line[2])).size).toBe(5);

  // The CSV: the same sentences and references, nothing internal.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-csv').click()]);
  const csv = await csvRows(download);
  const header = csv[0]!;
  expect(header).toContain(R.transactions.columns.details);
  const at = (name: string) => header.indexOf(name);
  for (const [index, row] of csv.slice(1).entries()) {
    expect(row.join(' | ')).not.toMatch(INTERNAL);
    expect([row[at(R.transactions.columns.details)], row[at(R.transactions.columns.wallet)], row[at(R.transactions.columns.reference)]]).toEqual(screen[index]);
  }
});

test("EN: demo_player's seeded records name vendors, bonuses and adjustments as a player would, with no internal identifiers", async ({ page }) => {
  await page.goto('/en/');
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');

  // Betting record: the vendor column shows the catalogue's names (the vendor filter's labels), not codes.
  await page.goto('/en/member/bets?period=last30');
  await expect(rows(page, 'bets').first()).toBeVisible();
  const names = await page.locator('#records-vendor option:not([value=""])').allTextContents();
  const shown = await rows(page, 'bets').locator('td[data-key="vendor"]').allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const vendor of shown) expect(names).toContain(vendor);

  // Account record: the seed's balance adjustment and the rounds read as sentences.
  await page.goto('/en/member/transactions?period=last30');
  const texts = await rows(page, 'transactions').locator('td[data-key="details"], td[data-key="reference"], td[data-key="wallet"]').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toMatch(INTERNAL);
  await page.goto('/en/member/transactions?type=ADJUSTMENT');
  // The opening credit, then the seed's balance adjustment (`seed:opening`, `seed:history-balance` in the ledger).
  await expect(cell(page, 'transactions', 0, 'details')).toHaveText(R.transactions.details.OPENING_CREDIT);
  const adjustment = rows(page, 'transactions').filter({ has: page.locator('td[data-key="details"]', { hasText: R.transactions.details.ADJUSTMENT }) });
  await expect(adjustment.first()).toBeVisible();

  // Bonus details: what paid each bonus, in words.
  const manilaDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(at);
  await page.goto(`/en/member/bonuses?period=custom&start=${manilaDay(Date.now() - 90 * 86_400_000)}&end=${manilaDay(Date.now())}`);
  const sources = await rows(page, 'bonuses').locator('td[data-key="source"]').allTextContents();
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source).not.toMatch(INTERNAL);
});
