import { systemStatus, announcements, banners, domainRoutes, type SystemStatus, type Notice, type Banner } from '../../contract/calls/system';
import { gameMenus, type Lane } from '../../contract/calls/game-menus';
import { pageDataClient } from './server-client.server';
import { cachedCall, cachedVisitorCall } from './cache.server';
import { sanitizePlatformHtml } from '../html/sanitize.server';

/**
 * Platform data that is the same for every visitor, cached for a few seconds per instance.
 * Pages render from these; a failure reaches the page as an error it can show.
 */
const STATUS_TTL_MS = 2_000;
const CONTENT_TTL_MS = 30_000;

/** Keyed by visitor IP too (region restriction and `location.ip` depend on it), so in the per-visitor store. */
export const loadStatus = (language: string, host: string, clientIp: string | undefined): Promise<SystemStatus> =>
  cachedVisitorCall(`status:${host}:${clientIp ?? ''}`, STATUS_TTL_MS, () => pageDataClient({ language, clientIp }).call(systemStatus, { host }));

export const loadLanes = (language: string): Promise<Lane[]> =>
  cachedCall(
    `lanes:${language}`,
    CONTENT_TTL_MS,
    async () => (await pageDataClient({ language }).call(gameMenus, { language, platform: 'html5-desktop' })).data.lanes,
  );

/** Notices with their HTML already sanitised (once per cache fill, not per render). */
export const loadNotices = (language: string): Promise<Notice[]> =>
  cachedCall(`notices:${language}`, CONTENT_TTL_MS, async () =>
    (await pageDataClient({ language }).call(announcements, { types: 'B', platform: 'W' })).map((notice) => ({
      ...notice,
      content: sanitizePlatformHtml(notice.content),
    })),
  );

export const loadBanners = (language: string, groupName: string): Promise<Banner[]> =>
  cachedCall(`banners:${language}:${groupName}`, CONTENT_TTL_MS, () => pageDataClient({ language }).call(banners, { groupName }));

/** The site's domain routes (forgot-password channels, download links): the same for every visitor. */
export const loadDomainRoutes = (language: string) => cachedCall('domainRoutes', CONTENT_TTL_MS, () => pageDataClient({ language }).call(domainRoutes, {}));

/**
 * Resolves to the value, or to null when the platform failed (the page shows an error state).
 * The failure is already noted on the page: page-data calls and `cachedCall` note their own.
 */
export const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);
