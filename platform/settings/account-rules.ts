import { flattenWhitelabel, isOn, type SwitchName } from '../../src/contract/switches';
import { settingOr, type SettingsMap } from './store';
import { effectiveWhitelabel } from './whitelabel';

/**
 * The merchant's account rules, settings row `accountRules`. Each value falls back to its
 * default when the row or the key is missing or malformed, so a database seeded before a rule
 * existed behaves as the default says.
 */
export interface AccountRules {
  /** Minutes an SMS code stays valid; answered as `expiredMinutes` (the site counts down 60 s per minute). */
  expiredMinutes: number;
  /** A password older than this many days is reported `passwordExpired`. */
  passwordMaxAgeDays: number;
  /** Whether agent accounts (types 1, 2, 41, 42) may log in from the member site. */
  agentsMayLogInAsMembers: boolean;
}

export const ACCOUNT_RULES_KEY = 'accountRules';
export const DEFAULT_ACCOUNT_RULES: AccountRules = { expiredMinutes: 1, passwordMaxAgeDays: 90, agentsMayLogInAsMembers: true };

const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

export function readAccountRules(settings: SettingsMap): AccountRules {
  const stored = settingOr<Record<string, unknown> | null>(settings, ACCOUNT_RULES_KEY, null) ?? {};
  return {
    expiredMinutes: positive(stored['expiredMinutes'], DEFAULT_ACCOUNT_RULES.expiredMinutes),
    passwordMaxAgeDays: positive(stored['passwordMaxAgeDays'], DEFAULT_ACCOUNT_RULES.passwordMaxAgeDays),
    agentsMayLogInAsMembers:
      typeof stored['agentsMayLogInAsMembers'] === 'boolean' ? stored['agentsMayLogInAsMembers'] : DEFAULT_ACCOUNT_RULES.agentsMayLogInAsMembers,
  };
}

/** Whether a whitelabel switch is on, read the way the site reads it (a node and all its parents). */
export const whitelabelOn = (settings: SettingsMap, name: SwitchName): boolean => isOn(flattenWhitelabel(effectiveWhitelabel(settings)), name);

/** The merchant's display name, for SMS and e-mail texts. */
export const siteName = (settings: SettingsMap): string => {
  const merchant = settingOr<{ name?: unknown } | null>(settings, 'merchant', null);
  return typeof merchant?.name === 'string' && merchant.name ? merchant.name : 'Lucky';
};
