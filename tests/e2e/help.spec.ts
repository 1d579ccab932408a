import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, modalsReady } from './helpers';
import { article, articlesOf, helpStrings, searchHeading } from './help-content';
import { GUARDED_URL } from './servers';
import { HELP_CATEGORIES } from '../../src/lib/help/categories';

const enHelp = helpStrings('en');
const tyHelp = helpStrings('ty');

const searchBox = (page: Page, label: string) => page.getByRole('search').getByLabel(label);
const results = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const breadcrumb = (page: Page, label: string) => page.getByRole('navigation', { name: label });
const terms = (page: Page, language = 'en') => page.getByRole('dialog', { name: article(language, 'terms').title });

/** Searches through the form, as a visitor does (GET, no script needed). */
async function search(page: Page, label: string, query: string): Promise<void> {
  await searchBox(page, label).fill(query);
  await searchBox(page, label).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === query);
}

/** The page's own content has no island: help pages ship no JavaScript of their own. */
const noIslandInMain = (page: Page) => expect(page.locator('main astro-island')).toHaveCount(0);

test.describe('the help index', () => {
  test('lists the page language articles by category, in reading order, with descriptions', async ({ page, axe }) => {
    await page.goto('/en/help');
    await expect(page).toHaveTitle(`${enHelp.index.title} | ${en.site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHelp.index.heading);
    const crumbs = breadcrumb(page, enHelp.breadcrumb);
    await expect(crumbs.getByRole('link', { name: en.nav.home })).toHaveAttribute('href', '/en/');
    await expect(crumbs.getByRole('listitem').last()).toHaveText(enHelp.label);

    const articles = articlesOf('en');
    const categories = HELP_CATEGORIES.filter((category) => articles.some((entry) => entry.category === category));
    const sections = page.getByRole('region', { name: enHelp.index.browse }).getByRole('region');
    await expect(sections.getByRole('heading', { level: 3 })).toHaveText(categories.map((category) => enHelp.category[category]));
    for (const category of categories) {
      const expected = articles.filter((entry) => entry.category === category).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
      const section = page.getByRole('region', { name: enHelp.category[category], exact: true });
      await expect(section.getByRole('link')).toHaveText(expected.map((entry) => entry.title));
      await expect(section.getByRole('link').first()).toHaveAttribute('href', `/en/help/${expected[0]!.slug}`);
      await expect(section.getByText(expected[0]!.description)).toBeVisible();
    }
    await noIslandInMain(page);
    await axe.expectNoSeriousA11yViolations();
  });

  test('Filipino is the unprefixed default and shows the Filipino articles', async ({ page }) => {
    await page.goto('/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tyHelp.index.heading);
    await expect(page.getByRole('link', { name: article('ty', 'deposits').title, exact: true }).first()).toHaveAttribute('href', '/help/deposits');
  });
});

test.describe('a help article', () => {
  test('has breadcrumbs, the other articles of its category and a link back to that category', async ({ page, axe }) => {
    const deposits = article('en', 'deposits');
    await page.goto('/en/help/deposits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deposits.title);
    const crumbs = breadcrumb(page, enHelp.breadcrumb);
    await expect(crumbs.getByRole('listitem')).toHaveText([en.nav.home, enHelp.label, deposits.title]);
    await expect(crumbs.getByRole('link', { name: enHelp.label })).toHaveAttribute('href', '/en/help');
    await expect(crumbs.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');

    const category = enHelp.category.payments;
    const related = page.getByRole('complementary', { name: enHelp.article.related.replace('{{category}}', category) });
    const others = articlesOf('en').filter((entry) => entry.category === 'payments' && entry.slug !== 'deposits');
    await expect(related.getByRole('listitem')).toHaveText(others.map((entry) => entry.title));
    await noIslandInMain(page);
    await axe.expectNoSeriousA11yViolations();

    await related.getByRole('link', { name: enHelp.article.backToCategory.replace('{{category}}', category) }).click();
    await expect(page).toHaveURL(/\/en\/help#category-payments$/);
    await expect(page.getByRole('region', { name: category, exact: true })).toBeInViewport();
  });
});

test.describe('help search', () => {
  test('a word from one article finds it, marked, counted politely, the page kept out of search engines', async ({ page, axe }) => {
    await page.goto('/en/help');
    await search(page, enHelp.search.label, 'cookies');
    const found = results(page, enHelp.search.heading);
    await expect(found.getByRole('status')).toHaveText(enHelp.search.countOne.replace('{{query}}', 'cookies'));
    const hits = found.getByRole('listitem');
    await expect(hits).toHaveCount(1);
    await expect(hits.getByRole('link')).toHaveText(article('en', 'privacy').title);
    await expect(hits.getByRole('link')).toHaveAttribute('href', '/en/help/privacy');
    await expect(hits.locator('mark').first()).toHaveText(/^cookies$/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page).toHaveTitle(`${enHelp.search.title.replace('{{query}}', 'cookies')} | ${enHelp.index.title} | ${en.site.name}`);
    await expect(searchBox(page, enHelp.search.label)).toHaveValue('cookies');
    await noIslandInMain(page);
    await axe.expectNoSeriousA11yViolations();
  });

  test('title matches come first and every word must match', async ({ page }) => {
    await page.goto('/en/help?q=deposit');
    const links = results(page, enHelp.search.heading).getByRole('listitem').getByRole('link');
    await expect(links.first()).toHaveText(article('en', 'deposits').title);
    expect(await links.count()).toBeGreaterThan(1);
    await page.goto('/en/help?q=deposit+zzqxv');
    await expect(results(page, enHelp.search.heading).getByRole('status')).toHaveText(enHelp.search.none.replace('{{query}}', 'deposit zzqxv'));
  });

  test('text is escaped, never markup', async ({ page }) => {
    await page.goto(`/en/help?q=${encodeURIComponent('<b>cookies</b>')}`);
    await expect(results(page, enHelp.search.heading).locator('b')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHelp.index.heading);
  });

  test('finds Filipino, Chinese and Thai articles inside words written without spaces', async ({ page }) => {
    await page.goto('/help');
    await search(page, tyHelp.search.label, 'cookie');
    await expect(results(page, tyHelp.search.heading).getByRole('link', { name: article('ty', 'privacy').title })).toBeVisible();
    // Chinese and Thai have no spaces between words: a piece from the middle of a title finds it.
    for (const language of ['cn', 'th']) {
      const deposits = article(language, 'deposits');
      const piece = [...deposits.title.replace(/\s+/g, '')].slice(1, 4).join('');
      await page.goto(`/${language}/help?q=${encodeURIComponent(piece)}`);
      const hit = results(page, searchHeading(language)).getByRole('listitem').filter({ hasText: deposits.title });
      await expect(hit.locator('mark').first(), `${language}: ${piece}`).toHaveText(piece);
    }
  });

  test('no results and an empty search suggest the categories', async ({ page, axe }) => {
    await page.goto('/en/help?q=zzqxv');
    const found = results(page, enHelp.search.heading);
    await expect(found.getByRole('status')).toHaveText(enHelp.search.none.replace('{{query}}', 'zzqxv'));
    await expect(found.getByText(enHelp.search.noneHint)).toBeVisible();
    await expect(found.getByRole('link', { name: enHelp.category.payments })).toHaveAttribute('href', '#category-payments');
    await axe.expectNoSeriousA11yViolations();
    await found.getByRole('link', { name: enHelp.category.payments }).click();
    await expect(page.getByRole('region', { name: enHelp.category.payments, exact: true })).toBeInViewport();

    await page.goto('/en/help?q=');
    await expect(results(page, enHelp.search.heading).getByRole('status')).toHaveText(enHelp.search.empty);
    await expect(results(page, enHelp.search.heading).getByRole('link', { name: enHelp.category.rules })).toBeVisible();
  });
});

test.describe('the help modal (/help#term)', () => {
  const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

  test('opens the terms with focus inside; Escape closes it and the URL loses the hash', async ({ page, axe }) => {
    await page.goto('/en/help#term');
    const dialog = terms(page);
    await expect(dialog).toBeVisible();
    expect(await focusInside(dialog)).toBe(true);
    await expect(dialog.getByRole('button', { name: enHelp.modal.close })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // Its body scrolls inside the dialog, which fits the window.
    const box = await dialog.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await axe.expectNoSeriousA11yViolations();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The dialog's close event (which takes the hash away) is dispatched a task after it hides.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/en/help');
  });

  test('the registration form terms link opens it, and its close button closes it', async ({ page }) => {
    await page.goto('/en/register');
    const link = page.getByRole('link', { name: en.register.termsLink });
    await expect(link).toHaveAttribute('href', '/en/help#term');
    await link.click();
    await expect(page).toHaveURL(/\/en\/help#term$/);
    await expect(terms(page)).toBeVisible();
    await terms(page).getByRole('button', { name: enHelp.modal.close }).click();
    await expect(terms(page)).toBeHidden();
    // The dialog's close event (which takes the hash away) is dispatched a task after it hides.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });

  test('inside the register modal on /help, the terms open above it and Escape closes only them', async ({ page }) => {
    await page.goto('/en/help');
    await modalsReady(page);
    await page.getByRole('banner').getByRole('link', { name: en.accounts.login.register, exact: true }).click();
    const register = page.getByRole('dialog', { name: en.accounts.register.title });
    await expect(register).toBeVisible();
    const link = register.getByRole('link', { name: en.register.termsLink });
    await link.click();
    await expect(terms(page)).toBeVisible();
    expect(await focusInside(terms(page))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(terms(page)).toBeHidden();
    await expect(register).toBeVisible();
    await expect(link).toBeFocused();
    // The dialog's close event (which takes the hash away) is dispatched a task after it hides.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });

  test('Filipino pages show the Filipino terms', async ({ page }) => {
    await page.goto('/help#term');
    await expect(terms(page, 'ty')).toBeVisible();
    await expect(terms(page, 'ty').getByRole('button', { name: tyHelp.modal.close })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/help#term shows the terms in place and search still works', async ({ page }) => {
    await page.goto('/en/help#term');
    await expect(page.getByRole('heading', { name: article('en', 'terms').title, level: 2 })).toBeVisible();
    await page.goto('/en/help');
    await expect(page.getByRole('heading', { name: article('en', 'terms').title, level: 2 })).toBeHidden();
    await search(page, enHelp.search.label, 'cookies');
    await expect(results(page, enHelp.search.heading).getByRole('link', { name: article('en', 'privacy').title })).toBeVisible();
  });
});

test.describe('the help centre (/helpmc)', () => {
  test('has no header, and its topics open and close', async ({ page, axe }) => {
    await page.goto('/en/helpmc');
    await expect(page).toHaveTitle(`${enHelp.center.title} | ${en.site.name}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHelp.center.title);
    const topics = page.getByRole('region', { name: enHelp.center.topics }).locator('details');
    expect(await topics.count()).toBeGreaterThanOrEqual(3);
    const first = topics.first();
    const summary = first.locator('summary');
    await expect(first).not.toHaveAttribute('open');
    await summary.click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p').first()).toBeVisible();
    await expect(first.locator('script')).toHaveCount(0);
    await axe.expectNoSeriousA11yViolations();
    await summary.click();
    await expect(first).not.toHaveAttribute('open');
    // Keyboard: Enter on a topic opens it.
    await topics.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(topics.nth(1)).toHaveAttribute('open', '');
    await noIslandInMain(page);
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(noHorizontalScroll).toBe(true);
  });

  test('speaks Filipino by default', async ({ page }) => {
    await page.goto('/helpmc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tyHelp.center.title);
    await expect(page.getByRole('region', { name: tyHelp.center.topics }).locator('summary').first()).not.toBeEmpty();
  });

  test('stays open to guests when a login is required', async ({ page }) => {
    const response = await page.goto(`${GUARDED_URL}/en/helpmc`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${GUARDED_URL}/en/helpmc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHelp.center.title);
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/helpmc');
    for (const summary of await page.locator('summary').all()) await summary.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the help pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/en/help', '/en/help?q=deposit', '/en/help/terms', '/help/withdrawals']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
