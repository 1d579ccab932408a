import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_LIMIT } from '../../platform/handlers/member/change-password';
import { SET_PAYMENT_PASSWORD_LIMIT } from '../../platform/handlers/withdrawal/set-payment-password';
import { LOGIN_LIMITS } from '../../platform/security/login-guard';
import { startTestPlatform, type TestPlatform } from '../../platform/test-support';
import { newPlayer, type Player, setPin } from '../../platform/withdrawal/test-helpers';
import { type PostgresServer, startPostgres } from './postgres-server';

/**
 * Guess limits across two platform instances on one real PostgreSQL server
 * (docs/decisions/0061-guess-limits.md): each burst of wrong guesses is sent at once,
 * alternately to either instance, and the wrong-answer refusals count the guesses checked; the
 * right secret, sent after the burst, is refused. (Sent within the burst, it could be among the
 * first to arrive and rightly pass.) Each instance has its own connection pool, so the requests
 * really run side by side in PostgreSQL, which PGlite (one connection) never does.
 */

let postgres: PostgresServer;
let instances: [TestPlatform, TestPlatform];

beforeAll(async () => {
  postgres = await startPostgres();
  const first = await startTestPlatform({ databaseUrl: postgres.url, now: () => Date.now() });
  instances = [first, await startTestPlatform({ databaseUrl: postgres.url, now: () => Date.now() })];
}, 180_000);

afterAll(async () => {
  for (const instance of instances ?? []) await instance.platform.close();
  // pg's pool.end() resolves before its sockets have closed; stopping the server under them
  // makes each pool report "terminating connection due to administrator command".
  await new Promise((done) => setTimeout(done, 500));
  postgres?.stop();
}, 60_000);

/** `wrong` guesses all at once, guess i to instance i % 2, then the right answer to the first instance. */
async function burst<T>(wrong: number, send: (instance: TestPlatform, guess: number | 'right') => Promise<T>): Promise<{ answers: T[]; right: T }> {
  const answers = await Promise.all(Array.from({ length: wrong }, (_, guess) => send(instances[guess % 2]!, guess)));
  return { answers, right: await send(instances[0], 'right') };
}

const hashes = async (player: Player) =>
  (
    await instances[0].platform.db.query<{ password_hash: string; payment_password_hash: string | null }>(
      'SELECT password_hash, payment_password_hash FROM members WHERE id = $1',
      [player.id],
    )
  )[0]!;

describe('guess limits on two instances of one PostgreSQL server', () => {
  it('PUT /wps/member/password: five of sixty wrong old passwords are checked, and the right one sent after is refused', async () => {
    const player = await newPlayer(instances[0]);
    const before = await hashes(player);
    const { answers, right } = await burst(60, (instance, guess) =>
      instance.call('PUT', '/wps/member/password', {
        token: player.token,
        body: { oldPassword: guess === 'right' ? 'Player2026' : `Wrong${guess}x`, newPassword: 'Taken2027', confirmNewPassword: 'Taken2027' },
        encrypt: true,
      }),
    );
    expect(answers.filter((answer) => answer.body.errorCode === 'VALIDATION')).toHaveLength(CHANGE_PASSWORD_LIMIT.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - CHANGE_PASSWORD_LIMIT.max);
    expect(right.status).toBe(429);
    expect((await hashes(player)).password_hash).toBe(before.password_hash);
  });

  it('POST /wps/withdrawal/paymentPassword: five of eighty wrong old payment passwords are checked, and the right one sent after is refused', async () => {
    const player = await newPlayer(instances[0]);
    await setPin(instances[0], player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    const before = await hashes(player);
    const { answers, right } = await burst(80, (instance, guess) =>
      setPin(instance, player, {
        oldPaymentPassword: guess === 'right' ? '246810' : String(100_000 + guess),
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    expect(answers.filter((answer) => answer.body.errorCode === 'VALIDATION')).toHaveLength(SET_PAYMENT_PASSWORD_LIMIT.max);
    expect(right.status).toBe(429);
    expect((await hashes(player)).payment_password_hash).toBe(before.payment_password_hash);
  });

  it('POST /wps/session/login: three of thirty passwords are checked without a captcha, and the right one sent after is refused', async () => {
    const player = await newPlayer(instances[0]);
    const { answers, right } = await burst(30, (instance, guess) =>
      instance.login(player.account, guess === 'right' ? 'Player2026' : `Wrong${guess}x`, { ip: '198.18.50.1' }),
    );
    const checked = answers.filter((answer) => /^Incorrect username or password/.test(answer.body.message ?? ''));
    expect(checked).toHaveLength(LOGIN_LIMITS.accountCaptchaAfter);
    expect(right.body).toMatchObject({ success: false, errorCode: 'CAPTCHA_REQUIRED' });
  });
});
