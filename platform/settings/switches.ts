import type { SettingsMap } from './store';

/**
 * The operator's switches. Each can be forced on by the environment (handy for a whole
 * deployment) or flipped at run time by `npm run platform -- …`, which writes a settings row.
 * The environment only switches on: a settings row cannot override a forced maintenance.
 */
export interface Switches {
  maintenance: boolean;
  /** ISO time the maintenance is expected to end; informative, it does not end it. */
  maintenanceEnd: string | null;
  regionRestriction: boolean;
  /** `risk` (default): captcha after failed logins; `always`: on every login. */
  loginCaptcha: 'risk' | 'always';
}

export const SETTING_KEYS = {
  maintenance: 'switch.maintenance',
  regionRestriction: 'switch.regionRestriction',
  loginCaptcha: 'switch.loginCaptcha',
} as const;

export interface MaintenanceSetting {
  enabled: boolean;
  until: string | null;
}

const TRUE = new Set(['1', 'true', 'on', 'yes']);

/** PLATFORM_MAINTENANCE: '1' (on, end unknown) or an ISO end time (on, with that end). */
function maintenanceFromEnv(text: string | undefined): MaintenanceSetting | null {
  const value = text?.trim();
  if (!value) return null;
  if (TRUE.has(value.toLowerCase())) return { enabled: true, until: null };
  const end = Date.parse(value);
  return Number.isNaN(end) ? null : { enabled: true, until: new Date(end).toISOString() };
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function readSwitches(settings: SettingsMap, env: NodeJS.ProcessEnv): Switches {
  const stored = asRecord(settings[SETTING_KEYS.maintenance]);
  const maintenance = maintenanceFromEnv(env['PLATFORM_MAINTENANCE']) ?? {
    enabled: stored['enabled'] === true,
    until: typeof stored['until'] === 'string' ? stored['until'] : null,
  };
  const regionForced = TRUE.has((env['PLATFORM_REGION_RESTRICTED'] ?? '').trim().toLowerCase());
  return {
    maintenance: maintenance.enabled,
    maintenanceEnd: maintenance.enabled ? maintenance.until : null,
    regionRestriction: regionForced || asRecord(settings[SETTING_KEYS.regionRestriction])['enabled'] === true,
    loginCaptcha: settings[SETTING_KEYS.loginCaptcha] === 'always' ? 'always' : 'risk',
  };
}
