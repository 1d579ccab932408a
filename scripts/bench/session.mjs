// @ts-check
/**
 * A logged-in session for the bench's "logged in" figures: logs `demo_player` in through the
 * header form of a desktop page, reading the captcha's answer from the platform's dev outbox (the
 * bench server runs with PLATFORM_DEV_TOOLS=1, which adds only /platform-dev/* endpoints).
 * Returns the session's cookies (for Playwright) and a Cookie header (for Lighthouse).
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 */
export async function logIn(browser, base, username = 'demo_player', password = 'Player2026') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/en/`);
    const form = page.getByRole('banner').getByRole('form').first();
    await form.locator('input[name="username"]').fill(username); // the first interaction: the form hydrates
    await form.locator('button[type="submit"]:enabled').waitFor();
    await form.locator('input[name="password"]').fill(password);
    const image = form.locator('img[data-captcha-uuid]');
    await image.waitFor();
    const uuid = await image.getAttribute('data-captcha-uuid');
    const answer = await captchaAnswer(base, uuid ?? '');
    await form.locator('input[name="captcha"]').fill(answer);
    await form.locator('button[type="submit"]').click();
    await page.waitForFunction(() => /(?:^|;\s*)username=/.test(document.cookie), undefined, { timeout: 15_000 });
    const cookies = await context.cookies(base);
    return { cookies, header: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  } finally {
    await context.close();
  }
}

/** @param {string} base @param {string} uuid */
async function captchaAnswer(base, uuid) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${base}/platform-dev/outbox?kind=captcha&recipient=${encodeURIComponent(uuid)}`);
    const envelope = /** @type {{ value?: { body: unknown, created_at: string }[] }} */ (await res.json());
    const newest = [...(envelope.value ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (newest) return String(newest.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no captcha answer for ${uuid} in the dev outbox`);
}
