import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  en,
  accountBalance,
  accountName,
  apiList,
  idempotencyKeyOf,
  listReady,
  loginAndDismissWelcome,
  loginOnPage,
  timeOutOnceAfterPlatform,
  type ApiGame,
} from './helpers';
import { MAIN_URL } from './servers';

/**
 * Launching games (docs/product.md §4 "Game launch"): every card is a link to its launch plan's path;
 * /game checks the session on the server and frames the platform's launch URL. demo_agent
 * (a real account with a balance no other spec checks) plays; demo_trial is refused PVP.
 */

/** The games of the list's first page for this query. */
const firstGames = async (request: APIRequestContext, query: Record<string, string>): Promise<ApiGame[]> =>
  (await apiList(request, { pageNo: '1', ...query })).games;

const card = (page: Page, game: ApiGame) => page.getByTestId('game-list').locator(`a[data-game-code="${game.gameCode}"]`);
const gamePath = (game: ApiGame) => `/en/game?gameType=${game.gameType}&vendor=${game.vendor}&gameCode=${game.gameCode}`;

const gameFrame = (page: Page) => page.locator('iframe');

test('a guest is sent to log in, and comes back to the game after logging in', async ({ page, axe }) => {
  const [game] = await firstGames(page.request, { gameType: 'RNG', vassalage: 'JILI' });
  await page.goto('/en/rng');
  await expect(card(page, game!)).toHaveAttribute('href', gamePath(game!));
  await card(page, game!).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/login?next=${encodeURIComponent(gamePath(game!))}`);
  await loginOnPage(page, en, 'demo_agent', 'Agent2026');
  await expect(page).toHaveURL(`${MAIN_URL}${gamePath(game!)}`);
  await expect(gameFrame(page)).toHaveAttribute('title', `${en.games.pages.game.frameTitle}: ${game!.vendor} ${game!.gameCode}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.getByRole('link', { name: en.games.pages.game.back })).toHaveAttribute('href', '/en/rng');
  await axe.expectNoSeriousA11yViolations();
});

test('a lottery card goes to the lottery route, whose betting screen needs a login first', async ({ page }) => {
  const [vn] = await firstGames(page.request, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' });
  await page.goto('/en/elott');
  await listReady(page, 'game-list');
  const link = card(page, vn!);
  await expect(link).toHaveAttribute('href', new RegExp(`^/en/vnlottery\\?gameCode=${vn!.gameCode}&vendor=TCG_LOTTO_VN`));
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/login?next=${encodeURIComponent(href)}`);
  await loginOnPage(page, en, 'demo_agent', 'Agent2026');
  await expect(page).toHaveURL(`${MAIN_URL}${href}`);
});

test('a lobby game opens its popup list in place, and /rng?vassalage opens it on load', async ({ page, axe }) => {
  await page.goto('/en/rng?page=HB');
  await listReady(page, 'game-list');
  const lobby = page.getByTestId('game-list').getByRole('link', { name: /Habanero Lobby/ });
  await expect(lobby).toHaveAttribute('href', '/en/rng?vassalage=HB');
  await lobby.click();
  const popup = page.getByRole('dialog', { name: en.games.list.vassalageTitle.replace('{{vendor}}', 'Habanero') });
  await expect(popup.getByRole('link').first()).toHaveAttribute('href', /^\/en\/game\?gameType=RNG&vendor=HB&gameCode=/);
  await expect(page).toHaveURL(/\/en\/rng\?page=HB$/);
  await axe.expectNoSeriousA11yViolations();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await page.goto('/en/rng?vassalage=HB');
  await expect(popup.getByRole('link').first()).toBeVisible();
  await popup.getByRole('button', { name: en.games.list.close }).click();
  await expect(page).toHaveURL(/\/en\/rng$/);
});

test('a real account launches a slot and a PVP game into the frame, and a round changes the header balance', async ({ page, axe }) => {
  const [slot] = await firstGames(page.request, { gameType: 'RNG', vassalage: 'JILI' });
  const [cards] = await firstGames(page.request, { gameType: 'PVP', vassalage: 'KM' });
  await page.goto('/en/pvp');
  await loginAndDismissWelcome(page, en, 'demo_agent', 'Agent2026');
  await listReady(page, 'game-list');
  await card(page, cards!).click();
  await expect(page).toHaveURL(`${MAIN_URL}${gamePath(cards!)}`);
  await expect(gameFrame(page)).toHaveAttribute('src', /^\/lgw\/demo\/play\?ticket=/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: cards!.name })).toBeVisible();

  await page.goto(gamePath(slot!));
  const balance = accountBalance(page, en);
  await expect(balance).toHaveText(/\d/);
  const before = await balance.textContent();
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name: slot!.name })).toBeVisible();
  await game.getByRole('radio').last().check();
  // The game's own balance (its top bar) shows each round's outcome once the Spin button is back;
  // the header follows it after the frame's message. Rounds can win back exactly the stake: spin
  // until the game shows a different balance (a few spins make that certain enough), then the
  // header must show one too.
  const gameBalance = game.locator('#balance');
  const gameBefore = await gameBalance.textContent();
  for (let round = 0; round < 5 && (await gameBalance.textContent()) === gameBefore; round += 1) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(gameBalance).not.toHaveText(gameBefore!);
  await expect(balance).not.toHaveText(before!);
  await axe.expectNoSeriousA11yViolations();
});

test('a spin the site answered for (the platform took too long) keeps its key: the next press replays that round, not a second stake', async ({ page }) => {
  const [slot] = await firstGames(page.request, { gameType: 'RNG', vassalage: 'JILI' });
  await page.goto('/en/rng');
  await loginAndDismissWelcome(page, en, 'demo_agent', 'Agent2026');
  await page.goto(gamePath(slot!));
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  // The first spin is played, but the player hears that the platform took too long.
  const played = await timeOutOnceAfterPlatform(page, '**/lgw/demo/round', en.error.network);
  await spin.click();
  await expect(game.getByText(en.error.network)).toBeVisible();
  await expect(spin).toBeEnabled();
  expect(played).toHaveLength(1);
  expect(played[0]!.body).toMatchObject({ success: true, value: { balance: expect.any(Number) } });
  const replay = page.waitForResponse('**/lgw/demo/round');
  await spin.click();
  const second = await replay;
  // The same key: the platform replays the first round, the same answer to the centavo of the
  // balance after it (a second stake would have lowered it), and stakes nothing more.
  expect(idempotencyKeyOf(second.request().postData())).toBe(played[0]!.key);
  expect(await second.json()).toEqual(played[0]!.body);
});

test('a trial account is refused PVP: the card opens the warning, and /game shows it too', async ({ page }) => {
  const [cards] = await firstGames(page.request, { gameType: 'PVP', vassalage: 'KM' });
  await page.goto('/en/pvp');
  await loginAndDismissWelcome(page, en, 'demo_trial', 'Trial2026');
  await listReady(page, 'game-list');
  // The member info arrives after the login; the warning needs it.
  await expect(accountName(page, en)).toHaveText('demo_trial');
  await card(page, cards!).click();
  const warning = page.getByRole('alertdialog', { name: en.accounts.needReal.title });
  await expect(warning.getByText(en.accounts.needReal.text)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/pvp$/);
  await warning.getByRole('button', { name: en.accounts.ok }).click();

  await page.goto(gamePath(cards!));
  await expect(page.getByRole('alert').getByText(en.accounts.needReal.text)).toBeVisible();
  await expect(gameFrame(page)).toHaveCount(0);
  await page.getByRole('link', { name: en.games.pages.game.confirm }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/pvp`);
});

test('/game: an incomplete link and a refused launch say so, with a way on', async ({ page, axe }) => {
  const missing = await page.goto('/en/game?gameType=RNG');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(en.games.pages.game.invalid)).toBeVisible();
  await page.goto('/en/rng');
  await loginAndDismissWelcome(page, en, 'demo_agent', 'Agent2026');
  await page.goto('/en/game?gameType=RNG&vendor=JILI&gameCode=NO_SUCH_GAME');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: en.games.pages.game.failed })).toBeVisible();
  await expect(alert.getByRole('link', { name: en.games.pages.game.retry })).toHaveAttribute('href', '/en/game?gameType=RNG&vendor=JILI&gameCode=NO_SUCH_GAME');
  await axe.expectNoSeriousA11yViolations();
});

test('/fbsports: a guest sees the login call, a player gets the FB sportsbook in the frame', async ({ page, axe }) => {
  await page.goto('/en/fbsports');
  await expect(page.getByRole('heading', { level: 1, name: en.games.pages.fbsports.heading })).toBeVisible();
  await expect(page.getByText(en.games.pages.fbsports.loginCall)).toBeVisible();
  await axe.expectNoSeriousA11yViolations();
  await page.getByRole('main').getByRole('link', { name: en.games.pages.fbsports.login }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/en/login?next=%2Fen%2Ffbsports`);
  await loginOnPage(page, en, 'demo_agent', 'Agent2026');
  await expect(page).toHaveURL(`${MAIN_URL}/en/fbsports`);
  await expect(gameFrame(page)).toHaveAttribute('title', en.games.pages.fbsports.title);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText('FB Sports');
  await axe.expectNoSeriousA11yViolations();
});
