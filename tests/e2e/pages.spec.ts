import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { catalogueOf } from './catalogues';
import { loginAndDismissWelcome, platformValue, type Catalogue } from './helpers';
import { fill } from '../../src/islands/shared/strings';
import type { VipLevels } from '../../src/contract/calls/member';
import { VIP_COLUMNS } from '../../src/lib/pages/vip';

/**
 * Content pages (issue 6): /vip with the platform's levels, /down, /join, /noticePage and the
 * landing pages, in TY and EN, each checked with axe.
 */
type Strings = Catalogue & typeof import('../../src/lib/i18n/catalogues/en/pages.json');
const EN = catalogueOf('en') as unknown as Strings;
const TY = catalogueOf('ty') as unknown as Strings;
const LANGUAGES = [
  { code: 'TY', strings: TY, prefix: '' },
  { code: 'EN', strings: EN, prefix: '/en' },
] as const;

interface DomainRoute {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  domainName: string;
}

/** The money format of the page: ₱ with two decimals and thousands separators (TY and EN alike). */
const peso = (amount: number) => `₱${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** No island of the page's own: anything hydrating inside <main> would be the page's script. */
const expectNoIslandInMain = (page: Page) => expect(page.locator('main astro-island')).toHaveCount(0);

for (const { code, strings, prefix } of LANGUAGES) {
  test.describe(`content pages in ${code}`, () => {
    test("/vip compares the platform's levels and asks a guest to register", async ({ page, axe }) => {
      const { levels } = await platformValue<VipLevels>(page.request, `/wps/member/vip/levels?language=${code}`);
      expect(levels.length).toBeGreaterThanOrEqual(5);
      const response = await page.goto(`${prefix}/vip`);
      expect(response?.status()).toBe(200);

      const table = page.getByRole('region', { name: strings.pages.vip.levelsHeading });
      await expect(table.getByRole('columnheader')).toHaveText([strings.pages.vip.column.level, ...VIP_COLUMNS.map((key) => strings.pages.vip.column[key])]);
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(levels.length + 1);
      for (const [index, level] of levels.entries()) {
        const row = rows.nth(index + 1);
        await expect(row.getByRole('rowheader')).toContainText(level.name);
        await expect(row.getByRole('cell').first()).toHaveText(peso(level.requirements.cumulativeDeposit));
        await expect(row.getByRole('cell').last()).toHaveText(level.benefits.vipService ? strings.pages.vip.yes : strings.pages.vip.no);
      }
      await expect(table.locator('tr[aria-current]')).toHaveCount(0);

      const guest = page.getByRole('region', { name: strings.pages.vip.guestHeading });
      await expect(guest.getByRole('link', { name: strings.pages.vip.register })).toHaveAttribute('href', `${prefix}/register`);
      await expect(page.getByTestId('responsible-gaming')).toContainText('18+');
      await expect(page.getByTestId('responsible-gaming').getByRole('link', { name: strings.pages.responsible.link })).toHaveAttribute(
        'href',
        `${prefix}/help/responsible-gaming`,
      );
      await expect(page).toHaveTitle(/ \| Lucky Star$/);
      // On a phone the table scrolls inside its own box, not the page.
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await axe.expectNoSeriousA11yViolations();
    });

    test("/down shows the app's QR code and download link from the domain routes, without a header", async ({ page, axe }) => {
      const routes = await platformValue<DomainRoute[]>(page.request, '/wps/system/domainRoute');
      const app = routes.find((route) => route.resourceType === 'APP')!;
      const address = app.url.replace(/^https:\/\//, '');
      await page.goto(`${prefix}/down`);

      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: strings.nav.label })).toHaveCount(0);
      const qr = page.getByRole('img', { name: fill(strings.pages.down.qrAlt, { address }) });
      await expect(qr).toHaveAttribute('src', app.qrCodeUrl!);
      await expect(qr).toHaveAttribute('width', '240');
      await expect(qr).toHaveAttribute('height', '240');
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('link', { name: strings.pages.down.button })).toHaveAttribute('href', app.url);
      await expect(page.getByRole('link', { name: address, exact: true })).toHaveAttribute('href', app.url);
      for (const site of routes.filter((route) => route.resourceType === 'SITE')) {
        await expect(page.getByRole('link', { name: site.domainName, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: strings.pages.down.home })).toHaveAttribute('href', `${prefix}/`);
      await axe.expectNoSeriousA11yViolations();
    });

    test('/join explains becoming an agent and leads to registration and customer service', async ({ page, axe }) => {
      await page.goto(`${prefix}/join`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: strings.pages.join.register, exact: true })).toHaveAttribute('href', `${prefix}/register`);
      const service = page.getByTestId('join-service');
      await expect(service).toHaveAttribute('href', /^https:\/\//);
      await expect(service).toHaveAttribute('target', '_blank');
      await expect(service).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: strings.pages.join.agentLogin })).toHaveAttribute('href', `${prefix}/agentHome`);
      await expectNoIslandInMain(page);
      await axe.expectNoSeriousA11yViolations();
    });

    test('/noticePage lists every notice, sanitised, each with its own anchor', async ({ page, axe }) => {
      const notices = await platformValue<{ id: number; title: string; content: string }[]>(page.request, '/wps/system/announcements?types=B');
      expect(notices.length).toBeGreaterThan(0);
      await page.goto(`${prefix}/noticePage`);
      await expect(page.getByRole('heading', { level: 1, name: strings.pages.notices.heading })).toBeVisible();
      const articles = page.getByTestId('notices').getByRole('article');
      await expect(articles).toHaveCount(notices.length);
      for (const [index, notice] of notices.entries()) {
        const article = articles.nth(index);
        await expect(article).toHaveAttribute('id', `notice-${notice.id}`);
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(notice.title);
        await expect(article.getByRole('link', { name: notice.title })).toHaveAttribute('href', `#notice-${notice.id}`);
      }
      // The platform's HTML is rendered (bold, lists) and its links went through the sanitiser.
      await expect(page.getByTestId('notices').locator('b').first()).toBeVisible();
      await expect(page.getByTestId('notices').locator('ul li').first()).toBeVisible();
      const contentLinks = page.getByTestId('notices').locator('.content a');
      expect(await contentLinks.count()).toBeGreaterThan(0);
      for (const rel of await contentLinks.evaluateAll((links) => links.map((link) => link.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
      await expect(page.getByTestId('notices').locator('script, style, iframe, [onclick]')).toHaveCount(0);

      const last = notices.at(-1)!;
      await page.goto(`${prefix}/noticePage#notice-${last.id}`);
      await expect(page.locator(`#notice-${last.id}`)).toBeInViewport();
      await axe.expectNoSeriousA11yViolations();
    });

    test('a landing page: hero, call to action, banners, 18+ note, only its written languages', async ({ page, axe }) => {
      const response = await page.goto(`${prefix}/landing/welcome-bonus`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('landing-cta')).toHaveAttribute('href', `${prefix}/register`);

      const hero = page.locator('.hero img');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('loading', 'eager');
      await expect(hero).toHaveAttribute('width', /^\d+$/);
      await expect(hero).toHaveAttribute('height', /^\d+$/);
      expect(await hero.getAttribute('src')).toContain('webp');
      expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

      await expect(page.getByRole('region', { name: strings.pages.landing.bannersHeading }).getByRole('img').first()).toBeVisible();
      await expect(page.getByTestId('responsible-gaming').getByRole('link', { name: strings.pages.responsible.link })).toHaveAttribute(
        'href',
        `${prefix}/help/responsible-gaming`,
      );
      await expectNoIslandInMain(page);

      const hreflang = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      expect(hreflang.sort()).toEqual(['en', 'fil', 'x-default']);
      await axe.expectNoSeriousA11yViolations();
    });
  });
}

test.describe('content pages for a signed-in player', () => {
  test("/vip highlights demo_player's own level (Silver, rank 2) and names the next one", async ({ page, axe }) => {
    const { levels } = await platformValue<VipLevels>(page.request, '/wps/member/vip/levels?language=EN');
    const silver = levels.find((level) => level.rankLevel === 2)!;
    const gold = levels.find((level) => level.rankLevel === 3)!;
    await page.goto('/en/vip');
    await loginAndDismissWelcome(page, EN, 'demo_player', 'Player2026');
    await page.reload();

    const current = page.getByRole('region', { name: EN.pages.vip.levelsHeading }).locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('rowheader')).toContainText(silver.name);
    await expect(current.getByRole('rowheader')).toContainText(EN.pages.vip.yourLevel);
    const you = page.getByRole('region', { name: EN.pages.vip.memberHeading });
    await expect(you).toContainText(fill(EN.pages.vip.memberLevel, { level: silver.name }));
    await expect(you).toContainText(
      fill(EN.pages.vip.memberNext, { level: gold.name, deposit: peso(gold.requirements.cumulativeDeposit), turnover: peso(gold.requirements.turnover) }),
    );
    await expect(page.getByRole('region', { name: EN.pages.vip.guestHeading })).toHaveCount(0);
    await axe.expectNoSeriousA11yViolations();
  });
});

test('a landing page in a language it was not written in leads to a written version; an unknown slug is a 404', async ({ page }) => {
  // Issue 11: not a 404 any more, but the English version with a note (tests/e2e/content-language.spec.ts).
  expect((await page.goto('/de/landing/welcome-bonus'))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/landing\/welcome-bonus\?asked=DE$/);
  expect((await page.goto('/landing/no-such-page'))?.status()).toBe(404);
  expect((await page.goto('/de/landing/no-such-page'))?.status()).toBe(404);
  expect((await page.goto('/en/landing/sabong'))?.status()).toBe(200);
});
