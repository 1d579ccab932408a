import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';

/**
 * The login limits as docs/platform-api.md "Login, captcha and rate limits" promises them:
 * an account asks for the captcha from its 3rd failure and locks after its 10th, from
 * whichever IPs they came; an IP (one mobile carrier's address serves thousands of players)
 * asks for the captcha after 30 failures over any accounts and never locks anyone; an account
 * has at most 5 live sessions, a new login ending the oldest.
 */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

/** A fresh captcha's answer, drawn from an IP of its own (images are limited per IP). */
let captchas = 0;
const solved = async () => {
  const uuid = `guard-captcha-${++captchas}`;
  return { captcha: await t.captcha(uuid, `203.0.113.${200 + (captchas % 50)}`), captchaUuid: uuid };
};
const live = async (token: string) => (await t.call('GET', '/wps/member/info', { token })).status === 200;

describe('failed logins', () => {
  it("count per account: its captcha from the 3rd, its lock after the 10th, and nobody else's lock on the same IP", async () => {
    const carrier = '198.51.100.77';
    for (let failure = 1; failure <= 10; failure++) {
      const reply = await t.login('team_ana', `wrong-${failure}`, { ip: carrier, ...(failure >= 3 ? await solved() : {}) });
      expect(reply.status, `failure ${failure}`).toBe(200);
      // The failure that reaches 3 already asks for the captcha; from then on every one does.
      expect(reply.body, `failure ${failure}`).toMatchObject(
        failure < 3 ? { errorCode: 'INVALID_CREDENTIALS', value: { captcha: false } } : { errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } },
      );
    }
    // The account is locked, right password and captcha or not, from any IP.
    const locked = await t.login('team_ana', 'TeamAna2026', { ip: '198.51.100.78', ...(await solved()) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(locked.headers.get('Retry-After')).toBe('900');

    // Another player behind the same carrier IP logs in as usual, without a captcha.
    const neighbour = await t.login('team_ben', 'TeamBen2026', { ip: carrier });
    expect(neighbour.body.success, neighbour.body.message).toBe(true);

    t.advance(16 * 60_000);
    expect((await t.login('team_ana', 'TeamAna2026', { ip: carrier })).body.success).toBe(true);
  });

  it('a failure of one account from an IP asks no captcha of another account from it', async () => {
    const ip = '198.51.100.79';
    for (let failure = 0; failure < 2; failure++) expect((await t.login('demo_trial', 'wrong', { ip })).body.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await t.login('demo_agent', 'wrong', { ip })).body).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', value: { captcha: false } });
    expect((await t.login('demo_agent', 'Agent2026', { ip })).body.success).toBe(true);
  });

  it('of many accounts from one IP ask that IP for the captcha after 30, and never lock it', async () => {
    const ip = '198.51.100.80';
    for (let failure = 1; failure <= 30; failure++) {
      const reply = await t.login(`nobody_${failure}`, 'Whatever2026', { ip });
      expect(reply.body.errorCode, `failure ${failure}`).toBe(failure < 30 ? 'INVALID_CREDENTIALS' : 'CAPTCHA_REQUIRED');
    }
    // Without a captcha the IP's logins are refused before the password is tried ...
    expect((await t.login('demo_player', 'Player2026', { ip })).body).toMatchObject({
      success: false,
      errorCode: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    // ... and however many more fail, with a captcha the IP is never locked.
    for (let failure = 0; failure < 15; failure++) {
      const reply = await t.login(`nobody_more_${failure}`, 'Whatever2026', { ip, ...(await solved()) });
      expect(reply.status).toBe(200);
      expect(reply.body.errorCode).toBe('CAPTCHA_REQUIRED');
    }
    expect((await t.login('demo_player', 'Player2026', { ip, ...(await solved()) })).body.success).toBe(true);
    // Another IP needs no captcha.
    expect((await t.login('demo_player', 'Player2026', { ip: '198.51.100.81' })).body.success).toBe(true);
  });
});

describe('live sessions', () => {
  it("are at most five per account: the sixth login ends the oldest, and no other account's", async () => {
    const bystander = (await t.login('demo_expired', 'Expired2026', { ip: '198.51.100.90' })).body.value!.token;
    const tokens: string[] = [];
    for (let login = 0; login < 5; login++) {
      const reply = await t.login('team_ben', 'TeamBen2026', { ip: `198.51.100.${91 + login}` });
      expect(reply.body.success, reply.body.message).toBe(true);
      tokens.push(reply.body.value!.token);
    }
    for (const token of tokens) expect(await live(token)).toBe(true);

    const sixth = (await t.login('team_ben', 'TeamBen2026', { ip: '198.51.100.96' })).body.value!.token;
    expect(await live(sixth)).toBe(true);
    expect(await live(tokens[0]!)).toBe(false);
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token: tokens[0]! })).body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
    for (const token of tokens.slice(1)) expect(await live(token)).toBe(true);
    expect(await live(bystander)).toBe(true);

    // Each further login ends the then oldest.
    await t.login('team_ben', 'TeamBen2026', { ip: '198.51.100.97' });
    expect(await live(tokens[1]!)).toBe(false);
    expect(await live(tokens[2]!)).toBe(true);
  });
});
