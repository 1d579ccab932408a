import type { ScryptCost } from './security/password';
import { DEFAULT_SCRYPT_COST } from './security/password';
import { drawIntervalOverride } from './lottery/schedule';

const validInterval = (seconds: number | null): number | null =>
  seconds === null ? null : drawIntervalOverride({ LOTTERY_DRAW_INTERVAL_SECONDS: String(seconds) });

/** What the site passes to {@link getReferencePlatform} (see src/lib/platform/upstream.server.ts). */
export interface PlatformOptions {
  /** Folder of the embedded database (default `.data`), or `memory://` for tests. */
  dataDir?: string | undefined;
  /** A PostgreSQL server; when set, `dataDir` is not used. */
  databaseUrl?: string | null | undefined;
  merchant?: string | undefined;
  /** The clock, in epoch milliseconds; tests inject one to expire sessions and captchas. */
  now?: (() => number) | undefined;
  /** Environment read per request for the switches (PLATFORM_MAINTENANCE, …). */
  env?: NodeJS.ProcessEnv | undefined;
  /** scrypt cost for new password hashes. Lower it in tests only. */
  scryptCost?: ScryptCost | undefined;
  /** Sliding session lifetime; default SESSION_TTL_MINUTES or 720. */
  sessionTtlMinutes?: number | undefined;
  /**
   * Check every response against its declaration (default: on unless NODE_ENV=production;
   * PLATFORM_VALIDATE_RESPONSES=1 or 0 decides regardless, as the end-to-end servers do).
   */
  validateResponses?: boolean | undefined;
  /**
   * Every lottery game draws every this many seconds, every day (10 to 86400; default
   * LOTTERY_DRAW_INTERVAL_SECONDS, else each game's own schedule). For tests and development.
   */
  lotteryDrawIntervalSeconds?: number | null | undefined;
  /** Run the lottery draw scheduler's timer (default true); tests that tick it by hand turn it off. */
  lotteryScheduler?: boolean | undefined;
}

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl: string | null;
  merchant: string;
  now: () => number;
  env: NodeJS.ProcessEnv;
  scryptCost: ScryptCost;
  sessionTtlMs: number;
  validateResponses: boolean;
  /** null: each game's own schedule. */
  lotteryDrawIntervalSeconds: number | null;
  lotteryScheduler: boolean;
}

const positive = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** PLATFORM_VALIDATE_RESPONSES when set, else on everywhere but production. */
const validateByEnv = (env: NodeJS.ProcessEnv): boolean => {
  const asked = env['PLATFORM_VALIDATE_RESPONSES'];
  return asked === '1' || asked === '0' ? asked === '1' : env['NODE_ENV'] !== 'production';
};

export function resolveOptions(options: PlatformOptions = {}): ResolvedOptions {
  const env = options.env ?? process.env;
  const ttlMinutes = options.sessionTtlMinutes ?? positive(env['SESSION_TTL_MINUTES']) ?? 720;
  return {
    dataDir: options.dataDir || env['DATA_DIR'] || '.data',
    databaseUrl: options.databaseUrl || null,
    merchant: options.merchant || env['MERCHANT'] || 'lucky',
    now: options.now ?? Date.now,
    env,
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    sessionTtlMs: ttlMinutes * 60_000,
    validateResponses: options.validateResponses ?? validateByEnv(env),
    lotteryDrawIntervalSeconds:
      options.lotteryDrawIntervalSeconds !== undefined ? validInterval(options.lotteryDrawIntervalSeconds) : drawIntervalOverride(env),
    lotteryScheduler: options.lotteryScheduler ?? true,
  };
}
