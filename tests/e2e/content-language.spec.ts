import { test, expect } from './fixtures';
import { en } from './helpers';
import { catalogueOf } from './catalogues';
import { GUARDED_URL, MAIN_URL } from './servers';

/** The note in the English catalogue, filled in as the page fills it. */
const englishNote = (language: string) => en.language.unavailable.replace('{{language}}', language).replace('{{shown}}', 'English');

test.describe('content not written in the remembered language', () => {
  test('a help article: the English article with a note, not a 404', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'DE', url: MAIN_URL }]);
    const response = await page.goto('/help/responsible-gaming');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${MAIN_URL}/en/help/responsible-gaming?asked=DE`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // German has no copy of the note either: it is the English line, marked as such only when the page is not English.
    await expect(page.getByTestId('language-unavailable')).toHaveText(englishNote('Deutsch'));
  });

  test('a landing page: the English page with a note, not a 404', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'DE', url: MAIN_URL }]);
    const response = await page.goto('/landing/sabong');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${MAIN_URL}/en/landing/sabong?asked=DE`);
    await expect(page.getByTestId('landing-cta')).toBeVisible();
    await expect(page.getByTestId('language-unavailable')).toHaveText(englishNote('Deutsch'));
  });

  test('the language switch to a language without the page lands on a page that exists', async ({ page }) => {
    await page.goto('/en/landing/welcome-bonus');
    await page.locator('.language-switch summary').click();
    const response = page.waitForResponse((r) => r.url().startsWith(`${MAIN_URL}/en/landing/welcome-bonus?asked=TH`));
    await page.getByRole('link', { name: 'ไทย' }).click();
    expect((await response).status()).toBe(200);
    // Thai has the note: it is written in Thai and marked so on the English page.
    const th = catalogueOf('th') as unknown as typeof en;
    const note = page.getByTestId('language-unavailable');
    await expect(note).toHaveText(th.language.unavailable.replace('{{language}}', 'ไทย').replace('{{shown}}', 'English'));
    await expect(note).toHaveAttribute('lang', 'th');
    // Choosing again starts afresh: the switch does not carry the language asked before.
    await expect(page.locator('.language-switch a[hreflang="fil"]')).toHaveAttribute(
      'href',
      `/language?code=TY&next=${encodeURIComponent('/landing/welcome-bonus')}`,
    );
  });
});

test.describe('English fallback text in a right-to-left page', () => {
  test('is marked lang="en" dir="ltr", while translated text is not', async ({ page }) => {
    await page.goto('/ar/help');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The catalogue is Arabic; no help article is written in Arabic yet, so the list is English.
    type HelpIndex = { help: { index: { heading: string; fallback: string } } };
    const ar = catalogueOf('ar') as unknown as HelpIndex;
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(ar.help.index.heading);
    await expect(heading).not.toHaveAttribute('lang', /.*/);
    await expect(page.locator('.fallback')).toHaveText(ar.help.index.fallback);
    const firstList = page.locator('.topics ul').first();
    await expect(firstList).toHaveAttribute('lang', 'en');
    await expect(firstList).toHaveAttribute('dir', 'ltr');
    await expect(firstList.getByRole('link').first()).toHaveText(/[A-Za-z]/);
  });
});

test.describe('redirect targets stay on the site', () => {
  test('the login page of a signed-in visitor never follows next to another host', async ({ request }) => {
    for (const next of ['/..//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      const response = await request.get(`${MAIN_URL}/en/login?next=${encodeURIComponent(next)}`, { headers: { Cookie: 'sid=any' }, maxRedirects: 0 });
      expect(response.status(), next).toBe(302);
      expect(response.headers()['location'], next).toBe('/en/');
    }
  });

  test('the login guard never carries a path naming another host as next', async ({ request }) => {
    for (const path of ['/%2F%2Fevil.example', '/%252F%252Fevil.example']) {
      const response = await request.get(`${GUARDED_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      // No `next` at all: the login goes home afterwards.
      expect(response.headers()['location'], path).toBe('/login');
    }
  });
});
