import type { SystemStatus } from '../../../contract/calls/system';
import { registerSettings } from '../../../contract/calls/system';
import { cachedCall } from '../../platform/cache.server';
import { pageDataClient } from '../../platform/server-client.server';
import type { RegisterSettings } from './fields';

/** The same for every visitor and rarely changed by the operator: cached briefly per instance. */
const SETTINGS_TTL_MS = 30_000;

/**
 * The register settings for the /register page. The status the middleware already holds
 * carries them (`info.register`); a platform whose status leaves them out is asked with
 * `/wps/system/setting/register`, waiting only as long as any page waits for platform data.
 * Null when there is no status (the platform is down: without its switches the page cannot
 * know which ways of registering are open) or the call fails; the page then shows its error
 * state with a retry link.
 */
export async function registerPageSettings(status: SystemStatus | null, language: string, clientIp: string | undefined): Promise<RegisterSettings | null> {
  if (!status) return null;
  if (Object.keys(status.info.register).length > 0) return status.info.register;
  return cachedCall('register:settings', SETTINGS_TTL_MS, () => pageDataClient({ language, clientIp }).call(registerSettings, {})).catch(() => null);
}
