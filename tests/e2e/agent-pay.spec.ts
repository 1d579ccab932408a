import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from './fixtures';
import { amount, escapeRegExp } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';
import type enAgent from '../../src/lib/i18n/catalogues/en/agent.json';
import { LANGUAGES, agentLogsIn, agentMenu, axeBothThemes, memberPlaysARound, setFeature } from './agent-helpers';
import { GATED, expectRoundMovesRealtime, payOf, statusFigure } from './agent-pay-helpers';

/**
 * Agent pay end to end (issue 17 "Done when"; docs/decisions/0043-agent-pay.md): each feature-gated
 * page appears in the menu and opens while its switch is on (`npm run platform -- agent-features`,
 * handed to the running server) and disappears and answers 404 once off; a team member's round
 * moves the real-time salary's estimate; my income shows how each figure is computed. Axe on each
 * page in both themes. The gated pages are team_dina's (a sub-agent, upline of team_eli), so the
 * agent-centre spec's demo_agent menu is untouched when both run at once.
 */
type Menu = (typeof enAgent)['agent'];
const menuOf = (language: string) => (catalogueOf(language) as { agent: Menu }).agent;
const E2E_DATA_DIR = '.data-e2e';
const [TY, EN] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number]];

test('EN: each gated pay page appears in the menu and opens with its switch on, and is gone and refused with it off; axe', async ({ page, axe }) => {
  // Eight axe runs and eight operator commands on a shared machine.
  test.setTimeout(360_000);
  const A = menuOf('en');
  const P = payOf('en');
  await agentLogsIn(page, EN, 'team_dina', 'TeamDina2026');
  for (const gated of GATED) await expect(agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  expect((await page.goto('/en/agent/realtime-salary'))?.status()).toBe(404);
  try {
    // The four switches at once (each command hands its switch to the running server).
    await Promise.all(GATED.map((gated) => setFeature('team_dina', gated.feature, true)));
    for (const gated of GATED) {
      await page.goto('/en/agent');
      await agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] }).click();
      await expect(page).toHaveURL(`${MAIN_URL}/en/agent/${gated.path}`);
      await expect(page.getByRole('heading', { level: 1, name: P.kinds[gated.kind].pageTitle })).toBeVisible();
      await expect(page.getByText(P.kinds[gated.kind].schedule)).toBeVisible();
      // When a stake counts (decision 0055): a lottery ticket once its draw is drawn.
      await expect(page.getByText(P.finalStakes)).toBeVisible();
      // The house rule table: three tiers, each with its rate.
      await expect(page.getByTestId('pay-rules').locator('tbody tr[data-row]')).toHaveCount(3);
      await expect(statusFigure(page, 'next').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await axeBothThemes(page, axe, `/en/agent/${gated.path}`);
    }
    // The real-time page counts down to its next settlement, at most 5 minutes and 30 seconds away.
    await page.goto('/en/agent/realtime-salary');
    await expect(statusFigure(page, 'countdown').getByRole('timer')).toHaveText(/^[0-5]:\d{2}$/);
  } finally {
    await Promise.all(GATED.map((gated) => setFeature('team_dina', gated.feature, false)));
  }
  await page.goto('/en/agent');
  for (const gated of GATED) await expect(agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  for (const gated of GATED) expect((await page.goto(`/en/agent/${gated.path}`))?.status()).toBe(404);
});

test("TY: a team member's round moves the real-time salary's estimate so far", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const P = payOf('ty');
  await agentLogsIn(page, TY, 'team_dina', 'TeamDina2026');
  await setFeature('team_dina', 'realtimesalreqtype', true);
  try {
    await page.goto('/agent/realtime-salary');
    await expect(page.getByRole('heading', { level: 1, name: P.kinds.realtime.pageTitle })).toBeVisible();
    await expectRoundMovesRealtime(page, () => memberPlaysARound(browser, 'team_eli', 'TeamEli2026', 'largest'));
  } finally {
    await setFeature('team_dina', 'realtimesalreqtype', false);
  }
});

test('EN and TY: my income shows each line’s computation and the contract rates, by month, day and week; axe', async ({ page, browser, axe }) => {
  test.setTimeout(180_000);
  const A = menuOf('en');
  const P = payOf('en');
  await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
  await agentMenu(page, A).getByRole('link', { name: A.menu.income }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/agent/income`);
  await expect(page.getByRole('heading', { level: 1, name: P.income.pageTitle })).toBeVisible();
  // demo_agent's contract: 30% of net revenue, 0.5% of turnover.
  await expect(page.getByTestId('income-rates')).toContainText('Your contract: 30% of net revenue and 0.5% of turnover.');
  await expect(page.getByTestId('income-rates')).toContainText(P.finalStakes);
  await expect(page.getByTestId('income-rates')).toContainText(P.income.subAgents);
  await page.getByRole('navigation', { name: P.income.period }).getByRole('link', { name: P.income.month }).click();
  await expect(page).toHaveURL(/period=month/);
  const rows = page.getByTestId('agent-income').locator('tbody tr[data-row]');
  await expect(rows).toHaveCount(6);
  // The seeded play of the last 90 days: the month before this one has stakes, but the contract
  // (the seed's, two days ago) did not cover it: no commission, and its line says why (issue 34 item 14).
  const line = rows.nth(1);
  expect(amount(await line.locator('td[data-key="stakes"]').textContent())).toBeGreaterThan(0);
  await expect(line.locator('td[data-key="total"]')).toHaveText('₱0.00');
  // The computation is a row of its own under its line (issue 34 item 17).
  const computationOf = async (row: typeof line) =>
    page.getByTestId('agent-income').locator(`tr[data-detail-of="${await row.getAttribute('data-row')}"] td[data-key="computation"]`);
  await expect(await computationOf(line)).toContainText(P.income.beforeContract.split('{{date}}')[0]!);

  // Today team_eli plays in sub-agent team_dina's team (contract 20%, 0.3%, started two days ago):
  // her team's stakes come off at team_dina's turnover rate (its net revenue only when above
  // zero: src/lib/agent/pay/view.test.ts).
  await memberPlaysARound(browser, 'team_eli', 'TeamEli2026', 'largest');
  await page.goto('/en/agent/income?period=day');
  const today = rows.nth(0);
  const todayStakes = escapeRegExp((await today.locator('td[data-key="stakes"]').textContent()) ?? '');
  const todayTurnover = escapeRegExp((await today.locator('td[data-key="turnoverCommission"]').textContent()) ?? '');
  await expect(await computationOf(today)).toContainText('× 30%');
  await expect(await computationOf(today)).toContainText(new RegExp(`${todayStakes} × 0\\.5% − ₱[\\d,.]+ × 0\\.3% \\(team_dina\\) = ${todayTurnover}$`));
  await page.getByRole('navigation', { name: P.income.period }).getByRole('link', { name: P.income.week }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(rows).toHaveCount(8);
  await axeBothThemes(page, axe, '/en/agent/income?period=month');

  const PT = payOf('ty');
  await page.goto('/agent/income?period=month');
  await expect(page.getByRole('heading', { level: 1, name: PT.income.pageTitle })).toBeVisible();
  // The computation is labelled in the row under each line (issue 34 item 17).
  await expect(page.getByTestId('agent-income').locator('tr[data-detail-of] .detail-label').first()).toHaveText(PT.income.columns.computation);
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
  await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
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
