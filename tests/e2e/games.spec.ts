import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, apiList, listReady, loginAndDismissWelcome, platformValue, type ApiGame } from './helpers';
import { MAIN_URL } from './servers';
import { registerFreshPlayer } from './register-helpers';

/**
 * The game list pages (docs/product.md §2 "Game list page", §4 "Game list types", §9): the first page in
 * the server's HTML, then the island's vendor row, list types, filters and pager, with the URL
 * in step. What the page shows is compared with what the platform answers for the same query.
 */

const apiHot = (request: APIRequestContext, gameType: string) => platformValue<ApiGame[]>(request, `/lgw/games/hot?gameType=${gameType}&language=EN`);

const list = (page: Page) => page.getByTestId('game-list');
const vendorNav = (page: Page) => page.getByRole('navigation', { name: en.games.list.vendors });
const typeNav = (page: Page) => page.getByRole('navigation', { name: en.games.list.listTypes });
const pager = (page: Page) => page.getByRole('navigation', { name: en.games.list.pages });
const shownCodes = (page: Page) =>
  list(page)
    .locator('a[data-game-code]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-game-code')));

/** Waits until the cards are exactly these games, in this order. */
const expectGames = (page: Page, games: readonly ApiGame[]) =>
  expect.poll(() => shownCodes(page), { timeout: 10_000 }).toEqual(games.map((game) => game.gameCode));

/** Marks the document; the returned check is true while no page load has happened since. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe('the first page, without JavaScript', () => {
  test('is in the HTML for the query it was asked with', async ({ request }) => {
    const jili = await apiList(request, { gameType: 'RNG', vassalage: 'JILI', pageNo: '1' });
    const html = await (await request.get('/en/rng')).text();
    for (const game of jili.games) expect(html).toContain(`data-game-code="${game.gameCode}"`);

    const pg2 = await apiList(request, { gameType: 'RNG', vassalage: 'PG', pageNo: '2' });
    expect(pg2.games.length).toBeGreaterThan(0);
    const second = await (await request.get('/en/rng?page=PG&pageNo=2')).text();
    for (const game of pg2.games) expect(second).toContain(game.name);
    expect(second).not.toContain(jili.games[0]!.name);
  });

  test('vendor links, list links, the pager and the GET form all work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: MAIN_URL });
    const page = await context.newPage();
    await page.goto('/en/rng');
    await vendorNav(page).getByRole('link', { name: 'PG Soft' }).click();
    await expect(page).toHaveURL(/\/en\/rng\?page=PG$/);
    await expectGames(page, (await apiList(page.request, { gameType: 'RNG', vassalage: 'PG', pageNo: '1' })).games);

    await page.getByRole('searchbox', { name: en.games.list.name }).fill('Mahjong');
    await page.getByRole('button', { name: en.games.list.search }).click();
    await expect(page).toHaveURL(/page=PG.*name=Mahjong/);
    await expectGames(page, (await apiList(page.request, { gameType: 'RNG', vassalage: 'PG', gameName: 'Mahjong', pageNo: '1' })).games);

    await page.goto('/en/rng');
    await pager(page).getByRole('link', { name: en.games.list.next }).click();
    await expect(page).toHaveURL(/\/en\/rng\?pageNo=2$/);
    await typeNav(page).getByRole('link', { name: en.games.list.hot }).click();
    await expect(page).toHaveURL(/\/en\/rng\?type=hot$/);
    await expectGames(page, (await apiHot(page.request, 'RNG')).slice(0, 15));
    await context.close();
  });
});

test.describe('the game list island', () => {
  test('vendor row: arrows above seven vendors, `page` selects the tab, a vendor changes without a reload', async ({ page, axe }) => {
    await page.goto('/en/rng?page=HB');
    await listReady(page, 'game-list');
    await expect(vendorNav(page).getByRole('link', { name: 'Habanero' })).toHaveAttribute('aria-current', 'true');
    await expectGames(page, (await apiList(page.request, { gameType: 'RNG', vassalage: 'HB', pageNo: '1' })).games);
    await axe.expectNoSeriousA11yViolations();

    await page.goto('/en/rng');
    await listReady(page, 'game-list');
    const back = vendorNav(page).getByRole('button', { name: en.games.list.scrollBack });
    const forward = vendorNav(page).getByRole('button', { name: en.games.list.scrollForward });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();
    await forward.click();
    await expect(back).toBeEnabled();
    // Nothing scrolls the page sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const same = await markDocument(page);
    await vendorNav(page).getByRole('link', { name: 'Pragmatic Play' }).click();
    await expect(page).toHaveURL(/\/en\/rng\?page=PP$/);
    await expectGames(page, (await apiList(page.request, { gameType: 'RNG', vassalage: 'PP', pageNo: '1' })).games);
    expect(await same()).toBe(true);

    // Five vendors: no arrows.
    await page.goto('/en/live');
    await listReady(page, 'game-list');
    await expect(vendorNav(page).getByRole('button')).toHaveCount(0);
  });

  test('paging: next, last, previous, first, numbers, and back and forward', async ({ page }) => {
    const pages = await Promise.all(['1', '2', '3'].map((pageNo) => apiList(page.request, { gameType: 'RNG', vassalage: 'JILI', pageNo })));
    expect(pages[0]!.totalPages).toBe(3);
    await page.goto('/en/rng');
    await listReady(page, 'game-list');
    const same = await markDocument(page);
    await expect(pager(page).getByText(en.games.list.first, { exact: true })).toHaveAttribute('aria-disabled', 'true');
    await pager(page).getByRole('link', { name: en.games.list.next }).click();
    await expect(page).toHaveURL(/\?pageNo=2$/);
    await expectGames(page, pages[1]!.games);
    await pager(page).getByRole('link', { name: en.games.list.last }).click();
    await expect(page).toHaveURL(/\?pageNo=3$/);
    await expectGames(page, pages[2]!.games);
    await expect(pager(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await pager(page).getByRole('link', { name: en.games.list.previous }).click();
    await expectGames(page, pages[1]!.games);
    await pager(page).getByRole('link', { name: en.games.list.first }).click();
    await expect(page).toHaveURL(/\/en\/rng$/);
    await expectGames(page, pages[0]!.games);
    await pager(page).getByRole('link', { name: 'Page 3' }).click();
    await expectGames(page, pages[2]!.games);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/rng$/);
    await expectGames(page, pages[0]!.games);
    await page.goForward();
    await expectGames(page, pages[2]!.games);
    expect(await same()).toBe(true);
  });

  test('search, classification and minimum bet filter, reset to page 1, and the URL reproduces the list', async ({ page, browser }) => {
    await page.goto('/en/rng?pageNo=2');
    await listReady(page, 'game-list');
    await page.getByRole('searchbox', { name: en.games.list.name }).fill('golden');
    await page.getByRole('button', { name: en.games.list.search }).click();
    await expect(page).toHaveURL(/\/en\/rng\?name=golden$/);
    const golden = await apiList(page.request, { gameType: 'RNG', vassalage: 'JILI', gameName: 'golden', pageNo: '1' });
    expect(golden.games.length).toBeGreaterThan(0);
    await expectGames(page, golden.games);

    await page.getByRole('searchbox', { name: en.games.list.name }).fill('');
    await page.getByRole('button', { name: en.games.list.search }).click();
    await page.getByLabel(en.games.list.classify).selectOption('Jackpot');
    await expect(page).toHaveURL(/\?classify=Jackpot$/);
    await expectGames(page, (await apiList(page.request, { gameType: 'RNG', vassalage: 'JILI', gameClassify: 'Jackpot', pageNo: '1' })).games);

    await page.getByLabel(en.games.list.minBet).selectOption({ label: '0.50' });
    await expect(page).toHaveURL(/\?classify=Jackpot&minBet=0\.5$/);
    const filtered = await apiList(page.request, { gameType: 'RNG', vassalage: 'JILI', gameClassify: 'Jackpot', minBet: '0.5', pageNo: '1' });
    await expectGames(page, filtered.games);
    for (const card of await list(page).locator('a[data-game-code]').all()) await expect(card).toContainText('Min. bet 0.50');

    // A vendor resets the page and the list type; the hot list resets to its page 1 too.
    await typeNav(page).getByRole('link', { name: en.games.list.hot }).click();
    await expect(page).toHaveURL(/type=hot/);
    await vendorNav(page).getByRole('link', { name: 'Habanero' }).click();
    await expect(page).toHaveURL(/\/en\/rng\?page=HB&classify=Jackpot&minBet=0\.5$/);
    await expect(typeNav(page).getByRole('link', { name: en.games.list.all })).toHaveAttribute('aria-current', 'true');
    const habanero = await apiList(page.request, { gameType: 'RNG', vassalage: 'HB', gameClassify: 'Jackpot', minBet: '0.5', pageNo: '1' });
    await expectGames(page, habanero.games);

    // The shared URL shows the same list elsewhere.
    const other = await browser.newPage({ baseURL: MAIN_URL });
    await other.goto(page.url());
    await expectGames(other, habanero.games);
    await expect(other.getByLabel(en.games.list.classify)).toHaveValue('Jackpot');
    await other.close();
  });

  test('hot games are paged 15 at a time in the browser', async ({ page }) => {
    const hot = await apiHot(page.request, 'RNG');
    // The seed has more than one page of hot RNG games, so the second page is always tested.
    expect(hot.length).toBeGreaterThan(15);
    await page.goto('/en/rng');
    await listReady(page, 'game-list');
    await typeNav(page).getByRole('link', { name: en.games.list.hot }).click();
    await expect(page).toHaveURL(/\?type=hot$/);
    await expectGames(page, hot.slice(0, 15));
    await pager(page).getByRole('link', { name: en.games.list.next }).click();
    await expect(page).toHaveURL(/\?type=hot&pageNo=2$/);
    await expectGames(page, hot.slice(15, 30));
  });

  test('a guest asking for favourites or recent games gets the login popup; ESPORTS says it has no providers', async ({ page, axe }) => {
    await page.goto('/en/rng');
    await listReady(page, 'game-list');
    await typeNav(page).getByRole('link', { name: en.games.list.fav }).click();
    await expect(page.getByRole('dialog', { name: en.login.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await list(page)
      .getByRole('button', { name: /^Favourite: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: en.login.title })).toBeVisible();

    await page.goto('/en/esports');
    await expect(page.getByText(en.games.list.noVendors)).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
  });

  test('a player stars a game, sees it in favourites, and sees a played game in recent', async ({ page }) => {
    await registerFreshPlayer(page);
    await page.goto('/en/fish');
    await listReady(page, 'game-list');
    const first = list(page)
      .locator('li')
      .filter({ has: page.locator('a[data-game-code]') })
      .first();
    const name = (await first.locator('a[data-game-code]').getAttribute('data-game-code'))!;
    const star = first.getByRole('button', { name: /^Favourite: / });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await typeNav(page).getByRole('link', { name: en.games.list.fav }).click();
    await expect(page).toHaveURL(/\/en\/fish\?type=fav$/);
    await expect.poll(() => shownCodes(page)).toEqual([name]);
    await expect(list(page).getByRole('button', { name: /^Favourite: / })).toHaveAttribute('aria-pressed', 'true');

    await typeNav(page).getByRole('link', { name: en.games.list.recent }).click();
    await expect(list(page).getByText(en.games.list.emptyRecent)).toBeVisible();
    // Launching a game records it as played.
    await page.goto(`/en/game?gameType=FISH&vendor=${name.split('_')[0]}&gameCode=${name}`);
    await expect(page.locator('iframe')).toHaveCount(1);
    await page.goto('/en/fish?type=recent');
    await expect.poll(() => shownCodes(page)).toEqual([name]);
    // Reloaded, the favourite is still there (the server renders the loading state, the island loads it).
    await page.goto('/en/fish?type=fav');
    await expect.poll(() => shownCodes(page)).toEqual([name]);
  });

  test('TY page, /seamless and /games/:games', async ({ page, axe, request }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: ty.nav.gameType.RNG })).toBeVisible();
    await expect(page).toHaveTitle(`${ty.games.pages.RNG.title} | ${ty.site.name}`);
    await expect(page.getByRole('navigation', { name: ty.games.list.vendors })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();

    await page.goto('/en/seamless?type=live&list=hot');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.nav.label })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: en.nav.gameType.LIVE })).toBeVisible();
    await expectGames(page, (await apiHot(request, 'LIVE')).slice(0, 15));
    await listReady(page, 'game-list');
    await typeNav(page).getByRole('link', { name: en.games.list.all }).click();
    await expect(page).toHaveURL(/\/en\/seamless\?type=LIVE$/);
    await axe.expectNoSeriousA11yViolations();

    const redirect = await request.get('/en/games/RNG?page=PG', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe('/en/rng?page=PG');
    expect((await request.get('/games/nope', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('every category page has its own title and description, and passes axe', async ({ page, axe }) => {
    test.setTimeout(60_000); // five pages, each with a first interaction, hydration and axe
    for (const [path, key] of [
      ['/en/live', 'LIVE'],
      ['/en/fish', 'FISH'],
      ['/en/sports', 'SPORTS'],
      ['/en/pvp', 'PVP'],
      ['/en/elott', 'ELOTT'],
      ['/en/cockfight', 'COCKFIGHT'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${en.games.pages[key].title} | ${en.site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', en.games.pages[key].description);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await listReady(page, 'game-list');
      await axe.expectNoSeriousA11yViolations();
    }
  });
});

test('the list pages run no script their Content-Security-Policy refuses', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/en/rng', '/rng?page=PG', '/en/seamless?type=LIVE', '/en/esports']) {
    await page.goto(path);
    await listReady(page, 'game-list');
  }
  expect(refused).toEqual([]);
});

test("a logged-in player's list pages are not cached by shared caches", async ({ page }) => {
  await page.goto('/en/rng');
  await loginAndDismissWelcome(page, en, 'team_ana', 'TeamAna2026');
  const response = await page.goto('/en/rng');
  expect(response?.headers()['cache-control']).toContain('private');
});
