import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './index';

/** Any constant: serialises migrations when several server instances start at once (pg). */
const MIGRATION_LOCK = 730_2026;

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_init`; sorted as text. */
  version: string;
  sql: string;
}

/**
 * The numbered `.sql` files of ./migrations. Bundled by Vite when the platform runs inside the
 * Astro server or vitest (the files are not beside the built chunk), read from disk under tsx.
 */
export function loadMigrations(): Migration[] {
  let files: Record<string, string>;
  try {
    files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });
  } catch {
    const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
    files = Object.fromEntries(
      readdirSync(folder)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => [`./migrations/${name}`, readFileSync(`${folder}${name}`, 'utf8')]),
    );
  }
  return Object.entries(files)
    .map(([path, sql]) => ({ version: path.replace(/^.*\//, '').replace(/\.sql$/, ''), sql }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, all in one
 * transaction: a failure leaves the schema as it was. Returns the versions applied.
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The lock comes first: two instances creating the table at once can both miss it and one
    // fails on PostgreSQL's catalogue ("IF NOT EXISTS" is not safe against a concurrent create).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
