import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';

/**
 * The same platform on a PostgreSQL server, through `pg` (platform/db/pg.ts). When
 * TEST_DATABASE_URL names a database it may fill (e.g. postgres://postgres@127.0.0.1:5432/platform_test)
 * that real server is used; otherwise a throw-away PGlite is served over the PostgreSQL wire
 * protocol on 127.0.0.1 by @electric-sql/pglite-socket, so the `pg` driver path always runs
 * without an installed PostgreSQL.
 */
const externalUrl = process.env['TEST_DATABASE_URL'];

/** As many socket connections as the platform's pg pool may open (pg.ts: max 10). */
const POOL_MAX = 10;

describe('on a PostgreSQL server', () => {
  let t: TestPlatform;
  let socketServer: PGLiteSocketServer | undefined;
  let pglite: PGlite | undefined;

  beforeAll(async () => {
    let url = externalUrl;
    if (!url) {
      pglite = await PGlite.create();
      // The server multiplexes connections onto the one PGlite and keeps a transaction's
      // statements on the connection that opened it.
      socketServer = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: POOL_MAX });
      await socketServer.start();
      url = `postgres://postgres@${socketServer.getServerConn()}/postgres`;
    }
    t = await startTestPlatform({ databaseUrl: url });
  });

  afterAll(async () => {
    await t?.platform.close();
    await socketServer?.stop();
    await pglite?.close();
  });

  it('migrates, seeds, logs in and reads the ledger as on PGlite', async () => {
    expect(t.platform.db.kind).toBe('pg');
    const login = await t.login('demo_player', 'Player2026', { ip: '198.18.0.1' });
    expect(login.body.success).toBe(true);
    const balance = await t.call('GET', '/wps/v2/wallets/balance', { token: login.body.value?.token ?? null });
    expect(balance.body.value).toEqual({ sumBalance: 1234.56, currency: 'PHP' });
    const status = await t.call('GET', '/wps/system/status');
    expect(status.body.success).toBe(true);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      t.platform.db.transaction(async (tx) => {
        await tx.query("INSERT INTO settings (key, value) VALUES ('rollback.check', '1')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await t.platform.db.query("SELECT 1 FROM settings WHERE key = 'rollback.check'")).toEqual([]);
  });
});
