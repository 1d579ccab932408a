import { helpCenter, type HelpTopic } from '../../contract/calls/system';
import { pageDataClient } from '../platform/server-client.server';
import { cachedCall } from '../platform/cache.server';
import { sanitizePlatformHtml } from '../html/sanitize.server';

/** The operator edits these in its back office; half a minute of delay is fine. */
const HELP_CENTER_TTL_MS = 30_000;

/**
 * The help centre's topics for /helpmc in a language (platform code), their HTML already
 * sanitised (once per cache fill, not per render). Rejects when the platform fails; the page
 * shows its error state.
 */
export const loadHelpCenter = (language: string): Promise<HelpTopic[]> =>
  cachedCall(`helpCenter:${language}`, HELP_CENTER_TTL_MS, async () =>
    (await pageDataClient({ language }).call(helpCenter, { language })).map((topic) => ({
      ...topic,
      content: sanitizePlatformHtml(topic.content),
    })),
  );
