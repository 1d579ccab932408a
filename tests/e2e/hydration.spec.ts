import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { agentLogsIn, LANGUAGES } from './agent-helpers';
import { en, firstInteraction, loginAndDismissWelcome, platformValue } from './helpers';

/**
 * Issue 33 item 2: React hydrates every route's islands over the server's HTML without an error
 * or warning (#418, #423, #425 and their development wordings), logged out and logged in, in TY,
 * EN and AR (right to left). The check itself is the automatic `hydrationProblems` fixture
 * (tests/e2e/fixtures.ts), which fails any test whose pages logged one; this spec makes every
 * route of the route table (src/lib/routes/route-table.ts) hydrate once in each case.
 */

/** Path prefixes of the three languages. */
const PREFIXES = [
  { label: 'TY', prefix: '' },
  { label: 'EN', prefix: '/en' },
  { label: 'AR', prefix: '/ar' },
] as const;

/** Every public page route, with a real entry where the route takes one. */
const PUBLIC = [
  '/',
  '/register',
  '/rng',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/pvp',
  '/elott',
  '/cockfight',
  '/lottery',
  '/vnlottery',
  '/help',
  '/help/terms',
  '/help/responsible-gaming',
  '/landing/welcome-bonus',
  '/promotions',
  '/vip',
  '/pointMall',
  '/down',
  '/join',
  '/noticePage',
  '/helpmc',
  '/forget',
  '/game?gameType=RNG',
  '/fbsports',
  '/seamless',
  '/system-status',
  '/games/rng',
  '/no-such-page',
];

/** Public pages a logged-in player is sent away from (to home): visited as a guest only. */
const GUEST_ONLY = ['/login', '/agentHome'];

const MEMBER = [
  '/member',
  '/member/wallet',
  '/member/deposit',
  '/member/withdraw',
  '/member/messages',
  '/member/feedback',
  '/member/rewards',
  '/member/missions',
  '/member/referral',
  '/member/bets',
  '/member/transactions',
  '/member/profit',
  '/member/bonuses',
  '/member/safer-gambling',
];

const AGENT = [
  '/agent',
  '/agent/team',
  '/agent/announcement',
  '/agent/register',
  '/agent/loss',
  '/agent/bets',
  '/agent/transactions',
  '/agent/income',
  '/agent/dividend',
  '/agent/daily-wages',
  '/agent/hourly-salary',
  '/agent/realtime-salary',
  '/member/transfer-upline',
];

/**
 * Opens `path`, interacts as a visitor would, and waits until every island that hydrates at
 * load, at idle or on the first interaction has hydrated (Astro drops `ssr` then) and the
 * browser is idle again, so React has reported anything it found.
 */
async function hydrate(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await firstInteraction(page);
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"], [client="interaction"])'), path).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 })));
}

/** The first promotion of the platform's list: its detail page. */
async function promotionPath(page: Page): Promise<string> {
  const [first] = await platformValue<{ id: number }[]>(page.request, '/wps/promotion/list?language=EN');
  expect(first, 'a seeded promotion').toBeDefined();
  return `/promoDetail?id=${first?.id}`;
}

for (const { label, prefix } of PREFIXES) {
  test(`${label}: every public page hydrates without a React error, as a guest`, async ({ page }) => {
    test.setTimeout(180_000);
    const promotion = await promotionPath(page);
    for (const path of [...PUBLIC, ...GUEST_ONLY, promotion]) await hydrate(page, `${prefix}${path}`);
  });

  test(`${label}: every public and member page hydrates without a React error, logged in as a player`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/en/');
    await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
    for (const path of [...PUBLIC, ...MEMBER]) await hydrate(page, `${prefix}${path}`);
  });

  test(`${label}: every agent page hydrates without a React error, logged in as an agent`, async ({ page }) => {
    test.setTimeout(120_000);
    await agentLogsIn(page, LANGUAGES[1]!, 'demo_agent', 'Agent2026');
    for (const path of AGENT) await hydrate(page, `${prefix}${path}`);
  });
}
