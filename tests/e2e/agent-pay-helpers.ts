/**
 * Steps the agent pay specs share (tests/e2e/agent-pay.spec.ts in EN and TY, agent-languages.spec.ts
 * in the other language of each scenario): the four feature-gated pages, a pay page's status
 * figures, and the real-time salary read before and after a team member's round.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { amount } from './helpers';
import { catalogueOf } from './catalogues';
import type enAgentPay from '../../src/lib/i18n/catalogues/en/agentPay.json';

export type PayStrings = (typeof enAgentPay)['agentPay'];
export const payOf = (language: string) => (catalogueOf(language) as { agentPay: PayStrings }).agentPay;

/** The pages behind the consolidated contract's features, with their menu and strings keys. */
export const GATED = [
  { feature: 'divtypereq', path: 'dividend', menu: 'dividend', kind: 'dividend' },
  { feature: 'dailysalreqtype', path: 'daily-wages', menu: 'dailyWages', kind: 'daily' },
  { feature: 'contracthoursalreq', path: 'hourly-salary', menu: 'hourlySalary', kind: 'hourly' },
  { feature: 'realtimesalreqtype', path: 'realtime-salary', menu: 'realtimeSalary', kind: 'realtime' },
] as const;

/** One figure of a pay page's status card (`period`, `base`, `estimate`, `rate`, `next`, `countdown`…). */
export const statusFigure = (page: Page, key: string) => page.getByTestId('pay-status').locator(`[data-figure="${key}"] dd`);

export interface RealtimeFigures {
  period: string | null;
  sales: number;
  estimate: number;
}

/**
 * The open real-time period's figures on the real-time salary page, after waiting out a period
 * that ends within a minute, so that a round played next lands in the period read here.
 */
export async function realtimeFigures(page: Page): Promise<RealtimeFigures> {
  const next = Date.parse((await statusFigure(page, 'next').locator('time').getAttribute('datetime')) ?? '');
  if (next - Date.now() < 60_000) {
    await page.waitForTimeout(next - Date.now() + 2_000);
    await page.reload();
  }
  return {
    period: await page.getByTestId('pay-status').locator('dd').first().textContent(),
    sales: amount(await statusFigure(page, 'base').textContent()),
    estimate: amount(await statusFigure(page, 'estimate').textContent()),
  };
}

/** After a reload, the same period shows more sales and a larger estimate than `before`. */
export async function expectRealtimeMoved(page: Page, before: RealtimeFigures): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('pay-status').locator('dd').first()).toHaveText(before.period ?? '');
  expect(amount(await statusFigure(page, 'base').textContent())).toBeGreaterThan(before.sales);
  expect(amount(await statusFigure(page, 'estimate').textContent())).toBeGreaterThan(before.estimate);
  await expect(statusFigure(page, 'rate')).toHaveText(/%/);
}
