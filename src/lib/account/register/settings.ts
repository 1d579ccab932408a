import { browserClient } from '../../platform/browser-client';
import { registerSettings } from '../../../contract/calls/system';
import type { RegisterSettings } from './fields';

let pending: Promise<RegisterSettings> | null = null;

/**
 * The register settings for a form opened in the page (the register modal): fetched once per
 * page with `/wps/system/setting/register`. A failure is not kept, so the next open retries.
 * The /register page does not need this: its server passes the settings from the status.
 */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  pending ??= browserClient.call(registerSettings).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
