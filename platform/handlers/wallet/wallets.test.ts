import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';

interface Wallets {
  sumBalance: number;
  wallets: { code: string; name: string; balance: number }[];
}

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('demo_player', 'Player2026')).body.value!.token;
});
afterAll(() => t.platform.close());

const wallets = async () => (await t.call<Wallets>('GET', '/wps/v2/wallets', { token })).body.value!;
const balanceOf = async (code: string) => (await wallets()).wallets.find((wallet) => wallet.code === code)!.balance;
const transfer = (body: Record<string, unknown>, idempotencyKey: string = randomUUID()) =>
  t.call<Wallets>('POST', '/wps/relay/GCS_walletTransfer', { token, body: { ...body, idempotencyKey } });
const ledgerIsClean = async () => expect((await checkLedger(t.platform.db)).problems).toEqual([]);

describe('the wallets', () => {
  it('lists the main wallet first, then each vendor wallet, with their sum (the header balance)', async () => {
    const value = await wallets();
    expect(value.wallets.map((wallet) => wallet.code)).toEqual(['MAIN', 'SABA', 'EVO', 'DS88']);
    expect(value.sumBalance).toBe(1234.56);
    expect(value.wallets[0]!.balance).toBe(1234.56);
    await ledgerIsClean();
  });

  it('moves money to a vendor wallet and back, both legs in the ledger, the header sum unchanged', async () => {
    const out = await transfer({ from: 'MAIN', to: 'SABA', amount: 100.5 });
    expect(out.body.success).toBe(true);
    expect(out.body.value!.wallets.find((wallet) => wallet.code === 'SABA')!.balance).toBe(100.5);
    expect(out.body.value!.sumBalance).toBe(1234.56);
    expect((await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance).toBe(1234.56);
    expect((await transfer({ from: 'SABA', to: 'MAIN', amount: 0.5 })).body.success).toBe(true);
    expect(await balanceOf('SABA')).toBe(100);
    expect(await balanceOf('MAIN')).toBe(1134.56);
    await ledgerIsClean();
  });

  it('applies one key once (a double click), two keys twice', async () => {
    const before = await balanceOf('EVO');
    const key = randomUUID();
    const [first, second] = await Promise.all([transfer({ from: 'MAIN', to: 'EVO', amount: 10 }, key), transfer({ from: 'MAIN', to: 'EVO', amount: 10 }, key)]);
    expect(first.body).toEqual(second.body);
    expect(await balanceOf('EVO')).toBe(before + 10);
    await transfer({ from: 'MAIN', to: 'EVO', amount: 10 });
    expect(await balanceOf('EVO')).toBe(before + 20);
    const [row] = await t.platform.db.query<{ count: bigint }>("SELECT count(*) AS count FROM ledger_entries WHERE wallet = 'EVO' AND kind = 'TRANSFER_IN'");
    expect(Number(row!.count)).toBe(2);
    await ledgerIsClean();
  });

  it('refuses bad transfers with the field to show them under, and moves nothing', async () => {
    const before = await wallets();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: 'MAIN', to: 'SABA', amount: 0 }, 'VALIDATION', 'amount'],
      [{ from: 'MAIN', to: 'SABA', amount: -5 }, 'VALIDATION', 'amount'],
      [{ from: 'MAIN', to: 'SABA', amount: 1.234 }, 'VALIDATION', 'amount'],
      [{ from: 'MAIN', to: 'SABA', amount: 999999 }, 'INSUFFICIENT_FUNDS', 'amount'],
      [{ from: 'SABA', to: 'MAIN', amount: 100.01 }, 'INSUFFICIENT_FUNDS', 'amount'],
      [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'VALIDATION', 'to'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'VALIDATION', 'to'],
      [{ from: 'SABA', to: 'EVO', amount: 1 }, 'VALIDATION', 'to'],
    ];
    for (const [body, code, field] of cases) {
      const reply = await transfer(body);
      expect(reply.body, JSON.stringify(body)).toMatchObject({ success: false, errorCode: code, value: { field } });
    }
    expect(await wallets()).toEqual(before);
  });

  it('brings every vendor wallet back to main in one call, once per key', async () => {
    const key = randomUUID();
    const collect = () => t.call<Wallets>('POST', '/wps/v2/wallets/collect', { token, body: { idempotencyKey: key } });
    const [first, second] = await Promise.all([collect(), collect()]);
    expect(first.body).toEqual(second.body);
    expect(first.body.value!.wallets.map((wallet) => wallet.balance)).toEqual([1234.56, 0, 0, 0]);
    await ledgerIsClean();
  });

  it('refuses a trial account', async () => {
    const trial = (await t.login('demo_trial', 'Trial2026')).body.value!.token;
    const reply = await t.call('POST', '/wps/relay/GCS_walletTransfer', {
      token: trial,
      body: { from: 'MAIN', to: 'SABA', amount: 1, idempotencyKey: randomUUID() },
    });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' });
  });
});

describe('a key sent again after a day', () => {
  it('finds its transfer or collect in the ledger and refuses it with a clear message, moving nothing', async () => {
    const transferKey = randomUUID();
    const collectKey = randomUUID();
    const collect = () => t.call<Wallets>('POST', '/wps/v2/wallets/collect', { token, body: { idempotencyKey: collectKey } });
    expect((await transfer({ from: 'MAIN', to: 'SABA', amount: 5 }, transferKey)).body.success).toBe(true);
    expect((await collect()).body.success).toBe(true);
    // Money in another vendor wallet than the one the key collected: the key is refused all the same.
    expect((await transfer({ from: 'MAIN', to: 'EVO', amount: 7 })).body.success).toBe(true);
    const before = await wallets();

    t.advance(24 * 3600_000 + 1);
    token = (await t.login('demo_player', 'Player2026')).body.value!.token;
    for (const again of [await transfer({ from: 'MAIN', to: 'SABA', amount: 5 }, transferKey), await collect()]) {
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED', value: { field: 'idempotencyKey' } });
      expect(again.body.message).toContain('nothing was moved now');
    }
    expect(await wallets()).toEqual(before);
    await ledgerIsClean();
  });
});

describe('the ledger check', () => {
  it('reports a wallet below zero and a ledger wallet no call answers', async () => {
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    await t.platform.db.query("INSERT INTO ledger_entries (member_id, wallet, amount_minor, kind) VALUES ($1, 'SABA', -1, 'TEST'), ($1, 'GHOST', 5, 'TEST')", [
      member!.id,
    ]);
    expect((await checkLedger(t.platform.db)).problems).toEqual(['team_ben/SABA: negative -1', 'team_ben/GHOST: ledger 5 in a wallet no call answers']);
    await t.platform.db.query("DELETE FROM ledger_entries WHERE kind = 'TEST'");
    await ledgerIsClean();
  });
});
