import { createHash } from 'node:crypto';
import type { SystemStatus } from '../../contract/calls/system';
import { siteConfig } from '../config.server';
import type { TFunction } from 'i18next';
import { hasSocialLogin, readIdentityConfig, type IdentityConfig } from '../identity/config';
import { pickStrings } from '../i18n/i18n.server';
import { SOCIAL_LOGIN_KEYS, type SocialLoginStrings } from '../../islands/shared/social-login-strings';
import { readBotCheckConfig, type BotCheckConfig } from '../bot-check/config';
import { accountSwitches, type AccountFeatures } from './features';

let providers: { identity: IdentityConfig; botCheck: BotCheckConfig } | undefined;

/** Identity providers and the bot check, read from the environment once (README "Configuration"). */
export const accountProviders = () => (providers ??= { identity: readIdentityConfig(process.env), botCheck: readBotCheckConfig(process.env) });

let digest: { of: string | null; hex: string | null } | undefined;

/** SHA-256 of the configured default password, computed once. */
function defaultPasswordDigest(): string | null {
  const { defaultPassword } = siteConfig();
  if (digest?.of !== defaultPassword) {
    digest = { of: defaultPassword, hex: defaultPassword ? createHash('sha256').update(defaultPassword).digest('hex') : null };
  }
  return digest.hex;
}

/** The account features of this request's status, for the islands' props. */
export function accountFeatures(status: SystemStatus | null): AccountFeatures {
  return { switches: accountSwitches(status), defaultPasswordDigest: defaultPasswordDigest(), ...accountProviders() };
}

/** The third-party login buttons' strings, only when a provider is configured (else no bytes). */
export const socialLoginStrings = (t: TFunction): SocialLoginStrings | undefined =>
  hasSocialLogin(accountProviders().identity) ? pickStrings(t, SOCIAL_LOGIN_KEYS) : undefined;
