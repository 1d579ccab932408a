import type { Database, Queryable } from './index';

/**
 * A PostgreSQL server through a `pg` pool, for deployments that outgrow the embedded database.
 * BIGINT is parsed to `bigint` to match PGlite (pg's default is a string).
 */
export async function openPg(databaseUrl: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const bigintAware = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === 20 ? (text: string) => BigInt(text) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, types: bigintAware, max: 10 });

  const wrap = (runner: { query: typeof pool.query }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
  });

  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client as unknown as { query: typeof pool.query }));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
