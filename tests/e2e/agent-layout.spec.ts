import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MAIN_URL } from './servers';
import { LANGUAGES, agentLogsIn } from './agent-helpers';
import { catalogueOf } from './catalogues';

/**
 * The agent reports fit their column (issue 34 item 17): at 1366 px no table is wider than the
 * agent centre's content column and no report has a scroll box of its own; at 1366 px and 390 px
 * no column label or card label breaks inside a word. And team management: one "whole team"
 * choice, a direct member's upline is the agent, members' rebates, and copy buttons for the
 * registration links. Screenshots go to /tmp/agent-shots/.
 */
const EN = LANGUAGES[1]!;
const PAGES = ['', '/income', '/transactions', '/bets', '/loss', '/team', '/register'] as const;
const SHOTS = '/tmp/agent-shots';
const withPeriod = (tail: string) => `/en/agent${tail}${['/bets', '/transactions', '/loss'].includes(tail) ? '?period=last30' : ''}`;

/** What does not fit on the page: tables wider than the content column, scroll boxes, labels narrower than their longest word. */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const content = document.querySelector('[data-testid="agent-panel"] .content')!.getBoundingClientRect();
    const canvas = document.createElement('canvas').getContext('2d')!;
    /** The width of the longest word of `text` in the font of `style`. */
    const longestWord = (text: string, style: CSSStyleDeclaration) => {
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return Math.max(0, ...text.split(/\s+/).map((word) => canvas.measureText(word).width));
    };
    const inner = (style: CSSStyleDeclaration, width: number) => width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const table of document.querySelectorAll<HTMLElement>('[data-testid="agent-panel"] table')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > content.right + 1 || box.width > content.width + 1)
        problems.push(`table ${table.dataset['testid'] ?? table.className}: ${box.width} of ${content.width}`);
      const region = table.closest<HTMLElement>('[role="region"]');
      if (region && region.scrollWidth > region.clientWidth + 1) problems.push(`scrolls sideways: ${region.scrollWidth} of ${region.clientWidth}`);
      if (region && region.scrollHeight > region.clientHeight + 1) problems.push(`scroll box: ${region.scrollHeight} in ${region.clientHeight}`);
      for (const th of table.querySelectorAll<HTMLElement>('thead th')) {
        const style = getComputedStyle(th);
        if (th.getBoundingClientRect().width === 0 || th.closest('thead')!.getBoundingClientRect().width <= 1) continue;
        if (longestWord(th.textContent ?? '', style) > inner(style, th.getBoundingClientRect().width) + 0.5)
          problems.push(`header breaks a word: ${th.textContent}`);
      }
      for (const td of table.querySelectorAll<HTMLElement>('td[data-label]')) {
        const label = getComputedStyle(td, '::before');
        if (label.content === 'none' || label.display === 'none' || td.getBoundingClientRect().width === 0) continue;
        if (longestWord(td.dataset['label'] ?? '', label) > parseFloat(label.width) + 0.5)
          problems.push(`label breaks a word: ${td.dataset['label']} (${label.width})`);
      }
    }
    return problems;
  });

test('the agent reports fit their column at 1366 px and 390 px, and no label breaks inside a word; screenshots', async ({ browser }) => {
  test.setTimeout(240_000);
  for (const width of [1366, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: MAIN_URL });
    const page = await context.newPage();
    await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
    for (const tail of PAGES) {
      await page.goto(withPeriod(tail));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await misfits(page), `${width} px ${tail || '/'}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tail).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/${width}${tail.replace('/', '-') || '-overview'}.png`, fullPage: true });
    }
    await context.close();
  }
});

test('team management: one whole-team choice, the agent as a direct member’s upline, rebates, and copy buttons for registration links', async ({ browser }) => {
  test.setTimeout(120_000);
  const records = (catalogueOf('en') as { records: { filters: { any: string } } }).records;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: MAIN_URL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: MAIN_URL });
  const page = await context.newPage();
  await agentLogsIn(page, EN, 'demo_agent', 'Agent2026');
  const { A } = EN;
  // The team filter: direct or whole team, the whole team when the URL says nothing; no "All" beside it.
  for (const tail of ['/bets', '/transactions', '/loss']) {
    await page.goto(`/en/agent${tail}`);
    const scope = page.getByLabel(A.bets.scope, { exact: true });
    await expect(scope.locator('option'), tail).toHaveText([A.bets.direct, A.bets.all]);
    await expect(scope, tail).toHaveValue('all');
    await expect(scope.locator('option', { hasText: records.filters.any })).toHaveCount(0);
  }
  // A direct member's upline is the agent; each member shows its rebate.
  await page.goto('/en/agent/team');
  await page.getByRole('link', { name: new RegExp(A.team.openSummary.replace('{{name}}', 'team_dina')) }).click();
  const summary = page.getByTestId('member-summary');
  await expect(summary).toContainText(`demo_agent (${A.team.level.replace('{{level}}', '1')})`);
  await expect(summary.getByTestId('summary-rebate')).toHaveText('1%');
  await expect(page.locator('[data-member="team_dina"]').getByTestId('member-rebate')).toHaveText('1%');
  await page.screenshot({ path: `${SHOTS}/390-team-summary.png`, fullPage: false });
  // A registration link: copied with a button, and the page says so.
  await page.goto('/en/agent/register');
  const links = page.locator('#links');
  await links.getByLabel(A.register.linkRebate).fill('0.5');
  await links.getByRole('button', { name: A.register.createLink }).click();
  await expect(links.getByTestId('link-notice')).toHaveText(A.register.linkCreated);
  const row = page.getByTestId('agent-links').locator('tbody tr').last();
  const url = ((await row.locator('code').textContent()) ?? '').trim();
  const referral = (catalogueOf('en') as { referral: { copy: string; copied: string } }).referral;
  await row.getByRole('button', { name: referral.copy }).click();
  await expect(row.getByRole('status')).toHaveText(referral.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/390-register-link.png`, fullPage: false });
  await context.close();
});
