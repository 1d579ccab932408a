import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, loginOnPage, loginWithin } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import type enAgent from '../../src/lib/i18n/catalogues/en/agent.json';
import type enRecords from '../../src/lib/i18n/catalogues/en/records.json';

/**
 * Downline transaction details end to end (issue 17; docs/decisions/0042-agent-register.md,
 * addendum): the agent filters the team's ledger entries by member and type through the GET form
 * (the URL keeps them) and sees the member's entries: a deposit a team member just made and the
 * operator confirmed, the seeded bets; the direct team leaves out the second level; axe in both
 * themes. EN and TY.
 * Its own file: tests/e2e/agent-centre.spec.ts is at its size.
 */
type Strings = (typeof enAgent)['agent'];
type Records = (typeof enRecords)['records'];
const A = (catalogueOf('en') as { agent: Strings }).agent;
const AT = (catalogueOf('ty') as { agent: Strings }).agent;
const R = (catalogueOf('en') as { records: Records }).records;
const RT = (catalogueOf('ty') as { records: Records }).records;

async function axeBothThemes(page: Page, axe: { expectNoSeriousA11yViolations(): Promise<void> }, path: string): Promise<void> {
  await page.goto(path);
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

/**
 * A team member's bank deposit of `amount`, made with its session as the deposit page makes it,
 * and confirmed by the operator (`npm run platform -- deposit confirm`, handed to the running
 * server, as tests/e2e/messages-rewards.spec.ts does). Its reference.
 */
async function memberDeposits(browser: Browser, username: string, password: string, amount: number): Promise<string> {
  const context = await browser.newContext({ baseURL: MAIN_URL });
  const page = await context.newPage();
  await page.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
  await loginOnPage(page, en, username, password);
  await expect(page).toHaveURL(`${MAIN_URL}/en/`);
  const reply = await page.request.post('/wps/v2/deposit/create', {
    data: { channel: 'BANK', amount, idempotencyKey: randomUUID() },
    headers: { Origin: new URL(MAIN_URL).origin },
  });
  const { reference } = ((await reply.json()) as { value: { reference: string } }).value;
  await context.close();
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'deposit', 'confirm', reference], { env: { ...process.env, DATA_DIR: '.data-e2e' } });
  return reference;
}

/** Chooses the filters on the page's GET form and sends it. */
async function filter(page: Page, choices: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByTestId('records-filters').getByRole('button').first().click();
}

test('EN: a team member’s confirmed deposit shows under its member and type, with the card; axe', async ({ page, browser, axe }) => {
  test.setTimeout(150_000);
  // team_eli: no other spec counts on its balance (team_ben must change its password first).
  const reference = await memberDeposits(browser, 'team_eli', 'TeamEli2026', 1357);
  await page.goto('/en/agentHome');
  await loginWithin(page.getByRole('main').getByRole('form', { name: en.login.title }), page, en, 'demo_agent', 'Agent2026');
  await expect(page).toHaveURL(`${MAIN_URL}/en/agent`);
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
  await axeBothThemes(page, axe, '/en/agent/transactions?member=team_eli&type=DEPOSIT');
});

test('TY: the agent keeps the second level’s member and its seeded bets through the URL; the direct team leaves it out; axe', async ({ page, axe }) => {
  test.setTimeout(150_000);
  await page.goto('/agentHome');
  await loginWithin(page.getByRole('main').getByRole('form', { name: ty.login.title }), page, ty, 'demo_agent', 'Agent2026');
  await expect(page).toHaveURL(`${MAIN_URL}/agent`);
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
  await filter(page, { [AT.transactions.scope]: 'direct' });
  await expect(page).toHaveURL(/scope=direct/);
  await expect(page.getByTestId('transactions-empty')).toHaveText(AT.transactions.empty);
  await axeBothThemes(page, axe, '/agent/transactions?period=last30&member=team_eli&type=BET');
});
