import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { MAX_WITHDRAWAL_ACCOUNTS } from './accounts';
import { addAccount, entryCount, newPlayer, readyPlayer, submit } from './test-helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const list = async (token: string) =>
  (
    await t.call<{ accounts: { id: number; last4: string; bankName: string }[]; max: number; payeeName: string | null }>('GET', '/wps/withdrawal/accounts', {
      token,
    })
  ).body.value!;

describe('withdrawal accounts', () => {
  it('lists the e-wallets and the banks of the Philippines', async () => {
    const player = await newPlayer(t);
    const banks = (await t.call<{ code: string; kind: string }[]>('GET', '/wps/withdrawal/banks', { token: player.token })).body.value!;
    expect(banks.slice(0, 2)).toEqual([
      { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
      { code: 'MAYA', name: 'Maya', kind: 'ewallet' },
    ]);
    expect(banks.filter((bank) => bank.kind === 'bank').length).toBeGreaterThanOrEqual(8);
  });

  it('takes the holder name in letters A-Z (upper-cased as given) and equal to the payee name, and shows the number masked', async () => {
    const player = await newPlayer(t, { payeeName: 'JUAN DELA CRUZ' });
    const digits = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '001234567890', holderName: 'JUAN DELA CRUZ 2' });
    expect(digits.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'holderName' } });
    const other = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '001234567890', holderName: 'PEDRO PENDUKO' });
    expect(other.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'holderName' } });
    expect(other.body.message).toContain('JUAN DELA CRUZ');
    const shortNumber = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '12345', holderName: 'JUAN DELA CRUZ' });
    expect(shortNumber.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'accountNumber' } });
    const wallet = await addAccount(t, player, { bankCode: 'GCASH', accountNumber: '001234567890', holderName: 'JUAN DELA CRUZ' });
    expect(wallet.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'accountNumber' } });
    const unknown = await addAccount(t, player, { bankCode: 'NOPE', accountNumber: '001234567890', holderName: 'JUAN DELA CRUZ' });
    expect(unknown.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'bankCode' } });
    expect((await list(player.token)).accounts).toEqual([]);

    const added = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '0012-3456-7890', holderName: 'Juan  dela cruz' });
    expect(added.body.value).toMatchObject({ bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank', holderName: 'JUAN DELA CRUZ', last4: '7890' });
    expect(JSON.stringify((await list(player.token)).accounts)).not.toContain('001234567890');
    const twice = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '001234567890', holderName: 'JUAN DELA CRUZ' });
    expect(twice.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'accountNumber' } });
  });

  it("registers the payee name with a member's first account when none was given at registration", async () => {
    const player = await newPlayer(t, { payeeName: null as unknown as string });
    expect((await list(player.token)).payeeName).toBeNull();
    expect((await addAccount(t, player, { bankCode: 'MAYA', accountNumber: '09171112222', holderName: 'ANA REYES' })).body.success).toBe(true);
    expect((await list(player.token)).payeeName).toBe('ANA REYES');
    const other = await addAccount(t, player, { bankCode: 'BPI', accountNumber: '1234567890', holderName: 'BEN REYES' });
    expect(other.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'holderName' } });
  });

  it(`keeps at most ${MAX_WITHDRAWAL_ACCOUNTS} accounts and refuses one more with WITHDRAWAL_ACCOUNT_LIMIT`, async () => {
    const player = await newPlayer(t);
    for (let n = 0; n < MAX_WITHDRAWAL_ACCOUNTS; n += 1) {
      expect((await addAccount(t, player, { bankCode: 'BPI', accountNumber: `123456789${n}`, holderName: 'JUAN DELA CRUZ' })).body.success).toBe(true);
    }
    const sixth = await addAccount(t, player, { bankCode: 'BPI', accountNumber: '1234567899', holderName: 'JUAN DELA CRUZ' });
    expect(sixth.body).toMatchObject({
      success: false,
      errorCode: 'WITHDRAWAL_ACCOUNT_LIMIT',
      value: { field: 'accountNumber', max: MAX_WITHDRAWAL_ACCOUNTS },
    });
    const { accounts, max } = await list(player.token);
    expect([accounts.length, max]).toEqual([MAX_WITHDRAWAL_ACCOUNTS, MAX_WITHDRAWAL_ACCOUNTS]);
    // Removing one makes room.
    expect((await t.call('DELETE', '/wps/withdrawal/accounts', { token: player.token, query: { id: accounts[0]!.id } })).body.success).toBe(true);
    expect((await addAccount(t, player, { bankCode: 'BPI', accountNumber: '1234567899', holderName: 'JUAN DELA CRUZ' })).body.success).toBe(true);
  });

  it("removes an account: it leaves the list, a withdrawal to it is refused on its field and moves nothing; another member's cannot be removed", async () => {
    const player = await readyPlayer(t);
    const stranger = await newPlayer(t);
    const notMine = await t.call('DELETE', '/wps/withdrawal/accounts', { token: stranger.token, query: { id: player.accountId } });
    expect(notMine.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await t.call('DELETE', '/wps/withdrawal/accounts', { token: player.token, query: { id: player.accountId } })).body.success).toBe(true);
    expect((await list(player.token)).accounts).toEqual([]);
    const entries = await entryCount(t, player.id);
    const refused = await submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: '246810' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', value: { field: 'accountId' } });
    expect(await entryCount(t, player.id)).toBe(entries);
  });
});
