import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LANGUAGES, agentLogsIn, axeBothThemes, fill, memberDeposits } from './agent-helpers';
import { en, loginOnPage } from './helpers';
import { INTERNAL, SHORT_REFERENCE, csvRows } from './records-helpers';
import { MAIN_URL } from './servers';

/**
 * Downline transaction details end to end (issue 17; docs/decisions/0042-agent-register.md,
 * addendum): the agent filters the team's ledger entries by member and type through the GET form
 * (the URL keeps them) and sees the member's entries: a deposit a team member just made and the
 * operator confirmed, the seeded bets; the direct team leaves out the second level; axe in both
 * themes. EN and TY. Each entry reads as the account record's does (issue 34 item 8;
 * docs/decisions/0069-player-words-in-records.md): a sentence and a `TX-` reference, never the
 * ledger's stored reference, vendor wallets by name.
 * Its own file: tests/e2e/agent-centre.spec.ts is at its size.
 */
const [TY, EN] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number]];
const { A, R } = EN;
const { A: AT, R: RT } = TY;

/** Chooses the filters on the page's GET form and sends it. */
async function filter(page: Page, choices: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByTestId('records-filters').getByRole('button').first().click();
}

test('EN: a team member’s confirmed deposit shows under its member and type, with the card; axe', async ({ page, browser, axe }) => {
  test.setTimeout(150_000);
  // team_eli: no other spec counts on its balance (team_ben must change its password first).
  const reference = await memberDeposits(browser, 'team_eli', 'TeamEli2026', 1357);
  await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
  await page.getByRole('navigation', { name: A.panel.nav }).first().getByRole('link', { name: A.menu.transactions }).click();
  await expect(page.getByRole('heading', { level: 1, name: A.transactions.pageTitle })).toBeVisible();
  await filter(page, { [A.transactions.member]: 'team_eli', [R.filters.type]: 'DEPOSIT' });
  await expect(page).toHaveURL(/member=team_eli/);
  await expect(page).toHaveURL(/type=DEPOSIT/);
  const table = page.getByTestId('agent-transactions');
  const row = table.locator('tbody tr', { hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-member', 'team_eli');
  await expect(row.locator('[data-key="amount"]')).toContainText('1,357.00');
  await expect(row).toContainText(R.transactions.types.DEPOSIT);
  await expect(table.locator('tbody tr[data-member]:not([data-member="team_eli"]), tbody tr[data-member]:not([data-type="DEPOSIT"])')).toHaveCount(0);
  await expect(page.getByTestId('team-summary').locator('[data-key="deposits"]')).not.toHaveText(/^\D*0\.00$/);

  // The CSV of the same filter (docs/decisions/0047-agent-report-csv.md): the header in English,
  // the deposit's row with its amount in pesos as a plain decimal.
  await expect(page.getByTestId('records-csv')).toHaveAttribute('href', '/en/agent/transactions?scope=all&type=DEPOSIT&member=team_eli&format=csv');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-csv').click()]);
  const csv = await csvRows(download);
  const C = R.transactions.columns;
  expect(csv[0]).toEqual([C.time, A.transactions.member, C.type, C.details, C.wallet, C.amount, C.balanceAfter, C.status, C.reference]);
  const line = csv.find((fields) => fields[3] === fill(R.transactions.details.DEPOSIT, { order: reference }));
  expect(line?.slice(1, 6)).toEqual([
    'team_eli',
    R.transactions.types.DEPOSIT,
    fill(R.transactions.details.DEPOSIT, { order: reference }),
    R.transactions.mainWallet,
    '1357.00',
  ]);
  expect(line?.[8]).toMatch(SHORT_REFERENCE);
  expect(csv.slice(1).every((fields) => fields[1] === 'team_eli' && fields[2] === R.transactions.types.DEPOSIT)).toBe(true);
  await axeBothThemes(page, axe, '/en/agent/transactions?member=team_eli&type=DEPOSIT');
});

test('TY: the agent keeps the second level’s member and its seeded bets through the URL; the direct team leaves it out; axe', async ({ page, axe }) => {
  test.setTimeout(150_000);
  await agentLogsIn(page, TY, 'demo_agent', 'Agent2026');
  await page.getByRole('navigation', { name: AT.panel.nav }).first().getByRole('link', { name: AT.menu.transactions }).click();
  await expect(page.getByRole('heading', { level: 1, name: AT.transactions.pageTitle })).toBeVisible();
  const table = page.getByTestId('agent-transactions');
  // The seeded history ends 8 days before the seeding (platform/seed/records-history.ts): the last 30 days reach it.
  await filter(page, { [RT.filters.preset]: 'last30', [AT.transactions.member]: 'team_eli', [RT.filters.type]: 'BET' });
  await expect(page).toHaveURL(/period=last30/);
  await expect(page).toHaveURL(/member=team_eli/);
  const rows = table.locator('tbody tr[data-member]');
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(table.locator('tbody tr[data-member]:not([data-member="team_eli"]), tbody tr[data-member]:not([data-type="BET"])')).toHaveCount(0);
  await expect(rows.first()).toContainText(RT.transactions.types.BET);
  // The CSV keeps the filters and speaks Filipino: every screen row of the first page is in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-csv').click()]);
  const csv = await csvRows(download);
  expect(csv[0]?.slice(0, 3)).toEqual([RT.transactions.columns.time, AT.transactions.member, RT.transactions.columns.type]);
  expect(csv.length - 1).toBeGreaterThanOrEqual(await rows.count());
  expect(csv.slice(1).every((fields) => fields[1] === 'team_eli' && fields[2] === RT.transactions.types.BET)).toBe(true);
  await filter(page, { [AT.transactions.scope]: 'direct' });
  await expect(page).toHaveURL(/scope=direct/);
  await expect(page.getByTestId('transactions-empty')).toHaveText(AT.transactions.empty);
  await axeBothThemes(page, axe, '/agent/transactions?period=last30&member=team_eli&type=BET');
});

test('EN: every entry of demo_agent’s team reads as a sentence with a TX- reference and vendor wallets by name, never a stored reference, on screen and in the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // team_eli moves money to SABA Sports and collects it back: two transfers whose stored
  // references carry ids (`transfer:<key>:out`, `collect:<key>:SABA:in`), beside the seeded
  // history's (`round:<uuid>:stake`, `seed:history-balance`).
  await memberDeposits(browser, 'team_eli', 'TeamEli2026', 500);
  const member = await browser.newContext({ baseURL: MAIN_URL });
  const memberPage = await member.newPage();
  await memberPage.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
  await loginOnPage(memberPage, en, 'team_eli', 'TeamEli2026');
  await expect(memberPage).toHaveURL(`${MAIN_URL}/en/`);
  const headers = { Origin: new URL(MAIN_URL).origin };
  const moved = await memberPage.request.post('/wps/relay/GCS_walletTransfer', {
    data: { from: 'MAIN', to: 'SABA', amount: 150, idempotencyKey: randomUUID() },
    headers,
  });
  expect(moved.ok()).toBe(true);
  expect((await memberPage.request.post('/wps/v2/wallets/collect', { data: { idempotencyKey: randomUUID() }, headers })).ok()).toBe(true);
  await member.close();

  await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
  await page.goto('/en/agent/transactions?period=last30');
  const rows = page.getByTestId('agent-transactions').locator('tbody tr[data-member]');
  await expect(rows.first()).toBeVisible();
  // Every cell but the time (whose "10:30" is no reference): member, type, details, amounts, status, reference.
  const screen = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => (td.textContent ?? '').trim())));
  expect(screen.length).toBeGreaterThan(1);
  for (const cells of screen) {
    expect(cells.join(' | ')).not.toMatch(INTERNAL);
    expect(cells.at(-1)).toMatch(SHORT_REFERENCE);
  }
  const details = screen.map((cells) => cells[2]);
  expect(details).toContain(fill(R.transactions.details.TRANSFER, { from: R.transactions.mainWallet, to: 'SABA Sports' }));
  expect(details).toContain(fill(R.transactions.details.COLLECT, { from: 'SABA Sports' }));

  // The CSV: every entry of the filter, the same words, the wallet by its name, nothing stored.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('records-csv').click()]);
  const csv = await csvRows(download);
  const C = R.transactions.columns;
  expect(csv[0]).toEqual([C.time, A.transactions.member, C.type, C.details, C.wallet, C.amount, C.balanceAfter, C.status, C.reference]);
  expect(csv.length - 1).toBeGreaterThanOrEqual(screen.length);
  for (const fields of csv.slice(1)) {
    expect(fields.slice(1).join(' | ')).not.toMatch(INTERNAL);
    expect(fields[8]).toMatch(SHORT_REFERENCE);
    expect(['SABA', 'EVO', 'DS88']).not.toContain(fields[4]);
  }
  const references = new Set(csv.slice(1).map((fields) => fields[8]));
  for (const cells of screen) expect(references.has(cells.at(-1))).toBe(true);
  expect(csv.slice(1).some((fields) => fields[4] === 'SABA Sports')).toBe(true);
});
