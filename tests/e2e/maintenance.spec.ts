import { test, expect } from './fixtures';
import { MAINTENANCE_URL, REGION_URL } from './servers';
import { en, ty } from './helpers';

test.describe('system screens', () => {
  test('replaces every page with the maintenance screen, in the page language', async ({ page, axe }) => {
    let response = await page.goto(`${MAINTENANCE_URL}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ty.system.maintenanceTitle);
    await expect(page.getByText(ty.system.maintenanceBody)).toBeVisible();
    await expect(page.getByText(/2099/)).toBeVisible();
    await expect(page.getByRole('link', { name: ty.system.customerService })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await axe.expectNoSeriousA11yViolations();

    response = await page.goto(`${MAINTENANCE_URL}/en/help/responsible-gaming`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.system.maintenanceTitle);
  });

  test('a restricted region sees the blocked screen with its IP, and the API still answers', async ({ page, axe }) => {
    const response = await page.goto(`${REGION_URL}/help/responsible-gaming`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ty.system.regionTitle);
    await expect(page.getByText(/127\.0\.0\.1|::1/)).toBeVisible();
    await expect(page.getByRole('link', { name: ty.system.customerService })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    const status = await page.request.get(`${REGION_URL}/wps/system/status`);
    expect((await status.json()).value.regionRestriction).toBe(true);
  });
});
