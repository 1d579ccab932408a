import type { Queryable } from '../db/index';

/** Every settings row, keyed by name. Values are JSON. */
export type SettingsMap = Readonly<Record<string, unknown>>;

export async function readAllSettings(db: Queryable): Promise<SettingsMap> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** updated_at moves only when the value changes: agent pay reads it as when a feature was switched on (docs/decisions/0043-agent-pay.md, addendum). */
export async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
       updated_at = CASE WHEN settings.value IS DISTINCT FROM EXCLUDED.value THEN now() ELSE settings.updated_at END`,
    [key, JSON.stringify(value)],
  );
}

/** Inserts a setting only if absent: the seed never overwrites what an operator changed. */
export async function seedSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [key, JSON.stringify(value)]);
}

/** What handlers use of the settings: {@link SettingsCache}, or a fixed copy of it (see http/idempotency.ts). */
export type Settings = Pick<SettingsCache, 'get' | 'invalidate'>;

/**
 * The settings as the request path sees them: one query at most every `ttlMs` (2 s), shared by
 * concurrent requests. A switch flipped by the CLI is therefore visible within 2 seconds.
 */
export class SettingsCache {
  #value: SettingsMap | undefined;
  #loadedAt = 0;
  #pending: Promise<SettingsMap> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
    private readonly ttlMs = 2_000,
  ) {}

  get(): Promise<SettingsMap> {
    if (this.#value && this.now() - this.#loadedAt < this.ttlMs) return Promise.resolve(this.#value);
    this.#pending ??= readAllSettings(this.db)
      .then((value) => {
        this.#value = value;
        this.#loadedAt = this.now();
        return value;
      })
      .finally(() => {
        this.#pending = undefined;
      });
    return this.#pending;
  }

  /** Forces the next {@link get} to read the database (after a write in this process). */
  invalidate(): void {
    this.#value = undefined;
  }
}

/** A setting's value, or `fallback` when the row is missing. Values are trusted seed/operator JSON. */
export const settingOr = <T>(settings: SettingsMap, key: string, fallback: T): T => (settings[key] ?? fallback) as T;
