import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from './login-guard';
import { MAX_WRONG_ANSWERS } from './sms-codes';
import { CHANGE_PASSWORD_LIMIT } from '../handlers/member/change-password';
import { EMAIL_RESET_LIMITS } from '../handlers/member/forgot-password-email';
import { SET_PAYMENT_PASSWORD_LIMIT } from '../handlers/withdrawal/set-payment-password';
import { queryOutbox } from '../outbox/outbox';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { MAX_PAYMENT_PASSWORD_FAILURES } from '../withdrawal/payment-password';
import { newPlayer, type Player, readyPlayer, setPin, submit } from '../withdrawal/test-helpers';

/**
 * Every guess-limited check under a burst (docs/decisions/0061-guess-limits.md): the requests are
 * sent at once, the right secret last, and the test counts the guesses actually checked. A limit
 * that reads the count, checks the secret and only then records the failure lets a burst check
 * as many guesses as it sends; one that reserves the attempt first checks at most the limit.
 * Password checks are counted at scrypt itself (verifyPassword, wrapped below); code checks by
 * their outcome: the right code sent after the allowed wrong ones must not be accepted.
 */
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checked.count += 1;
      return real.verifyPassword(password, stored);
    },
  };
});

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());
beforeEach(() => {
  // Each test starts outside every window the one before it filled.
  t.advance(2 * 3_600_000);
});

/** `wrong` guesses and then the right answer, all sent at once; the answers in the same order. */
async function burst<T>(wrong: number, send: (guess: number | 'right') => Promise<T>): Promise<T[]> {
  checked.count = 0;
  return Promise.all([...Array.from({ length: wrong }, (_, guess) => send(guess)), send('right')]);
}

let mobiles = 0;
const mobile = () => `91766${String(++mobiles).padStart(5, '0')}`;
const hashOf = async (player: Player) =>
  (
    await t.platform.db.query<{ password_hash: string; payment_password_hash: string | null }>(
      'SELECT password_hash, payment_password_hash FROM members WHERE id = $1',
      [player.id],
    )
  )[0]!;

describe('a burst of guesses checks at most the allowed number', () => {
  it('PUT /wps/member/password: five wrong old passwords, and the right one sent last is refused', async () => {
    const player = await newPlayer(t);
    const before = await hashOf(player);
    const answers = await burst(59, (guess) =>
      t.call('PUT', '/wps/member/password', {
        token: player.token,
        body: { oldPassword: guess === 'right' ? 'Player2026' : `Wrong${guess}x`, newPassword: 'Taken2027', confirmNewPassword: 'Taken2027' },
        encrypt: true,
      }),
    );
    expect(checked.count).toBe(CHANGE_PASSWORD_LIMIT.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - CHANGE_PASSWORD_LIMIT.max);
    expect(answers.at(-1)!.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect((await hashOf(player)).password_hash).toBe(before.password_hash);
  });

  it('POST /wps/withdrawal/paymentPassword: five wrong old payment passwords, and the right one sent last is refused', async () => {
    const player = await newPlayer(t);
    await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    const before = await hashOf(player);
    const answers = await burst(79, (guess) =>
      setPin(t, player, {
        oldPaymentPassword: guess === 'right' ? '246810' : String(100_000 + guess),
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    expect(checked.count).toBe(SET_PAYMENT_PASSWORD_LIMIT.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(80 - SET_PAYMENT_PASSWORD_LIMIT.max);
    expect(answers.at(-1)!.status).toBe(429);
    expect((await hashOf(player)).payment_password_hash).toBe(before.payment_password_hash);
  });

  it('POST /wps/withdrawal/paymentPassword the first time: five wrong login passwords', async () => {
    const player = await newPlayer(t);
    const answers = await burst(29, (guess) =>
      setPin(t, player, { loginPassword: guess === 'right' ? 'Player2026' : `Wrong${guess}x`, newPaymentPassword: '246810', confirmPaymentPassword: '246810' }),
    );
    expect(checked.count).toBe(SET_PAYMENT_PASSWORD_LIMIT.max);
    expect(answers.at(-1)!.status).toBe(429);
    expect((await hashOf(player)).payment_password_hash).toBeNull();
  });

  it('POST /wps/withdrawal/paymentPassword with SMS codes: the right code sent after five wrong ones is refused', async () => {
    const number = mobile();
    const player = await newPlayer(t, { mobile: number });
    await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    const before = await hashOf(player);
    expect((await t.call('POST', '/wps/withdrawal/paymentPassword/sms', { token: player.token, body: {} })).body.success).toBe(true);
    const code = await t.smsCode(`+63${number}`);
    const wrongCode = (guess: number) => String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
    const answers = await burst(SET_PAYMENT_PASSWORD_LIMIT.max, (guess) =>
      setPin(t, player, { verificationCode: guess === 'right' ? code : wrongCode(guess), newPaymentPassword: '135790', confirmPaymentPassword: '135790' }),
    );
    expect(answers.at(-1)!.body.success).toBe(false);
    expect((await hashOf(player)).payment_password_hash).toBe(before.payment_password_hash);
  });

  it('the payment password of a money call: five wrong, then locked, and the right one sent last is refused', async () => {
    const player = await readyPlayer(t);
    const answers = await burst(19, (guess) =>
      submit(t, player, { accountId: player.accountId, amount: 200, paymentPassword: guess === 'right' ? '246810' : String(100_000 + guess) }),
    );
    expect(checked.count).toBe(MAX_PAYMENT_PASSWORD_FAILURES);
    expect(answers.filter((answer) => answer.body.errorCode === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(20 - (MAX_PAYMENT_PASSWORD_FAILURES - 1));
    expect(answers.at(-1)!.body.errorCode).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('POST /wps/session/login: three passwords without a captcha, and the right one sent last is refused', async () => {
    const player = await newPlayer(t);
    const answers = await burst(29, (guess) => t.login(player.account, guess === 'right' ? 'Player2026' : `Wrong${guess}x`, { ip: '198.18.40.1' }));
    expect(checked.count).toBe(LOGIN_LIMITS.accountCaptchaAfter);
    expect(answers.filter((answer) => answer.body.errorCode === 'INVALID_CREDENTIALS')).toHaveLength(LOGIN_LIMITS.accountCaptchaAfter - 1);
    expect(answers.at(-1)!.body).toMatchObject({ success: false, errorCode: 'CAPTCHA_REQUIRED' });
  });

  it('SMS login: ten wrong codes per number, five per code, and the right code sent last is refused', async () => {
    const number = mobile();
    await newPlayer(t, { mobile: number });
    expect(
      (await t.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: number, countryDialingCode: '63' }, ip: '198.18.41.1' })).body.success,
    ).toBe(true);
    const code = await t.smsCode(`+63${number}`);
    const login = (verificationCode: string) =>
      t.call('POST', '/wps/session/login', {
        body: { type: 'sms', mobileNum: number, countryDialingCode: '63', verificationCode },
        encrypt: true,
        ip: '198.18.41.2',
      });
    const wrongCode = (guess: number) => String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
    // The code's own limit: five wrong answers void it, so a sixth, right, answer finds none.
    const answers = await burst(MAX_WRONG_ANSWERS, (guess) => login(guess === 'right' ? code : wrongCode(guess)));
    expect(answers.at(-1)!.body).toMatchObject({ success: false, value: { field: 'verificationCode' } });
    // The number's limit: ten failed logins (six so far), then 429 for the rest of the burst.
    const more = await burst(29, (guess) => login(guess === 'right' ? code : wrongCode(guess)));
    expect(more.filter((answer) => answer.status === 429)).toHaveLength(30 - (LOGIN_LIMITS.accountLockAfter - (MAX_WRONG_ANSWERS + 1)));
    expect(more.at(-1)!.status).toBe(429);
  });

  it('contact codes: the right code sent after five wrong ones is refused', async () => {
    const player = await newPlayer(t);
    const send = await t.call('POST', '/wps/member/centre/verification/send', {
      token: player.token,
      body: { channel: 'email', email: `${player.account}@example.com` },
    });
    expect(send.body.success).toBe(true);
    const [mail] = await queryOutbox(t.platform.db, { kind: 'email', recipient: `${player.account}@example.com`, limit: 1 });
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrongCode = (guess: number) => String((Number(code) + 1 + guess) % 1_000_000).padStart(6, '0');
    const answers = await burst(MAX_WRONG_ANSWERS, (guess) =>
      t.call('POST', '/wps/member/centre/verification/confirm', {
        token: player.token,
        body: { channel: 'email', verificationCode: guess === 'right' ? code : wrongCode(guess) },
      }),
    );
    expect(answers.at(-1)!.body).toMatchObject({ success: false, value: { field: 'verificationCode' } });
    const [row] = await t.platform.db.query<{ email: string | null }>('SELECT email FROM members WHERE id = $1', [player.id]);
    expect(row!.email).toBeNull();
  });

  it('forgot password by e-mail: ten pairs per IP, three resets per account, and the right pair sent last is refused', async () => {
    const player = await newPlayer(t);
    const email = `${player.account}@example.com`;
    await t.platform.db.query('UPDATE members SET email = $2 WHERE id = $1', [player.id, email]);
    const forgot = (username: string, from: string) => t.call('POST', '/wps/member/password/email', { body: { username, email }, form: true, ip: from });
    const answers = await burst(29, (guess) => forgot(guess === 'right' ? player.account : `nobody${guess}`, '198.18.42.1'));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(EMAIL_RESET_LIMITS.ip.max);
    expect(answers.at(-1)!.status).toBe(429);
    expect(await queryOutbox(t.platform.db, { kind: 'email', recipient: email, limit: 10 })).toHaveLength(0);

    const resets = await burst(9, (guess) => forgot(player.account, `198.18.43.${guess === 'right' ? 99 : guess}`));
    expect(resets.filter((answer) => answer.body.success)).toHaveLength(EMAIL_RESET_LIMITS.account.max);
    expect(await queryOutbox(t.platform.db, { kind: 'email', recipient: email, limit: 10 })).toHaveLength(EMAIL_RESET_LIMITS.account.max);
  });
});
