import { announcements, type Notice } from '../../contract/calls/system';
import { sanitizePlatformHtml } from '../html/sanitize.server';
import { cachedCall } from '../platform/cache.server';
import { pageDataClient } from '../platform/server-client.server';

/** The notice type of the agents' announcements (platform/seed/agents.ts). */
export const AGENT_NOTICE_TYPE = 'AG';

/**
 * The agent centre's announcements (issue 17 item 2), with their HTML sanitised once per cache
 * fill, as the players' notices are (src/lib/platform/public-data.server.ts).
 */
export const loadAgentNotices = (language: string): Promise<Notice[]> =>
  cachedCall(`agentNotices:${language}`, 30_000, async () =>
    (await pageDataClient({ language }).call(announcements, { types: AGENT_NOTICE_TYPE, platform: 'W' })).map((notice) => ({
      ...notice,
      content: sanitizePlatformHtml(notice.content),
    })),
  );
