import { test, expect } from './fixtures';
import { MAIN_URL } from './servers';
import { uniqueUsername } from './register-helpers';
import { LANGUAGES, agentLogsIn, agentMenu, createPlayer, memberDeposits, memberPlaysARound, setFeature } from './agent-helpers';
import { GATED, expectRoundMovesRealtime, payOf } from './agent-pay-helpers';

/**
 * The agent pay scenarios of issue 17's "Done when" in the language tests/e2e/agent-pay.spec.ts
 * does not run them in: each feature-gated page appears in the menu with its switch on and is gone
 * (404) with it off, in TY; a team member's round moves the real-time salary's estimate, in EN.
 * Their own agents (agent_41, agent_42) so that agent-pay.spec.ts's switches of team_dina, run at
 * the same time, never meet these.
 */
const [TY, EN] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number]];

test('TY: each gated pay page appears in the menu and opens with its switch on, and is gone and refused with it off', async ({ page }) => {
  test.setTimeout(240_000);
  const { A } = TY;
  const P = payOf('ty');
  await agentLogsIn(page, TY, 'agent_41', 'Agent41x2026');
  for (const gated of GATED) await expect(agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  for (const gated of GATED) expect((await page.goto(`/agent/${gated.path}`))?.status()).toBe(404);
  try {
    await Promise.all(GATED.map((gated) => setFeature('agent_41', gated.feature, true)));
    for (const gated of GATED) {
      await page.goto('/agent');
      await agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] }).click();
      await expect(page).toHaveURL(`${MAIN_URL}/agent/${gated.path}`);
      await expect(page.getByRole('heading', { level: 1, name: P.kinds[gated.kind].pageTitle })).toBeVisible();
      await expect(page.getByText(P.kinds[gated.kind].schedule)).toBeVisible();
    }
  } finally {
    await Promise.all(GATED.map((gated) => setFeature('agent_41', gated.feature, false)));
  }
  await page.goto('/agent');
  for (const gated of GATED) await expect(agentMenu(page, A).getByRole('link', { name: A.menu[gated.menu] })).toHaveCount(0);
  for (const gated of GATED) expect((await page.goto(`/agent/${gated.path}`))?.status()).toBe(404);
});

test("EN: a team member's round moves the real-time salary's estimate so far", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { A } = EN;
  const P = payOf('en');
  // agent_42 has no team: it registers the player whose round moves its estimate, and funds it.
  await agentLogsIn(page, EN, 'agent_42', 'Agent42x2026');
  await page.goto('/en/agent/register');
  const create = page.locator('#create');
  const player = uniqueUsername();
  await createPlayer(create, A, player, '1');
  await expect(page.getByTestId('created')).toBeVisible();
  await memberDeposits(browser, player, 'Welcome2026', 1000);

  await setFeature('agent_42', 'realtimesalreqtype', true);
  try {
    await page.goto('/en/agent/realtime-salary');
    await expect(page.getByRole('heading', { level: 1, name: P.kinds.realtime.pageTitle })).toBeVisible();
    // The largest stake (at least ₱1.00): the lowest tier's rate of it is at least a centavo.
    await expectRoundMovesRealtime(page, () => memberPlaysARound(browser, player, 'Welcome2026', 'largest'));
  } finally {
    await setFeature('agent_42', 'realtimesalreqtype', false);
  }
});
