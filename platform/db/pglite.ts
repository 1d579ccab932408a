import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database, Queryable } from './index';
import { MEMORY } from './index';

/** Where PGlite keeps its cluster inside the platform's data folder. */
export const pgliteDir = (dataDir: string): string => join(resolve(dataDir), 'pglite');

/**
 * Embedded PostgreSQL. One instance per process: PGlite is single-connection and keeps the
 * cluster open, so two processes must never open the same folder (see settings/control.ts for
 * how the CLI reaches a running server instead).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const parsers = { 20: (text: string) => BigInt(text) };
  let target = MEMORY;
  if (dataDir !== MEMORY) {
    target = pgliteDir(dataDir);
    mkdirSync(target, { recursive: true });
  }
  const pglite = await PGlite.create(target, { parsers });

  const wrap = (runner: Pick<typeof pglite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
