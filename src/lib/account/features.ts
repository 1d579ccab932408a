import { SWITCHES, flattenWhitelabel, type SwitchName } from '../../contract/switches';
import type { SystemStatus } from '../../contract/calls/system';
import type { IdentityConfig } from '../identity/config';
import type { BotCheckConfig } from '../bot-check/config';

/**
 * What the account islands need to know about the merchant, passed as props: the feature
 * switches of docs/product.md §6 and the digest of the operator's default password. Never secrets.
 */
export interface AccountFeatures {
  switches: Readonly<Record<SwitchName, boolean>>;
  /** SHA-256 (hex) of the configured default password, or null when none is configured. */
  defaultPasswordDigest: string | null;
  /** Third-party login and phone verification (public ids only); absent or null means off. */
  identity?: IdentityConfig | undefined;
  /** The bot check of username logins: the platform's captcha (absent) or Geetest. */
  botCheck?: BotCheckConfig | undefined;
}

/** The docs/product.md §6 switches from the status's whitelabel tree; all off when the status is unknown. */
export function accountSwitches(status: SystemStatus | null): Record<SwitchName, boolean> {
  const flat = flattenWhitelabel(status?.info.whitelabel ?? []);
  return Object.fromEntries(SWITCHES.map((name) => [name, flat[name] === true])) as Record<SwitchName, boolean>;
}
