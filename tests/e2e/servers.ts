/**
 * Addresses of the servers Playwright starts (see playwright.config.ts), shared by the config
 * and the specs so a port is written down once.
 * MAIN: the built site with a fresh embedded database and the platform's dev tools (outbox).
 * MAINTENANCE: the same site with PLATFORM_MAINTENANCE set, for the maintenance screen.
 */
export const MAIN_PORT = 4400;
export const MAINTENANCE_PORT = 4401;
export const MAIN_URL = `http://localhost:${MAIN_PORT}`;
export const MAINTENANCE_URL = `http://localhost:${MAINTENANCE_PORT}`;
/** The end of the maintenance window the maintenance server announces. */
export const MAINTENANCE_UNTIL = '2099-01-01T08:00:00Z';
/** A third server whose platform reports the visitor's region as restricted. */
export const REGION_PORT = 4402;
export const REGION_URL = `http://localhost:${REGION_PORT}`;
