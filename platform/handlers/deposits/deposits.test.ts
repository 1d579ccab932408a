import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSettle } from '../../deposits/operator';
import { DEPOSIT_ORDER_TTL_MS, expireDue } from '../../deposits/orders';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';

interface Order {
  reference: string;
  channel: string;
  status: string;
  amount: number;
  fee: number;
  receiving: { name: string; account: string; bank: string } | null;
  payUrl: string | null;
}

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
});
afterAll(() => t.platform.close());

const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;
const create = (channel: string, amount: number, idempotencyKey: string = randomUUID()) =>
  t.call<Order>('POST', '/wps/v2/deposit/create', { token, body: { channel, amount, idempotencyKey } });
const order = async (reference: string) => (await t.call<Order>('GET', '/wps/v2/deposit/order', { token, query: { reference } })).body.value!;
const ledgerIsClean = async () => expect((await checkLedger(t.platform.db)).problems).toEqual([]);
const provider = (path: string, init?: RequestInit) => t.platform.handle(new Request(new URL(path, 'http://platform.internal'), init));

describe('deposit channels', () => {
  it('lists the seeded channels with limits, fee, processing time and open state', async () => {
    const reply = await t.call<{ channels: { code: string; min: number; max: number; feeBps: number; open: boolean }[] }>('GET', '/wps/v2/deposit/channels', {
      token,
    });
    expect(reply.body.value!.channels.map((channel) => channel.code)).toEqual(['BANK', 'GCASH', 'MAYA', 'QRPH', 'USDT']);
    expect(reply.body.value!.channels[1]).toMatchObject({ min: 100, max: 50000, feeBps: 150, open: true });
  });
});

describe('a bank-transfer deposit', () => {
  it('shows the receiving account and is credited once by the operator', async () => {
    const before = await balance();
    const created = await create('BANK', 1000);
    expect(created.body.value).toMatchObject({ status: 'PENDING', amount: 1000, fee: 0, payUrl: null, receiving: { bank: 'BDO Unibank' } });
    const { reference } = created.body.value!;
    expect(await balance()).toBe(before);
    expect(await operatorSettle(t.platform.db, 'confirm', reference, t.now())).toMatchObject({ ok: true });
    expect((await order(reference)).status).toBe('PAID');
    expect(await balance()).toBe(before + 1000);
    // Confirming again, or failing it now, is refused and moves nothing.
    expect(await operatorSettle(t.platform.db, 'confirm', reference, t.now())).toMatchObject({ ok: false, line: expect.stringMatching(/paid already/) });
    expect(await operatorSettle(t.platform.db, 'fail', reference, t.now())).toMatchObject({ ok: false });
    expect(await balance()).toBe(before + 1000);
    const entries = await t.platform.db.query('SELECT 1 FROM ledger_entries WHERE reference = $1', [reference]);
    expect(entries).toHaveLength(1);
    await ledgerIsClean();
  });

  it('a failed order credits nothing and cannot be confirmed afterwards', async () => {
    const before = await balance();
    const { reference } = (await create('BANK', 600)).body.value!;
    expect(await operatorSettle(t.platform.db, 'fail', reference, t.now())).toMatchObject({ ok: true });
    expect(await operatorSettle(t.platform.db, 'confirm', reference, t.now())).toMatchObject({ ok: false });
    expect((await order(reference)).status).toBe('FAILED');
    expect(await balance()).toBe(before);
  });

  it('expires unpaid after its time, when read and in the periodic pass; a late confirmation moves nothing', async () => {
    const before = await balance();
    const read = (await create('BANK', 700)).body.value!.reference;
    const passed = (await create('BANK', 800)).body.value!.reference;
    t.advance(DEPOSIT_ORDER_TTL_MS + 1);
    expect(await expireDue(t.platform.db, t.now())).toBe(2);
    expect((await order(read)).status).toBe('EXPIRED');
    expect(await operatorSettle(t.platform.db, 'confirm', passed, t.now())).toMatchObject({ ok: false, line: expect.stringMatching(/expired/) });
    expect(await balance()).toBe(before);
  });
});

describe('an e-wallet deposit', () => {
  it('opens the provider page; approving credits once, a second press moves nothing', async () => {
    const before = await balance();
    const created = (await create('GCASH', 500)).body.value!;
    expect(created).toMatchObject({ fee: 7.5, receiving: null, payUrl: expect.stringMatching(/^\/lgw\/pay\/order\?token=/) });
    const pageHtml = await (await provider(created.payUrl!)).text();
    expect(pageHtml).toContain(created.reference);
    expect(pageHtml).toContain('Approve payment');
    const token = new URL(created.payUrl!, 'http://x').searchParams.get('token')!;
    const approve = () =>
      provider('/lgw/pay/decide', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, decision: 'approve', lang: 'EN' }),
      });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(409);
    expect((await order(created.reference)).status).toBe('PAID');
    expect(await balance()).toBe(before + 500);
    await ledgerIsClean();
  });

  it('cancelling fails the order', async () => {
    const created = (await create('MAYA', 200)).body.value!;
    const token = new URL(created.payUrl!, 'http://x').searchParams.get('token')!;
    await provider('/lgw/pay/decide', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'cancel' }),
    });
    expect(await order(created.reference)).toMatchObject({ status: 'FAILED', payUrl: null });
  });
});

describe('creating an order', () => {
  it('one key makes one order (a double click), two keys two', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([create('QRPH', 300, key), create('QRPH', 300, key)]);
    expect(first.body.value!.reference).toBe(second.body.value!.reference);
    await create('QRPH', 300);
    const rows = await t.platform.db.query("SELECT 1 FROM deposit_orders WHERE channel_code = 'QRPH'");
    expect(rows).toHaveLength(2);
    const recent = await t.call<{ orders: Order[] }>('GET', '/wps/v2/deposit/orders', { token });
    const qrph = recent.body.value!.orders.filter((order) => order.channel === 'QRPH');
    expect(qrph).toHaveLength(2);
    expect(qrph.every((order) => order.status === 'PENDING')).toBe(true);
  });

  it('refuses bad amounts and closed or unknown channels under their field, creating nothing', async () => {
    const count = async () => (await t.platform.db.query('SELECT 1 FROM deposit_orders')).length;
    const before = await count();
    const cases: [string, number, string, string][] = [
      ['BANK', 499.99, 'VALIDATION', 'amount'],
      ['BANK', 500000.01, 'VALIDATION', 'amount'],
      ['BANK', -1, 'VALIDATION', 'amount'],
      ['BANK', 1000.001, 'VALIDATION', 'amount'],
      ['NOPE', 1000, 'VALIDATION', 'channel'],
    ];
    for (const [channel, amount, code, field] of cases) {
      expect((await create(channel, amount)).body, `${channel} ${amount}`).toMatchObject({ success: false, errorCode: code, value: { field } });
    }
    await t.platform.db.query("UPDATE deposit_channels SET is_open = false WHERE code = 'USDT'");
    expect((await create('USDT', 2000)).body).toMatchObject({ success: false, errorCode: 'CHANNEL_CLOSED', value: { field: 'channel' } });
    expect(await count()).toBe(before);
  });

  it('an unknown reference is not found', async () => {
    expect((await t.call('GET', '/wps/v2/deposit/order', { token, query: { reference: 'DP2026NOPE' } })).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
    });
  });
});
