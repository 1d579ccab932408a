/**
 * The reference platform's storage: one small interface over two PostgreSQL back ends, so that
 * every query is written once. PGlite (PostgreSQL compiled to WASM) runs in this process with
 * its files under `dataDir` and needs nothing installed; a `pg` pool talks to a PostgreSQL
 * server when `databaseUrl` is set. Both parse BIGINT (oid 20) as `bigint`, so money in minor
 * units never passes through a float on the way out of the database.
 */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** Folder of the embedded database, or `memory://` for a throw-away one (tests). */
  dataDir?: string | undefined;
  /** A PostgreSQL server; wins over `dataDir` when set. */
  databaseUrl?: string | null | undefined;
}

export const MEMORY = 'memory://';

/** Opens the database a location names. Drivers are imported lazily: a process loads one. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) {
    const { openPg } = await import('./pg');
    return openPg(location.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(location.dataDir ?? '.data');
}

export { migrate } from './migrate';
