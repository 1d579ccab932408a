import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, amount, componentHydrated, lobbyScriptReady, loginAndDismissWelcome, modalsReady, type Catalogue } from './helpers';
import { MAIN_URL } from './servers';
import { fill } from '../../src/islands/shared/strings';
import { launchPlan } from '../../src/lib/games/launch';
import { jackpotValue } from '../../src/lib/lobby/jackpot';
import type { Game, Winner } from '../../src/contract/calls/games';

/**
 * The lobby (docs/product.md §2 "Header", "Banner bar", "Notice bar", "Footer", §4 jackpot, §9): header
 * vendor dropdowns, home's banner carousel, jackpot, notice bar and its modals, hot games,
 * winner board, recent side menu, and the footer's vendor carousel, in TY and EN.
 */

const prefix = (strings: Catalogue) => (strings === en ? '/en' : '');
const home = (strings: Catalogue) => `${prefix(strings)}/`;

/** A platform call's value, straight from the site's proxy. */
async function platformValue<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, path).toBe(true);
  return body.value;
}

for (const strings of [ty, en]) {
  const lang = strings === en ? 'EN' : 'TY';

  test.describe(`the lobby in ${lang}`, () => {
    test('header: vendor dropdowns in columns of ten, hot icons, keyboard open and close, vendor links', async ({ page }) => {
      await page.goto(home(strings));
      const nav = page.getByRole('navigation', { name: strings.nav.label });
      const slots = strings.nav.gameType.RNG;
      await expect(nav.getByRole('link', { name: slots, exact: true })).toHaveAttribute('href', `${prefix(strings)}/rng`);

      const toggle = nav.getByRole('button', { name: fill(strings.lobby.nav.showVendors, { category: slots }) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeHidden();

      // Keyboard: the disclosure button opens it; Escape closes it and focus goes back.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      const columns = panel.locator('ul');
      const columnCount = await columns.count();
      expect(columnCount).toBeGreaterThan(0);
      expect(columnCount).toBeLessThanOrEqual(3);
      for (let index = 0; index < columnCount; index += 1) expect(await columns.nth(index).getByRole('link').count()).toBeLessThanOrEqual(10);
      // The grid has three column tracks on a wide screen (docs/product.md §9: three columns of ten).
      expect(await panel.locator('[data-columns]').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)).toBe(3);

      const lanes = await platformValue<{ data: { lanes: { gameType: string; cards: { vassalage: string; displayName: string; isHot: number }[] }[] } }>(
        page,
        '/lgw/games/game_menus',
      );
      const rngVendors = lanes.data.lanes.find((lane) => lane.gameType === 'RNG')!.cards;
      const links = panel.getByRole('link');
      await expect(links).toHaveCount(Math.min(30, rngVendors.length));
      const hot = rngVendors.find((vendor) => vendor.isHot === 1)!;
      const cold = rngVendors.find((vendor) => vendor.isHot !== 1)!;
      const hotLink = panel.getByRole('link', { name: `${hot.displayName} ${strings.lobby.nav.hot}` });
      await expect(hotLink).toHaveAttribute('href', `${prefix(strings)}/rng?page=${hot.vassalage}`);
      await expect(hotLink.locator('[data-hot] svg')).toBeVisible();
      await expect(panel.getByRole('link', { name: cold.displayName, exact: true }).locator('[data-hot]')).toHaveCount(0);

      await links.first().focus();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      // Pointer: hovering the item opens it too; a vendor link goes to its tab of the game page.
      await nav.getByRole('link', { name: strings.nav.gameType.LIVE, exact: true }).hover();
      const livePanel = page.locator('#nav-vendors-live');
      await expect(livePanel).toBeVisible();
      const evo = livePanel.getByRole('link').first();
      const href = await evo.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${prefix(strings)}/live\\?page=[A-Z_]+$`));

      // A category without vendors has no dropdown.
      await expect(nav.getByRole('button', { name: fill(strings.lobby.nav.showVendors, { category: strings.nav.gameType.ESPORTS }) })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: strings.nav.gameType.ESPORTS, exact: true })).toBeVisible();
    });

    test('banner carousel: autoplay every 5 s, dots, pause and play', async ({ page }) => {
      await page.clock.install();
      await page.goto(home(strings));
      const carousel = page.getByRole('region', { name: strings.home.bannersLabel });
      const active = carousel.locator('[data-active] img');
      const first = carousel.locator('img').first();
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await lobbyScriptReady(page, 'banner-carousel');
      const alts = await carousel.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(alts.length).toBeGreaterThan(1);
      // The clock stops; from here on only runFor moves it.
      await page.mouse.move(1, 1);
      await page.clock.pauseAt(Date.now() + 1_000);
      const shown = alts.indexOf(await active.getAttribute('alt'));
      await page.clock.runFor(5_000);
      await expect(active).toHaveAttribute('alt', alts[(shown + 1) % alts.length]!);

      const lastDot = carousel.getByRole('button', { name: fill(strings.lobby.banner.show, { index: alts.length, count: alts.length }) });
      await lastDot.click();
      await expect(active).toHaveAttribute('alt', alts.at(-1)!);
      await expect(lastDot).toHaveAttribute('aria-current', 'true');

      await carousel.getByRole('button', { name: strings.lobby.banner.pause }).click();
      await page.mouse.move(1, 1);
      await page.clock.runFor(15_000);
      await expect(active).toHaveAttribute('alt', alts.at(-1)!);
      await carousel.getByRole('button', { name: strings.lobby.banner.play }).click();
      await page.mouse.move(1, 1);
      await page.clock.runFor(5_000);
      await expect(active).toHaveAttribute('alt', alts[0]!);

      // A banner with a link type is a link (the first home banner goes to /promotions).
      await expect(carousel.locator('a').first()).toHaveAttribute('href', `${prefix(strings)}/promotions`);
    });

    test('jackpot: grows by 165.11 every 3 s, readable as text', async ({ page }) => {
      await page.clock.install();
      await page.goto(home(strings));
      const jackpot = page.getByRole('region', { name: strings.lobby.jackpot.label });
      await lobbyScriptReady(page, 'jackpot-counter');
      await page.clock.pauseAt(Date.now() + 60_000);
      const value = jackpot.locator('[data-jackpot-value]');
      const shown = async () => Math.round(amount(await value.getAttribute('data-jackpot-value')) * 100);
      // The jump fires the step's pending timer: wait until the figure is the paused clock's.
      const pausedAt = await page.evaluate(() => Date.now());
      await expect.poll(shown).toBe(jackpotValue(pausedAt));
      const before = (await shown()) / 100;
      expect(before).toBeGreaterThan(0);
      await expect(jackpot).toContainText((await value.getAttribute('data-jackpot-value'))!);
      await page.clock.runFor(3_000);
      await expect.poll(async () => Math.round((amount(await value.getAttribute('data-jackpot-value')) - before) * 100) / 100).toBe(165.11);
      await expect(jackpot.locator('[aria-live]')).toHaveCount(0);
    });

    test('jackpot: a half-parsed roller does not move the label or resize the figure (no layout shift while the page streams)', async ({ page }) => {
      await page.goto(home(strings));
      const jackpot = page.getByRole('region', { name: strings.lobby.jackpot.label });
      const label = jackpot.getByRole('heading', { name: strings.lobby.jackpot.label });
      const figure = jackpot.locator('[data-jackpot-value]');
      const boxes = async () => [await label.boundingBox(), await figure.boundingBox()];
      const whole = await boxes();
      // A browser may paint while its parser is inside the roller: keep only its first cells.
      await jackpot.locator('[data-roller]').evaluate((roller) => {
        for (const cell of [...roller.children].slice(3)) cell.remove();
      });
      expect(await boxes()).toEqual(whole);
    });

    test('notice bar: a title opens its notice, previous/next move between them, latest news lists all', async ({ page }) => {
      await page.goto(home(strings));
      const bar = page.getByRole('region', { name: strings.home.noticesLabel });
      const notices = await platformValue<{ title: string }[]>(page, '/wps/system/announcements?types=B&platform=W');
      const titles = bar.getByRole('listitem').getByRole('button');
      await expect(titles).toHaveCount(notices.length);
      await lobbyScriptReady(page, 'notice-bar');

      // Pause: the strip stops moving.
      await bar.getByRole('button', { name: strings.lobby.notices.pause }).click();
      expect(await bar.locator('ul').evaluate((track) => getComputedStyle(track).animationName)).toBe('none');
      await bar.getByRole('button', { name: strings.lobby.notices.play }).click();

      // Keyboard on a title stops the strip too; Enter opens the notice at that index.
      await titles.nth(1).focus();
      await page.keyboard.press('Enter');
      let dialog = page.getByRole('dialog', { name: notices[1]!.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fill(strings.lobby.notices.position, { index: 2, count: notices.length }));
      await dialog.getByRole('button', { name: strings.lobby.notices.next }).click();
      dialog = page.getByRole('dialog', { name: notices[2]!.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: strings.lobby.notices.close }).first().click();
      await expect(dialog).toBeHidden();

      // Under reduced motion the titles stand still and a click opens the first one.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await titles.first().click();
      dialog = page.getByRole('dialog', { name: notices[0]!.title });
      await expect(dialog.getByRole('button', { name: strings.lobby.notices.previous })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(titles.first()).toBeFocused();

      await bar.getByRole('button', { name: strings.lobby.notices.latestNews }).click();
      const news = page.getByRole('dialog', { name: strings.lobby.notices.latestNews });
      await expect(news.getByRole('heading', { level: 3 })).toHaveText(notices.map((notice) => notice.title));
      await expect(news.locator('script')).toHaveCount(0);
      await news.getByRole('button', { name: strings.lobby.notices.close }).last().click();
      await expect(news).toBeHidden();
    });

    test('hot games link through the launch plan; the winner board shows the latest 50 wins', async ({ page }) => {
      await page.goto(home(strings));
      const hot = await platformValue<Game[]>(page, '/lgw/games/hot?isPlatform=2&platform=html5-desktop');
      const section = page.getByRole('region', { name: strings.lobby.hot.heading });
      const cards = section.getByRole('link');
      const shown = await cards.count();
      expect(shown).toBeGreaterThan(0);
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(hot.slice(0, shown).map((game) => `${prefix(strings)}${launchPlan(game).path}`));
      // The first four thumbnails are on a phone's first screen and load at once; the rest wait
      // until they near the screen. Every one has its size, so none shifts the page.
      const images = await section
        .locator('img')
        .evaluateAll((all) =>
          all.map((img) => ({ loading: img.getAttribute('loading'), sized: Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0 })),
        );
      expect(images.length).toBeGreaterThan(4);
      expect(images).toEqual(images.map((_, index) => ({ loading: index < 4 ? 'eager' : 'lazy', sized: true })));

      const winners = await platformValue<Winner[]>(page, '/lgw/games/winners?gameCategory=ALL&limitNum=50');
      expect(winners.length).toBe(50);
      const board = page.getByRole('region', { name: strings.lobby.winners.heading });
      await expect(board.locator('tbody tr')).toHaveCount(50);
      // Other specs win lottery draws meanwhile and the home caches the board for a few seconds,
      // so the newest shown is one of the platform's latest, not necessarily its very first.
      const newest = (await board.locator('tbody tr').first().textContent()) ?? '';
      expect(winners.slice(0, 10).some((winner) => newest.includes(winner.vo.account))).toBe(true);
      // Focusable, so a keyboard can scroll it.
      await board.focus();
      await expect(board).toBeFocused();
      // Pressed on the board itself: a popup opening meanwhile must not take the key.
      await board.press('End');
      await expect.poll(() => board.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    });

    test('footer: ten vendor logos linking to their game page tabs, reachable by keyboard', async ({ page }) => {
      await page.goto(home(strings));
      const footer = page.getByRole('contentinfo');
      const slides = footer.getByRole('region', { name: strings.lobby.footer.vendorsHeading }).getByRole('link');
      await expect(slides).toHaveCount(10);
      const hrefs = await slides.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix(strings)}/[a-z]+\\?page=[A-Z0-9_]+$`));
      expect(new Set(hrefs.map((href) => new URL(href!, MAIN_URL).searchParams.get('page'))).size).toBe(10);
      await slides.last().focus();
      await expect(slides.last()).toBeFocused();
      await expect(slides.last()).toBeInViewport();
      await expect(footer).toContainText(strings.footer.adultsOnly);
      await expect(footer).toContainText('PAGCOR');
    });
  });
}

test.describe('the lobby for players and guests', () => {
  test('side menu: a guest is asked to log in; a player who launched a game sees it first', async ({ page, axe }) => {
    await page.goto('/');
    const menu = page.getByRole('region', { name: ty.lobby.recent.heading });
    await componentHydrated(page, 'RecentSideMenu');
    await expect(menu).toContainText(ty.lobby.recent.guest);
    await modalsReady(page);
    await menu.getByRole('link', { name: ty.lobby.recent.login }).click();
    const popup = page.getByRole('dialog', { name: ty.login.title });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await axe.expectNoSeriousA11yViolations();

    await loginAndDismissWelcome(page, ty, 'team_ana', 'TeamAna2026');
    const hot = await platformValue<Game[]>(page, '/lgw/games/hot?isPlatform=2&platform=html5-desktop');
    const game = hot.find((candidate) => launchPlan(candidate).kind === 'game' && candidate.gameType !== 'PVP')!;
    const launch = await page.request.post('/wps/game/launch', {
      data: { gameType: game.gameType, vendor: game.vendor, gameCode: game.gameCode },
      headers: { Origin: MAIN_URL },
    });
    expect((await launch.json()).success).toBe(true);

    // The list is in the server's HTML (no script before the first interaction, issue 18 item 2).
    const served = await (await page.request.get('/')).text();
    expect(served).toContain(`data-recent="member"`);
    expect(served).toContain(game.name);
    await page.reload();
    const first = menu.getByRole('link').first();
    await expect(first).toContainText(game.name);
    await expect(first).toHaveAttribute('href', launchPlan(game).path);
    await axe.expectNoSeriousA11yViolations();
  });

  test('home passes axe in both languages, and nothing scrolls sideways at 360 px, even with a dropdown open', async ({ page, axe }) => {
    test.setTimeout(90_000);
    for (const strings of [ty, en]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(home(strings));
      await lobbyScriptReady(page, 'banner-carousel');
      await axe.expectNoSeriousA11yViolations();

      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(home(strings));
      // On a phone the nav is in the header's menu (src/components/Header.astro).
      await page.getByRole('banner').locator('details[data-header-menu] > summary').click();
      const toggle = page.getByRole('navigation', { name: strings.nav.label }).getByRole('button', {
        name: fill(strings.lobby.nav.showVendors, { category: strings.nav.gameType.RNG }),
      });
      await toggle.click();
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await axe.expectNoSeriousA11yViolations();
    }
  });
});
