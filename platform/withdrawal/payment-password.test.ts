import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { PAYMENT_PASSWORD_LOCK_MS } from './payment-password';
import { addAccount, entryCount, newPlayer, pinState, readyPlayer, setPin, submit } from './test-helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

describe('setting and changing the payment password', () => {
  it('needs the login password the first time, six digits and the same confirmation', async () => {
    const player = await newPlayer(t);
    expect((await pinState(t, player)).isSet).toBe(false);
    const missing = await setPin(t, player, { newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(missing.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'loginPassword' } });
    const wrong = await setPin(t, player, { loginPassword: 'Nope2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(wrong.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'loginPassword' } });
    const letters = await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '24681a', confirmPaymentPassword: '24681a' });
    expect(letters.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'newPaymentPassword' } });
    const mismatch = await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246811' });
    expect(mismatch.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'confirmPaymentPassword' } });
    expect((await pinState(t, player)).isSet).toBe(false);
    const done = await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(done.body.success).toBe(true);
    expect((await pinState(t, player)).isSet).toBe(true);
    const [row] = await t.platform.db.query<{ payment_password_hash: string }>('SELECT payment_password_hash FROM members WHERE id = $1', [player.id]);
    expect(row!.payment_password_hash).toMatch(/^scrypt\$/);
    expect(row!.payment_password_hash).not.toContain('246810');
  });

  it('changes it with the old one, or with an SMS code to the account mobile', async () => {
    const player = await newPlayer(t, { mobile: '9175550101' });
    await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    const wrongOld = await setPin(t, player, { oldPaymentPassword: '111111', newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(wrongOld.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'oldPaymentPassword' } });
    const neither = await setPin(t, player, { newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(neither.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'oldPaymentPassword' } });
    expect((await setPin(t, player, { oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).body.success).toBe(true);

    expect((await t.call('POST', '/wps/withdrawal/paymentPassword/sms', { token: player.token, body: {} })).body.success).toBe(true);
    const code = await t.smsCode('+639175550101');
    expect(code).toMatch(/^\d{6}$/);
    const badCode = await setPin(t, player, {
      verificationCode: code === '000000' ? '000001' : '000000',
      newPaymentPassword: '975310',
      confirmPaymentPassword: '975310',
    });
    expect(badCode.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'verificationCode' } });
    expect((await setPin(t, player, { verificationCode: code, newPaymentPassword: '975310', confirmPaymentPassword: '975310' })).body.success).toBe(true);
    // The new one now guards withdrawals: the old one is wrong.
    const account = await addAccount(t, player, { bankCode: 'GCASH', accountNumber: '09175550101', holderName: 'JUAN DELA CRUZ' });
    const old = await submit(t, player, { accountId: account.body.value!.id, amount: 200, paymentPassword: '135790' });
    expect(old.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'paymentPassword' } });
    expect((await submit(t, player, { accountId: account.body.value!.id, amount: 200, paymentPassword: '975310' })).body.success).toBe(true);
  });
});

describe('the payment password lock', () => {
  it('refuses five wrong answers with the attempts left, then locks with the unlock time, and moves nothing', async () => {
    const player = await readyPlayer(t);
    const entries = await entryCount(t, player.id);
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: '000000' });
      expect(wrong.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'paymentPassword', attemptsLeft: left } });
    }
    const fifth = await submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: '000000' });
    const lockedUntil = new Date(t.now() + PAYMENT_PASSWORD_LOCK_MS).toISOString();
    expect(fifth.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_LOCKED', value: { field: 'paymentPassword', lockedUntil } });
    expect(fifth.body.message).toContain(lockedUntil.slice(11, 16));
    // Locked: even the right password is refused until the time has passed.
    const right = await submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: '246810' });
    expect(right.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_LOCKED' });
    expect(await pinState(t, player)).toMatchObject({ lockedUntil, attemptsLeft: 0 });
    expect(await entryCount(t, player.id)).toBe(entries);

    t.advance(PAYMENT_PASSWORD_LOCK_MS + 1000);
    expect(await pinState(t, player)).toMatchObject({ lockedUntil: null, attemptsLeft: 5 });
    expect((await submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: '246810' })).body.success).toBe(true);
  });
});
