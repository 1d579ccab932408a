/**
 * Addresses of the servers Playwright starts (see playwright.config.ts), shared by the config
 * and the specs so a port is written down once.
 * MAIN: the built site with a fresh embedded database and the platform's dev tools (outbox).
 * MAINTENANCE: the same site with PLATFORM_MAINTENANCE set, for the maintenance screen.
 */
/**
 * E2E_PORT_BASE moves all of them (default 4400), so that two checkouts on one machine can
 * run their end-to-end tests at the same time.
 */
const BASE = Number(process.env['E2E_PORT_BASE']) || 4400;
export const MAIN_PORT = BASE;
export const MAINTENANCE_PORT = BASE + 1;
export const MAIN_URL = `http://localhost:${MAIN_PORT}`;
export const MAINTENANCE_URL = `http://localhost:${MAINTENANCE_PORT}`;
/** The end of the maintenance window the maintenance server announces. */
export const MAINTENANCE_UNTIL = '2099-01-01T08:00:00Z';
/** A third server whose platform reports the visitor's region as restricted. */
export const REGION_PORT = BASE + 2;
export const REGION_URL = `http://localhost:${REGION_PORT}`;
/** A fourth server with LOGIN_REQUIRED=1 (docs/product.md §2 loginedToHomePage). */
export const GUARDED_PORT = BASE + 3;
export const GUARDED_URL = `http://localhost:${GUARDED_PORT}`;
/** The main server's DEFAULT_PASSWORD: team_ben's seeded password, so his login forces a change. */
export const DEFAULT_PASSWORD_FOR_TESTS = 'TeamBen2026';
