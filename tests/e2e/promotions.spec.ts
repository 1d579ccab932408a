import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { en, ty, accountBalance, amount, escapeRegExp, loginAndDismissWelcome, platformValue } from './helpers';
import { catalogueOf } from './catalogues';
import { registerFreshPlayer } from './register-helpers';
import { memberDeposits } from './agent-helpers';
import { MAIN_URL } from './servers';
import { fill } from '../../src/islands/shared/strings';
import type enPromotions from '../../src/lib/i18n/catalogues/en/promotions.json';
import type { Promotion } from '../../src/contract/calls/promotions';

/** The promotions area of a catalogue (its keys are not in the shared Catalogue type). */
type Strings = (typeof enPromotions)['promotions'];
const P = (catalogueOf('en') as { promotions: Strings }).promotions;
const PT = (catalogueOf('ty') as { promotions: Strings }).promotions;

/** The platform's list through the site's proxy, in a language. */
const apiPromotions = (request: APIRequestContext, language = 'EN') => platformValue<Promotion[]>(request, `/wps/promotion/list?language=${language}`);
const byCategory = async (request: APIRequestContext, category: string) => (await apiPromotions(request)).find((promotion) => promotion.category === category)!;
/** The raffle that is open now (the seed also lists one that opens later). */
const openRaffle = async (request: APIRequestContext) =>
  (await apiPromotions(request)).find((promotion) => promotion.raffle && Date.parse(promotion.startsAt) <= Date.now())!;

/** A catalogue sentence with its {{placeholders}} matching anything. */
const sentence = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.+'),
  );
/** The promotion page's period line (`Period: Nov 19 – Dec 19, 2026`). */
const periodLine = (page: Page, strings: Strings, rest: string) =>
  page.getByRole('main').getByText(new RegExp(`^${escapeRegExp(strings.period.label)}: ${rest}`));

const raffle = (page: Page) => page.getByRole('region', { name: P.raffle.heading });
const responsibleLink = (scope: ReturnType<Page['locator']>) => scope.getByRole('link', { name: P.responsible.link });

test.describe('the promotion list', () => {
  test('groups promotions by category, each card with its period and the responsible-gaming line', async ({ page, request, axe }) => {
    const promotions = await apiPromotions(request);
    await page.goto('/en/promotions');
    await expect(page.getByRole('heading', { level: 1, name: P.heading })).toBeVisible();
    const filter = page.getByRole('navigation', { name: P.filter.label });
    await expect(filter.getByRole('link', { name: P.filter.all })).toHaveAttribute('aria-current', 'page');

    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(
      ['welcome', 'deposit', 'rebate', 'sports', 'live', 'slots', 'raffle'].map((category) => P.category[category as keyof Strings['category']]),
    );
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(promotions.length);
    for (const promotion of promotions) {
      const card = cards.filter({ has: page.getByRole('link', { name: promotion.title, exact: true }) });
      await expect(card.getByRole('link', { name: promotion.title, exact: true })).toHaveAttribute('href', `/en/promoDetail?id=${promotion.id}`);
      await expect(card).toContainText('18+');
      await expect(card).toContainText(P.responsible.adultsOnly);
      await expect(responsibleLink(card)).toHaveAttribute('href', '/en/help/responsible-gaming');
      await expect(card.locator('img')).toHaveAttribute('src', `/lgw/static/promotions/${promotion.id}.webp`);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN_URL}/en/promotions`);
    await axe.expectNoSeriousA11yViolations();
  });

  test('filters by category with plain links, without JavaScript; the filtered page points its canonical at the list', async ({ browser, request }) => {
    const raffles = (await apiPromotions(request)).filter((promotion) => promotion.category === 'raffle');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${MAIN_URL}/en/promotions`);
    const filter = page.getByRole('navigation', { name: P.filter.label });
    await filter.getByRole('link', { name: P.category.raffle }).click();
    await expect(page).toHaveURL(`${MAIN_URL}/en/promotions?category=raffle`);
    await expect(filter.getByRole('link', { name: P.category.raffle })).toHaveAttribute('aria-current', 'page');
    await expect(filter.getByRole('link', { name: P.filter.all })).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([P.category.raffle]);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(raffles.length);
    await expect(page).toHaveTitle(new RegExp(`^${fill(P.list.categoryTitle, { category: P.category.raffle })} \\| `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN_URL}/en/promotions`);
    await filter.getByRole('link', { name: P.filter.all }).click();
    await expect(page).toHaveURL(`${MAIN_URL}/en/promotions`);
    await context.close();
  });

  test('marks a promotion the platform has only in English on a Filipino page', async ({ page, request }) => {
    const english = (await apiPromotions(request, 'TY')).find((promotion) => promotion.language !== 'TY')!;
    await page.goto('/promotions');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: english.title }) });
    await expect(card).toContainText(fill(PT.card.shownIn, { language: 'English' }));
    await expect(card.locator('[lang="en"]').getByRole('link', { name: english.title })).toBeVisible();
    await expect(card.getByRole('link', { name: PT.responsible.link })).toHaveAttribute('href', '/help/responsible-gaming');
  });
});

test.describe("a promotion's page", () => {
  test('shows the terms sanitised, the period, the breadcrumbs and the responsible-gaming link', async ({ page, request, axe }) => {
    const slots = await byCategory(request, 'slots');
    await page.goto(`/en/promoDetail?id=${slots.id}`);
    await expect(page.getByRole('heading', { level: 1, name: slots.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: P.breadcrumb });
    await expect(crumbs.getByRole('link')).toHaveText([en.nav.home, P.heading]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(slots.title);
    await expect(periodLine(page, P, '.*\\d{4}$')).toBeVisible();

    const terms = page.getByRole('region', { name: P.detail.terms });
    await expect(terms.getByRole('table')).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    const pagcor = terms.getByRole('link', { name: 'PAGCOR' });
    await expect(pagcor).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(pagcor).toHaveAttribute('target', '_blank');
    await expect(page).toHaveURL(new RegExp(`/en/promoDetail\\?id=${slots.id}$`));
    await axe.expectNoSeriousA11yViolations();

    const sports = await byCategory(request, 'sports');
    await page.goto(`/en/promoDetail?id=${sports.id}`);
    const link = page.getByRole('region', { name: P.detail.terms }).getByRole('link', { name: 'Go to Sports' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.getAttribute('onclick')).toBeNull();
    await expect(page.locator('main [onclick], main [onerror]')).toHaveCount(0);

    await responsibleLink(page.getByRole('main')).click();
    await expect(page).toHaveURL(/\/en\/help\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
  });

  test('shows a promotion written only in English on a Filipino page, marked, with the English page as canonical', async ({ page, request }) => {
    const english = (await apiPromotions(request, 'TY')).find((promotion) => promotion.languages.length === 1 && promotion.language === 'EN')!;
    await page.goto(`/promoDetail?id=${english.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('header[lang="en"]').getByRole('heading', { level: 1 })).toHaveText(english.title);
    await expect(page.getByRole('region', { name: PT.detail.terms }).locator('[lang="en"]')).toBeVisible();
    await expect(page.getByText(fill(PT.detail.shownIn, { language: 'English' }))).toBeVisible();
    // A copy of the English page: search engines are sent there, and it lists no alternates of its own.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/promoDetail\\?id=${english.id}$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    // The English page is the canonical one and names only itself (and x-default) as versions.
    await page.goto(`/en/promoDetail?id=${english.id}`);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['en', 'x-default']);
  });

  test('asks a guest to log in to claim a raffle, and tells a trial account a real one is needed', async ({ page, request, axe }) => {
    const { id } = await openRaffle(request);
    await page.goto(`/en/promoDetail?id=${id}`);
    const login = raffle(page).getByRole('link', { name: P.raffle.login });
    await expect(login).toHaveAttribute('href', `/en/login?next=${encodeURIComponent(`/en/promoDetail?id=${id}`)}`);
    await expect(raffle(page).getByRole('button', { name: P.raffle.claim })).toHaveCount(0);
    await axe.expectNoSeriousA11yViolations();

    await loginAndDismissWelcome(page, en, 'demo_trial', 'Trial2026');
    await page.reload();
    await expect(raffle(page)).toContainText(P.raffle.needRealAccount);
    await expect(raffle(page).getByRole('link', { name: P.raffle.register })).toHaveAttribute('href', '/en/register');
  });

  test('says an ended raffle has ended', async ({ page, request }) => {
    const listed = new Set((await apiPromotions(request)).map((promotion) => promotion.id));
    let ended: number | null = null;
    for (let id = 1; id <= 20 && ended === null; id++) {
      if (listed.has(id)) continue;
      const response = await request.get(`/wps/promotion/detail?id=${id}`);
      const body = (await response.json()) as { success: boolean; value?: Promotion };
      if (body.success && body.value?.raffle && body.value.endsAt && Date.parse(body.value.endsAt) < Date.now()) ended = id;
    }
    expect(ended).not.toBeNull();
    await page.goto(`/en/promoDetail?id=${ended}`);
    await expect(raffle(page)).toContainText(P.raffle.ended);
    await expect(periodLine(page, P, sentence(P.period.ended).source)).toBeVisible();
  });

  test('is a 404 for an unknown or malformed id', async ({ page }) => {
    for (const path of ['/en/promoDetail?id=999999', '/en/promoDetail?id=abc', '/en/promoDetail?id=07', '/promoDetail']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ty.notFound.title);
    await page.goto('/en/promoDetail?id=999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  });

  test('refuses a cross-site form post (security.checkOrigin)', async ({ request }) => {
    const { id } = await openRaffle(request);
    const foreign = await request.post(`/en/promoDetail?id=${id}`, { form: {}, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    const same = await request.post(`/en/promoDetail?id=${id}`, { form: {}, headers: { Origin: MAIN_URL }, maxRedirects: 0 });
    expect(same.status()).toBe(303);
    expect(same.headers()['location']).toBe(`/en/login?next=${encodeURIComponent(`/en/promoDetail?id=${id}`)}`);
  });

  test('refuses a cross-site post of any content type, which security.checkOrigin does not look at', async ({ request }) => {
    const { id } = await openRaffle(request);
    for (const [type, data] of [
      ['text/plain', 'id=1'],
      ['application/json', '{"id":1}'],
    ] as const) {
      const foreign = await request.post(`/en/promoDetail?id=${id}`, {
        data,
        headers: { 'Content-Type': type, Origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(foreign.status(), type).toBe(403);
      const same = await request.post(`/en/promoDetail?id=${id}`, { data, headers: { 'Content-Type': type, Origin: MAIN_URL }, maxRedirects: 0 });
      expect(same.status(), type).toBe(303);
    }
  });
});

test('a new player claims the raffle once with a plain form; the header balance goes up by the prize', async ({ page, context, request, axe }) => {
  const { id } = await openRaffle(request);
  await registerFreshPlayer(page);
  const detail = `/en/promoDetail?id=${id}`;
  // A second tab on the same promotion, to submit the form again after the first claim.
  const other = await context.newPage();
  await other.goto(detail);
  await expect(raffle(other).getByRole('button', { name: P.raffle.claim })).toBeVisible();

  await page.goto(detail);
  await expect(accountBalance(page, en)).toHaveText(/\d/);
  const before = amount(await accountBalance(page, en).textContent());
  await raffle(page).getByRole('button', { name: P.raffle.claim }).click();
  await expect(page).toHaveURL(`${MAIN_URL}${detail}&claim=won`);
  const won = raffle(page).getByRole('status');
  await expect(won).toContainText(sentence(P.raffle.won));
  const prize = amount(/([\d,]+\.\d{2})/.exec((await won.textContent()) ?? '')?.[1] ?? '');
  expect([8.88, 18.88, 88, 188, 888]).toContain(prize);
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBeCloseTo(before + prize, 2);
  await expect(raffle(page).getByRole('button', { name: P.raffle.claim })).toHaveCount(0);
  await axe.expectNoSeriousA11yViolations();

  // The other tab still shows the form: submitting it claims nothing more.
  await raffle(other).getByRole('button', { name: P.raffle.claim }).click();
  await expect(other).toHaveURL(`${MAIN_URL}${detail}&claim=already`);
  await expect(raffle(other).getByRole('status')).toContainText(P.raffle.already);
  await expect(raffle(other).getByRole('status')).toContainText(/[\d,]+\.\d{2}/);
  await expect.poll(async () => amount(await accountBalance(other, en).textContent())).toBeCloseTo(before + prize, 2);
  // A reload of the result shows the same, from the platform's record.
  await page.reload();
  await expect(raffle(page).getByRole('status')).toContainText(String(prize.toFixed(2)));
});

test('a claim form posted twice (a double submit, a re-posted page) is one claim: both posts show the win', async ({ page, request }) => {
  const { id } = await openRaffle(request);
  await registerFreshPlayer(page);
  const detail = `/en/promoDetail?id=${id}`;
  await page.goto(detail);
  await expect(accountBalance(page, en)).toHaveText(/\d/);
  const before = amount(await accountBalance(page, en).textContent());
  // The form's hidden key, made when the page was rendered, goes with both posts.
  const form = raffle(page).locator('form');
  const idempotencyKey = await form.locator('input[type="hidden"][name="idempotencyKey"]').inputValue();
  const post = () => page.request.post(detail, { form: { idempotencyKey }, headers: { Origin: MAIN_URL }, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  for (const response of [first, second, await post()]) {
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(`${detail}&claim=won`);
  }
  await page.goto(`${detail}&claim=won`);
  const prize = amount(/([\d,]+\.\d{2})/.exec((await raffle(page).getByRole('status').textContent()) ?? '')?.[1] ?? '');
  await expect.poll(async () => amount(await accountBalance(page, en).textContent())).toBeCloseTo(before + prize, 2);
});

test.describe("home's welcome banner (issue 34 item 12 (k))", () => {
  /** The titles of home's banners, as their images' text alternatives. */
  const homeBanners = async (page: Page) => {
    await page.goto('/en/');
    return page
      .getByRole('region', { name: en.home.bannersLabel })
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  };
  const WELCOME = '100% Welcome Bonus';

  test('shows to a guest and a new player, and no longer once the player has made a first deposit', async ({ page, browser }) => {
    test.setTimeout(120_000);
    expect(await homeBanners(page)).toContain(WELCOME);
    const username = await registerFreshPlayer(page);
    expect(await homeBanners(page)).toContain(WELCOME);
    await memberDeposits(browser, username, 'Welcome2026', 500);
    const after = await homeBanners(page);
    expect(after).not.toContain(WELCOME);
    // Only the banner for a promotion the player cannot join goes.
    expect(after).toContain('Live Casino, Real Dealers');
  });
});
