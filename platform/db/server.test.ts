import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';

/**
 * The same platform on a PostgreSQL server, through `pg`. Runs only when TEST_DATABASE_URL
 * names a database it may fill (e.g. postgres://postgres@127.0.0.1:5432/platform_test).
 */
const url = process.env['TEST_DATABASE_URL'];

describe.runIf(url)('on a PostgreSQL server', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ databaseUrl: url });
  });
  afterAll(() => t?.platform.close());

  it('migrates, seeds, logs in and reads the ledger as on PGlite', async () => {
    expect(t.platform.db.kind).toBe('pg');
    const login = await t.login('demo_player', 'Player2026', { ip: `198.18.0.${Math.floor(Math.random() * 250)}` });
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
