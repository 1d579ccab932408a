import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, accountBalance, amount, apiList, loginOnPage, loginWithin, type Catalogue } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import type enAgent from '../../src/lib/i18n/catalogues/en/agent.json';
import type enAgentPay from '../../src/lib/i18n/catalogues/en/agentPay.json';

/**
 * Agent pay end to end (issue 17 "Done when"; docs/decisions/0043-agent-pay.md): each feature-gated
 * page appears in the menu and opens while its switch is on (`npm run platform -- agent-features`,
 * handed to the running server) and disappears and answers 404 once off; a team member's round
 * moves the real-time salary's estimate; my income shows how each figure is computed. Axe on each
 * page in both themes. The gated pages are team_dina's (a sub-agent, upline of team_eli), so the
 * agent-centre spec's demo_agent menu is untouched when both run at once.
 */
type Menu = (typeof enAgent)['agent'];
type Pay = (typeof enAgentPay)['agentPay'];
const menuOf = (language: string) => (catalogueOf(language) as { agent: Menu }).agent;
const payOf = (language: string) => (catalogueOf(language) as { agentPay: Pay }).agentPay;
const E2E_DATA_DIR = '.data-e2e';

const GATED = [
  { feature: 'divtypereq', path: 'dividend', menu: 'dividend', kind: 'dividend' },
  { feature: 'dailysalreqtype', path: 'daily-wages', menu: 'dailyWages', kind: 'daily' },
  { feature: 'contracthoursalreq', path: 'hourly-salary', menu: 'hourlySalary', kind: 'hourly' },
  { feature: 'realtimesalreqtype', path: 'realtime-salary', menu: 'realtimeSalary', kind: 'realtime' },
] as const;

async function setFeature(agent: string, feature: string, on: boolean): Promise<void> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'agent-features', agent, feature, on ? 'on' : 'off'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  expect(stdout).toContain('(applied by the running platform');
}

async function axeBothThemes(page: Page, axe: { expectNoSeriousA11yViolations(): Promise<void> }, path: string): Promise<void> {
  await page.goto(path);
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await axe.expectNoSeriousA11yViolations();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

async function agentLogsIn(page: Page, strings: Catalogue, prefix: '' | '/en', account: string, password: string): Promise<void> {
  await page.goto(`${prefix}/agentHome`);
  await loginWithin(page.getByRole('main').getByRole('form', { name: strings.login.title }), page, strings, account, password);
  await expect(page).toHaveURL(`${MAIN_URL}${prefix}/agent`);
}

const panelMenu = (page: Page, strings: Menu) => page.getByRole('navigation', { name: strings.panel.nav }).first();
const statusFigure = (page: Page, key: string) => page.getByTestId('pay-status').locator(`[data-figure="${key}"] dd`);

/**
 * A team member plays one slot round at its largest stake (100 × the smallest, so at least ₱1.00:
 * 1% of it is at least a centavo of estimate), in a browser of its own.
 */
async function memberPlaysARound(browser: Browser, username: string, password: string): Promise<void> {
  const context = await browser.newContext({ baseURL: MAIN_URL });
  const page = await context.newPage();
  await page.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
  await loginOnPage(page, en, username, password);
  await expect(page).toHaveURL(`${MAIN_URL}/en/`);
  const [slot] = (await apiList(page.request, { pageNo: '1', gameType: 'RNG', vassalage: 'JILI' })).games;
  await page.goto(`/en/game?gameType=${slot!.gameType}&vendor=${slot!.vendor}&gameCode=${slot!.gameCode}`);
  const before = amount(await accountBalance(page, en).textContent());
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name: slot!.name })).toBeVisible();
  await game.getByRole('radio').last().check();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).not.toBe(before);
  await context.close();
}

test('EN: each gated pay page appears in the menu and opens with its switch on, and is gone and refused with it off; axe', async ({ page, axe }) => {
  // Eight axe runs and eight operator commands on a shared machine.
  test.setTimeout(360_000);
  const A = menuOf('en');
  const P = payOf('en');
  await agentLogsIn(page, en, '/en', 'team_dina', 'TeamDina2026');
  for (const gated of GATED) await expect(panelMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  expect((await page.goto('/en/agent/realtime-salary'))?.status()).toBe(404);
  try {
    // The four switches at once (each command hands its switch to the running server).
    await Promise.all(GATED.map((gated) => setFeature('team_dina', gated.feature, true)));
    for (const gated of GATED) {
      await page.goto('/en/agent');
      await panelMenu(page, A).getByRole('link', { name: A.menu[gated.menu] }).click();
      await expect(page).toHaveURL(`${MAIN_URL}/en/agent/${gated.path}`);
      await expect(page.getByRole('heading', { level: 1, name: P.kinds[gated.kind].pageTitle })).toBeVisible();
      await expect(page.getByText(P.kinds[gated.kind].schedule)).toBeVisible();
      // The house rule table: three tiers, each with its rate.
      await expect(page.getByTestId('pay-rules').locator('tbody tr[data-row]')).toHaveCount(3);
      await expect(statusFigure(page, 'next').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await axeBothThemes(page, axe, `/en/agent/${gated.path}`);
    }
    // The real-time page counts down to its next settlement, at most 5 minutes away.
    await page.goto('/en/agent/realtime-salary');
    await expect(statusFigure(page, 'countdown').getByRole('timer')).toHaveText(/^[0-5]:\d{2}$/);
  } finally {
    await Promise.all(GATED.map((gated) => setFeature('team_dina', gated.feature, false)));
  }
  await page.goto('/en/agent');
  for (const gated of GATED) await expect(panelMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  for (const gated of GATED) expect((await page.goto(`/en/agent/${gated.path}`))?.status()).toBe(404);
});

test("TY: a team member's round moves the real-time salary's estimate so far", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const P = payOf('ty');
  await agentLogsIn(page, ty, '', 'team_dina', 'TeamDina2026');
  await setFeature('team_dina', 'realtimesalreqtype', true);
  try {
    await page.goto('/agent/realtime-salary');
    await expect(page.getByRole('heading', { level: 1, name: P.kinds.realtime.pageTitle })).toBeVisible();
    // The round must land in the period read here: wait out a period about to end.
    const next = Date.parse((await statusFigure(page, 'next').locator('time').getAttribute('datetime')) ?? '');
    if (next - Date.now() < 60_000) {
      await page.waitForTimeout(next - Date.now() + 2_000);
      await page.reload();
    }
    const period = await page.getByTestId('pay-status').locator('dd').first().textContent();
    const sales = amount(await statusFigure(page, 'base').textContent());
    const estimate = amount(await statusFigure(page, 'estimate').textContent());
    await memberPlaysARound(browser, 'team_eli', 'TeamEli2026');
    await page.reload();
    await expect(page.getByTestId('pay-status').locator('dd').first()).toHaveText(period ?? '');
    expect(amount(await statusFigure(page, 'base').textContent())).toBeGreaterThan(sales);
    expect(amount(await statusFigure(page, 'estimate').textContent())).toBeGreaterThan(estimate);
    await expect(statusFigure(page, 'rate')).toHaveText(/%/);
  } finally {
    await setFeature('team_dina', 'realtimesalreqtype', false);
  }
});

test('EN and TY: my income shows each line’s computation and the contract rates, by month and by week; axe', async ({ page, axe }) => {
  test.setTimeout(180_000);
  const A = menuOf('en');
  const P = payOf('en');
  await agentLogsIn(page, en, '/en', 'demo_agent', 'Agent2026');
  await panelMenu(page, A).getByRole('link', { name: A.menu.income }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/agent/income`);
  await expect(page.getByRole('heading', { level: 1, name: P.income.pageTitle })).toBeVisible();
  // demo_agent's contract: 30% of net revenue, 0.5% of turnover.
  await expect(page.getByTestId('income-rates')).toContainText('Your contract: 30% of net revenue and 0.5% of turnover.');
  await page.getByRole('navigation', { name: P.income.period }).getByRole('link', { name: P.income.month }).click();
  await expect(page).toHaveURL(/period=month/);
  const rows = page.getByTestId('agent-income').locator('tbody tr[data-row]');
  await expect(rows).toHaveCount(6);
  // The seeded play of the last 90 days: the month before this one has stakes, and its line says how.
  const line = rows.nth(1);
  expect(amount(await line.locator('td[data-key="stakes"]').textContent())).toBeGreaterThan(0);
  const stakes = (await line.locator('td[data-key="stakes"]').textContent()) ?? '';
  const turnover = (await line.locator('td[data-key="turnoverCommission"]').textContent()) ?? '';
  await expect(line.locator('td[data-key="computation"]')).toContainText(`× 30% = `);
  await expect(line.locator('td[data-key="computation"]')).toContainText(`${stakes} × 0.5% = ${turnover}`);
  await page.getByRole('navigation', { name: P.income.period }).getByRole('link', { name: P.income.week }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(rows).toHaveCount(8);
  await axeBothThemes(page, axe, '/en/agent/income?period=month');

  const PT = payOf('ty');
  await page.goto('/agent/income?period=month');
  await expect(page.getByRole('heading', { level: 1, name: PT.income.pageTitle })).toBeVisible();
  await expect(page.getByTestId('agent-income').getByRole('columnheader', { name: PT.income.columns.computation })).toBeVisible();
  await axeBothThemes(page, axe, '/agent/income?period=week');
});

/** The operator's `agent-settle --kind commission`, handed to the running server; its printed lines. */
async function settleCommission(): Promise<string> {
  const tsx = resolve('node_modules/tsx/dist/cli.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, 'platform/cli.ts', 'agent-settle', '--kind', 'commission'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  return stdout;
}

test('EN and TY: my income lists the commission paid for yesterday after agent-settle, the amount its day line computed; axe', async ({ page, axe }) => {
  test.setTimeout(180_000);
  // The seeded contracts started two days ago: yesterday (Manila) is an ended, payable day. The
  // server's timer pays it within its first minute, so the command pays it or finds it paid.
  expect(await settleCommission()).toMatch(/commission \d{4}-\d{2}-\d{2} for demo_agent: paid|Nothing to settle: every ended period is settled\./);
  const P = payOf('en');
  await agentLogsIn(page, en, '/en', 'demo_agent', 'Agent2026');
  await page.goto('/en/agent/income?period=day');
  await expect(page.getByRole('heading', { level: 2, name: P.income.paymentsHeading })).toBeVisible();
  const payments = page.getByTestId('income-payments');
  await expect(payments.getByRole('table', { name: P.income.paymentsCaption })).toBeVisible();
  const yesterday = page.getByTestId('agent-income').locator('tbody tr[data-row]').nth(1);
  const paid = payments.locator('tbody tr[data-row]').first();
  // Newest first: yesterday's payment is its day line's commission, paid once.
  await expect(paid.locator('td[data-key="period"]')).toHaveText((await yesterday.locator('td[data-key="period"]').textContent()) ?? '');
  await expect(paid.locator('td[data-key="amount"]')).toHaveText((await yesterday.locator('td[data-key="total"]').textContent()) ?? '');
  await expect(paid.locator('td[data-key="settledAt"]')).not.toBeEmpty();
  await axeBothThemes(page, axe, '/en/agent/income');

  const PT = payOf('ty');
  await page.goto('/agent/income');
  await expect(page.getByRole('heading', { level: 2, name: PT.income.paymentsHeading })).toBeVisible();
  await expect(page.getByTestId('income-payments').getByRole('columnheader', { name: PT.payments.amount })).toBeVisible();
  await expect(page.getByTestId('income-payments').locator('tbody tr[data-row]').first().locator('td[data-key="amount"]')).toHaveText(/\d/);
  await axeBothThemes(page, axe, '/agent/income');
});
