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

/** The open real-time period's figures as the real-time salary page shows them now (reloaded). */
async function realtimeFigures(page: Page): Promise<RealtimeFigures> {
  await page.reload();
  return {
    period: await page.getByTestId('pay-status').locator('dd').first().textContent(),
    sales: amount(await statusFigure(page, 'base').textContent()),
    estimate: amount(await statusFigure(page, 'estimate').textContent()),
  };
}

/**
 * A team member's round (`play`) moves the real-time salary page's figures: the same period shows
 * more sales and a larger estimate afterwards. The real-time period is five minutes on the
 * platform's clock, which every spec shares, so a period may end between the reading before and
 * the one after: the round then landed in either period and the two readings cannot be compared.
 * Then the whole step is taken once more, in the new period (a round lasts far less than a period,
 * so the second cannot straddle an end too); no waiting for the clock.
 */
export async function expectRoundMovesRealtime(page: Page, play: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await realtimeFigures(page);
    await play();
    const after = await realtimeFigures(page);
    if (after.period !== before.period && attempt < 2) continue;
    expect(after.period, 'the same period, before and after the round').toBe(before.period);
    expect(after.sales).toBeGreaterThan(before.sales);
    expect(after.estimate).toBeGreaterThan(before.estimate);
    await expect(statusFigure(page, 'rate')).toHaveText(/%/);
    return;
  }
}
