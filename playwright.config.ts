/**
 * End-to-end tests against the built site (`npm run build` first; `npm test` does it).
 * Chromium only, the system one when present (browsers cannot be downloaded here; see
 * scripts/find-chromium.mjs). Four servers, each with a freshly deleted embedded database:
 * the main one on 4400 with the platform's dev tools, one in maintenance mode on 4401,
 * one with the region restricted on 4402, and one that requires a login for most pages
 * (LOGIN_REQUIRED) on 4403. E2E_PORT_BASE moves them all.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';
import { nodeBin } from './scripts/server-control.mjs';
import {
  MAIN_PORT,
  MAIN_URL,
  MAINTENANCE_PORT,
  MAINTENANCE_UNTIL,
  MAINTENANCE_URL,
  REGION_PORT,
  REGION_URL,
  GUARDED_PORT,
  GUARDED_URL,
  DEFAULT_PASSWORD_FOR_TESTS,
} from './tests/e2e/servers.ts';

const executablePath = findChromium() ?? undefined;
const node = JSON.stringify(nodeBin());

/**
 * A test server: scripts/e2e-server.mjs on `port` with a freshly deleted `dataDir`. Its
 * environment is inherited, minus anything pointing at a real platform, plus `extra`.
 */
function testServer(port: number, url: string, dataDir: string, extra: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  delete env['PLATFORM_URL'];
  delete env['DATABASE_URL'];
  delete env['PLATFORM_MAINTENANCE'];
  delete env['PLATFORM_REGION_RESTRICTED'];
  return {
    command: `${node} scripts/e2e-server.mjs`,
    url: `${url}/healthz`,
    env: { ...env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, ...extra },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env['CI'],
  workers: process.env['CI'] ? 1 : 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: MAIN_URL,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    // team_ben's password stands for the operator's default password (forced change at login).
    testServer(MAIN_PORT, MAIN_URL, '.data-e2e', { PLATFORM_DEV_TOOLS: '1', DEFAULT_PASSWORD: DEFAULT_PASSWORD_FOR_TESTS }),
    testServer(MAINTENANCE_PORT, MAINTENANCE_URL, '.data-e2e-maintenance', { PLATFORM_MAINTENANCE: MAINTENANCE_UNTIL }),
    testServer(REGION_PORT, REGION_URL, '.data-e2e-region', { PLATFORM_REGION_RESTRICTED: '1' }),
    testServer(GUARDED_PORT, GUARDED_URL, '.data-e2e-guarded', { LOGIN_REQUIRED: '1', PLATFORM_DEV_TOOLS: '1' }),
  ],
});
