import { createHash } from 'node:crypto';
import type { SystemStatus } from '../platform/calls/system';
import { siteConfig } from '../config.server';
import { accountSwitches, type AccountFeatures } from './features';

/** The account features of this request's status, for the islands' props. */
export function accountFeatures(status: SystemStatus | null): AccountFeatures {
  const { defaultPassword } = siteConfig();
  return {
    switches: accountSwitches(status),
    defaultPasswordDigest: defaultPassword ? createHash('sha256').update(defaultPassword).digest('hex') : null,
  };
}
