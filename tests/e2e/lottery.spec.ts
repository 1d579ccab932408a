import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiMenus, isVn, longestOpenFirst, type ApiItem } from './lottery-helpers';
import {
  en,
  ty,
  accountBalance,
  amount,
  escapeRegExp,
  idempotencyKeyOf,
  listReady,
  loginAndDismissWelcome,
  loginOnPage,
  logoutThroughStrip,
  timeOutOnceAfterPlatform,
} from './helpers';

/**
 * The lottery pages (docs/product.md §2 /lottery, /vnlottery "Lottery list"; §3 "Lottery item"; §4 prize
 * mode, reloads, launch; §9): the list against what the platform answers, its filters and
 * favourites, the clocks on a fake clock, and a bet placed in the betting frame, drawn with
 * the platform's dev endpoint and settled, with the header's balance following.
 */

const list = (page: Page) => page.getByTestId('lottery-list');
const cards = (page: Page) => list(page).locator('[data-game-code]');
const card = (page: Page, code: string) => list(page).locator(`[data-game-code="${code}"]`);
const shownCodes = (page: Page) => cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-game-code')));
const filters = (page: Page) => page.getByRole('search', { name: en.lottery.list.filters });
const star = (page: Page, item: ApiItem) => card(page, item.gameCode).getByRole('button', { name: en.lottery.list.favourite.replace('{{name}}', item.name) });

/** `mm:ss` or `h:mm:ss` back to seconds. */
const seconds = (text: string | null): number => (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);

test("the list is the platform's menus for this page; the weekday filter and the search narrow it", async ({ page, axe }) => {
  const menus = (await apiMenus(page.request))
    .map((menu) => ({ ...menu, gameMenus: menu.gameMenus.filter((item) => !isVn(item)) }))
    .filter((menu) => menu.gameMenus.length > 0);
  // A guest sees no arcade menu (docs/product.md §6).
  const shown = menus.filter((menu) => menu.gameMenuTag !== 'AC');
  await page.goto('/en/lottery');
  await expect(page).toHaveTitle(`${en.lottery.pages.lottery.title} | ${en.site.name}`);
  await expect(page.getByRole('navigation', { name: en.lottery.list.menus }).getByRole('link')).toHaveText(
    shown.map((menu) => menu.remark ?? menu.gameMenuTag),
  );
  const first = shown[0]!;
  await expect.poll(() => shownCodes(page)).toEqual(first.gameMenus.map((item) => item.gameCode));
  await listReady(page, 'lottery-list');
  await axe.expectNoSeriousA11yViolations();

  // A game that does not draw every day, and a weekday it does not draw on.
  const menu = shown.find((entry) => entry.gameMenus.some((item) => item.drawDayOfWeek.split(',').length < 7))!;
  const partTime = menu.gameMenus.find((item) => item.drawDayOfWeek.split(',').length < 7)!;
  const day = [1, 2, 3, 4, 5, 6, 7].find((value) => !partTime.drawDayOfWeek.split(',').map(Number).includes(value))!;
  await page
    .getByRole('navigation', { name: en.lottery.list.menus })
    .getByRole('link', { name: menu.remark ?? menu.gameMenuTag })
    .click();
  await filters(page).getByLabel(en.lottery.list.day).selectOption(String(day));
  const drawing = menu.gameMenus.filter((item) => item.drawDayOfWeek.split(',').map(Number).includes(day));
  await expect.poll(() => shownCodes(page)).toEqual(drawing.map((item) => item.gameCode));
  await expect(page).toHaveURL(new RegExp(`[?&]day=${day}(&|$)`));

  // Searching for that game on that day: it exists, but does not draw then.
  await filters(page).getByLabel(en.lottery.list.name).fill(partTime.name.toUpperCase());
  await expect(list(page).getByText(en.lottery.list.emptyDay)).toBeVisible();
  await filters(page).getByLabel(en.lottery.list.day).selectOption('all');
  await expect.poll(() => shownCodes(page)).toEqual([partTime.gameCode]);
  // The URL reproduces the list, on the server too.
  await page.reload();
  await expect.poll(() => shownCodes(page)).toEqual([partTime.gameCode]);
  await expect(filters(page).getByLabel(en.lottery.list.name)).toHaveValue(partTime.name.toUpperCase());
});

test('the clocks count down each second to the close and to the draw', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/vnlottery');
  await listReady(page, 'lottery-list');
  const menus = await apiMenus(page.request);
  // The game with the longest time to its close: no reload or close in the few seconds measured.
  const item = menus
    .flatMap((menu) => menu.gameMenus)
    .filter(isVn)
    .sort((a, b) => b.remainTime - b.lockTime - (a.remainTime - a.lockTime))[0]!;
  const clocks = async () => {
    const [close, draw] = await card(page, item.gameCode).evaluate((element) =>
      ['close', 'draw'].map((name) => element.querySelector(`[data-clock="${name}"]`)?.textContent ?? null),
    );
    return { close: seconds(close ?? null), draw: seconds(draw ?? null) };
  };
  let reloads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/lgw/vn/games/game_menu')) reloads += 1;
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1_000)));
    // Both clocks in one read: two reads could straddle a tick.
    const before = { ...(await clocks()), reloads };
    expect(before.draw - before.close).toBe(item.lockTime);
    await page.clock.runFor(3_000);
    const after = await clocks();
    // A reload meanwhile re-anchors the clocks at the platform's time: measure again.
    if (reloads !== before.reloads) continue;
    expect(after).toEqual({ close: before.close - 3, draw: before.draw - 3 });
    return;
  }
  throw new Error('the list reloaded during every measurement');
});

test('favourites are kept per player across a reload, and another player does not see them', async ({ page }) => {
  const menus = await apiMenus(page.request);
  const item = menus.flatMap((menu) => menu.gameMenus).find((entry) => !isVn(entry))!;
  await page.goto('/en/lottery');
  await listReady(page, 'lottery-list');
  // A guest's star asks to log in.
  await card(page, item.gameCode)
    .getByRole('button', { name: en.lottery.list.favouriteLogin.replace('{{name}}', item.name) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: en.login.title })).toBeVisible();
  await page.keyboard.press('Escape');

  await loginAndDismissWelcome(page, en, 'team_ana', 'TeamAna2026');
  await expect(star(page, item).first()).toHaveAttribute('aria-pressed', 'false');
  await star(page, item).first().click();
  await expect(star(page, item).first()).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await listReady(page, 'lottery-list');
  await expect(star(page, item).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('navigation', { name: en.lottery.list.listTypes }).getByRole('link', { name: en.lottery.list.fav }).click();
  await expect.poll(() => shownCodes(page)).toEqual([item.gameCode]);
  await expect(page).toHaveURL(/\/en\/lottery\?list=fav$/);

  await logoutThroughStrip(page, en);
  await page.goto('/en/lottery?list=fav');
  await expect(list(page).getByText(en.lottery.list.loginNeeded)).toBeVisible();
  await loginAndDismissWelcome(page, en, 'demo_player', 'Player2026');
  await expect(list(page).getByText(en.lottery.list.emptyFav)).toBeVisible();
  await page.goto('/en/lottery');
  await listReady(page, 'lottery-list');
  await expect(star(page, item).first()).toHaveAttribute('aria-pressed', 'false');
});

test('/vnlottery lists the Vietnamese games with the Vietnam numbers, in TY too', async ({ page, axe }) => {
  const vn = (await apiMenus(page.request, 'TY')).flatMap((menu) => menu.gameMenus).filter(isVn);
  await page.goto('/vnlottery');
  await expect(page).toHaveTitle(`${ty.lottery.pages.vnlottery.title} | ${ty.site.name}`);
  await expect(page.getByRole('heading', { level: 1, name: ty.lottery.pages.vnlottery.heading })).toBeVisible();
  await expect.poll(async () => (await shownCodes(page)).sort()).toEqual(vn.map((item) => item.gameCode).sort());
  await expect(page.getByTestId('lottery-vn-numbers').getByRole('listitem')).toHaveCount(100);
  const results = page.getByRole('region', { name: ty.lottery.boards.resultsHeading });
  await expect(results).toHaveAttribute('tabindex', '0');
  await listReady(page, 'lottery-list');
  await axe.expectNoSeriousA11yViolations();
  // A link to a Vietnamese game on /lottery goes to /vnlottery (after the login it needs).
  const response = await page.request.get(`/lottery?gameCode=${vn[0]!.gameCode}&vendor=TCG_LOTTO_VN`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(`/login?next=${encodeURIComponent(`/lottery?gameCode=${vn[0]!.gameCode}&vendor=TCG_LOTTO_VN`)}`);
});

test('a bet placed in the betting frame, drawn and settled: the header balance goes down, then up', async ({ page, axe }) => {
  // A login, a bet, a draw and two accessibility scans: longer than the default on a busy 2-core machine.
  test.setTimeout(90_000);
  const menus = await apiMenus(page.request);
  // A jackpot lotto (pick 6) whose betting stays open longest: no real draw can come first.
  const game = longestOpenFirst(menus.find((menu) => menu.gameMenuTag === 'JP')!.gameMenus)[0]!;
  await page.goto('/en/lottery');
  await loginAndDismissWelcome(page, en, 'demo_agent', 'Agent2026');
  await listReady(page, 'lottery-list');
  // An agent of type 1 sees the arcade menu (docs/product.md §6).
  await expect(
    page.getByRole('navigation', { name: en.lottery.list.menus }).getByRole('link', { name: menus.find((menu) => menu.gameMenuTag === 'AC')!.remark! }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: en.lottery.list.menus })
    .getByRole('link', { name: menus.find((menu) => menu.gameMenuTag === 'JP')!.remark! })
    .click();
  await card(page, game.gameCode)
    .getByRole('link', { name: en.lottery.list.betOn.replace('{{name}}', game.name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/lottery\\?gameCode=${game.gameCode}&vendor=${game.vendor}&playType=${game.defaultPlayType}&menu=JP$`));
  await expect(page.getByRole('heading', { level: 2, name: en.lottery.betting.heading.replace('{{name}}', game.name) })).toBeVisible();
  const frameTitle = en.lottery.betting.frameTitle.replace('{{name}}', game.name);
  await expect(page.locator('iframe')).toHaveAttribute('title', frameTitle);
  await expect(card(page, game.gameCode)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: en.lottery.boards.openedHeading.replace('{{name}}', game.name) })).toBeVisible();

  const screen = page.frameLocator('iframe');
  await expect(screen.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
  await expect(accountBalance(page, en)).toHaveText(/\d/);
  const before = amount(await accountBalance(page, en).textContent());
  const numbers = [1, 2, 3, 4, 5, 6];
  for (const number of numbers) await screen.getByRole('checkbox', { name: String(number).padStart(2, '0'), exact: true }).check();
  await screen.getByRole('button', { name: 'Place bet' }).click();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBeLessThan(before);
  const afterBet = amount(await accountBalance(page, en).textContent());
  await axe.expectNoSeriousA11yViolations();

  // The platform draws it now with the picked numbers: the bet wins, deterministically.
  const drawn = await page.request.post('/platform-dev/lottery/draw', { data: { gameCode: game.gameCode, numbers } });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  expect(((await drawn.json()) as { value: { won: number } }).value.won).toBeGreaterThan(0);
  // The screen checks its draw when the player comes back to it (a tab shown again), sees the
  // settled bet and tells the site, which refreshes the header's balance.
  const frame = page.frames().find((entry) => entry.url().includes('/lgw/lottery-screen/'))!;
  await frame.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(screen.getByRole('status').filter({ hasText: 'You won' })).toBeVisible();
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBeGreaterThan(afterBet);

  // Closing the betting screen keeps the list where it was.
  await page.getByRole('link', { name: en.lottery.betting.close }).click();
  await expect(page).toHaveURL(/\/en\/lottery\?menu=JP$/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a bet the site answered for (the platform took too long) keeps its key: the next press replays that bet, not a second stake', async ({ page }) => {
  const game = (await apiMenus(page.request)).find((menu) => menu.gameMenuTag === 'JP')!.gameMenus.find((item) => !isVn(item))!;
  await page.goto('/en/lottery');
  await loginAndDismissWelcome(page, en, 'demo_agent', 'Agent2026');
  await page.goto(`/en/lottery?gameCode=${game.gameCode}&vendor=${game.vendor}`);
  const screen = page.frameLocator('iframe');
  await expect(screen.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
  for (const number of [7, 8, 9, 10, 11, 12]) await screen.getByRole('checkbox', { name: String(number).padStart(2, '0'), exact: true }).check();
  // The first bet is placed, but the player hears that the platform took too long.
  const placed = await timeOutOnceAfterPlatform(page, '**/lgw/lottery-screen/bet', en.error.network);
  const place = screen.getByRole('button', { name: 'Place bet' });
  await place.click();
  await expect(screen.getByText(en.error.network)).toBeVisible();
  await expect(place).toBeEnabled();
  expect(placed).toHaveLength(1);
  expect(placed[0]!.body).toMatchObject({ success: true, value: { betId: expect.anything(), balance: expect.any(Number) } });
  const replay = page.waitForResponse('**/lgw/lottery-screen/bet');
  await place.click();
  const second = await replay;
  // The same key: the platform answers with the same bet and the balance after it (a second
  // stake would have lowered it), and places nothing more.
  expect(idempotencyKeyOf(second.request().postData())).toBe(placed[0]!.key);
  expect(await second.json()).toEqual(placed[0]!.body);
  const { numero } = (placed[0]!.body as { value: { numero: string } }).value;
  await expect(screen.getByText(`Bet placed on draw ${numero}.`)).toBeVisible();
});

test('a guest choosing a game logs in first and comes back to its betting screen; a trial account may bet', async ({ page }) => {
  const menus = await apiMenus(page.request);
  const game = menus.flatMap((menu) => menu.gameMenus).find((item) => !isVn(item))!;
  const path = `/en/lottery?gameCode=${game.gameCode}&vendor=${game.vendor}`;
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/en/login\\?next=${escapeRegExp(encodeURIComponent(path))}$`));

  await loginOnPage(page, en, 'demo_trial', 'Trial2026');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(page.locator('iframe')).toHaveAttribute('title', en.lottery.betting.frameTitle.replace('{{name}}', game.name));
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: game.name })).toBeVisible();
});
