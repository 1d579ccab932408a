import { test, expect } from './fixtures';
import { en, loginOnPage } from './helpers';
import { catalogueOf } from './catalogues';
import { MAIN_URL } from './servers';

/**
 * The route table's member and agent centres (src/lib/routes/route-table.ts), enforced by the
 * middleware before any page of theirs exists: a guest logs in first, an account the row does
 * not admit is refused in the page's language, and none of it is kept by a shared cache.
 */
const vi = catalogueOf('vi') as unknown as typeof en;

test.describe('member and agent pages', () => {
  test('a guest opening a member or agent page goes to log in and comes back to it', async ({ page, request }) => {
    for (const path of ['/en/member/x', '/agent/x?tab=team']) {
      const response = await request.get(`${MAIN_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      const login = path.startsWith('/en/') ? '/en/login' : '/login';
      expect(response.headers()['location'], path).toBe(`${login}?next=${encodeURIComponent(path)}`);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }

    await page.goto('/en/member/x');
    await expect(page).toHaveURL(`${MAIN_URL}/en/login?next=${encodeURIComponent('/en/member/x')}`);
    await loginOnPage(page, en, 'demo_player', 'Player2026');
    // Admitted: no member page exists there yet, so it is not found, but no longer a login.
    await expect(page).toHaveURL(`${MAIN_URL}/en/member/x`);
  });

  test('a logged-in player on an agent page is refused (403) in the page language, privately', async ({ page }) => {
    await page.goto(`/en/login?next=${encodeURIComponent('/en/')}`);
    await loginOnPage(page, en, 'demo_player', 'Player2026');
    await expect(page).toHaveURL(`${MAIN_URL}/en/`);

    const english = await page.goto('/en/agent/x');
    expect(english?.status()).toBe(403);
    expect(english?.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveURL(`${MAIN_URL}/en/agent/x`);
    await expect(page.getByRole('heading', { level: 1, name: en.accounts.refused.agentOnly })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(en.accounts.agent.notAgentSignedIn.replace('{{name}}', 'demo_player'));
    await expect(page.getByRole('link', { name: en.accounts.refused.home })).toHaveAttribute('href', '/en/');

    const vietnamese = await page.goto('/vi/agent/commission');
    expect(vietnamese?.status()).toBe(403);
    await expect(page.locator('html')).toHaveAttribute('lang', /^vi/);
    await expect(page.getByRole('heading', { level: 1, name: vi.accounts.refused.agentOnly })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A player is a member: the member centre is not refused.
    const member = await page.goto('/en/member/x');
    expect(member?.status()).toBe(404);
    expect(member?.headers()['cache-control']).toBe('private, no-store');
  });

  test('a trial account on a member page gets the real-account message', async ({ page }) => {
    await page.goto(`/en/login?next=${encodeURIComponent('/en/member/wallet')}`);
    await loginOnPage(page, en, 'demo_trial', 'Trial2026');
    await expect(page).toHaveURL(`${MAIN_URL}/en/member/wallet`);
    await expect(page.getByRole('heading', { level: 1, name: en.accounts.needReal.title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(en.accounts.needReal.text);
    const response = await page.reload();
    expect(response?.status()).toBe(403);
  });

  test('the refusal page is not a page of its own', async ({ request }) => {
    const response = await request.get(`${MAIN_URL}/en/refused`);
    expect(response.status()).toBe(404);
  });
});
