import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
  // Captcha answers reach the outbox only with the dev tools on.
  t.env['PLATFORM_DEV_TOOLS'] = '1';
});
afterAll(() => t.platform.close());

describe('login', () => {
  it('refuses a wrong password with the same answer as an unknown account', async () => {
    const wrong = await t.login('demo_agent', 'not-the-password', { ip: '198.51.100.2' });
    const unknown = await t.login('nobody_here', 'Whatever2026', { ip: '198.51.100.3' });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        success: false,
        errorCode: 'INVALID_CREDENTIALS',
        message: 'Incorrect username or password.',
        value: { captcha: false },
      });
    }
  });

  it('answers in Filipino when the Language header is TY', async () => {
    const reply = await t.login('team_ben', 'wrong-password', { ip: '198.51.100.4', language: 'TY' });
    expect(reply.body.message).toBe('Mali ang username o password.');
  });

  it('asks for a captcha from the third failure and accepts the right answer from the outbox', async () => {
    const ip = '198.51.100.5';
    expect((await t.login('team_ana', 'wrong-1', { ip })).body.value).toEqual({ captcha: false });
    expect((await t.login('team_ana', 'wrong-2', { ip })).body.value).toEqual({ captcha: false });
    const third = await t.login('team_ana', 'wrong-3', { ip });
    expect(third.body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    // Without a captcha the password is not even tried.
    const bare = await t.login('team_ana', 'TeamAna2026', { ip });
    expect(bare.body).toMatchObject({ success: false, errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const uuid = 'c0ffee00-1111-4222-8333-444455556666';
    expect((await t.call('GET', '/wps/captcha', { query: { uuid }, ip })).body.success).toBe(true);
    const [message] = await t.platform.readOutbox({ kind: 'captcha', recipient: uuid });
    const answer = message?.body ?? '';
    expect(answer).toMatch(/^\d{4}$/);

    const wrongCaptcha = await t.login('team_ana', 'TeamAna2026', { ip, captcha: answer === '0000' ? '1111' : '0000', captchaUuid: uuid });
    expect(wrongCaptcha.body).toMatchObject({ errorCode: 'CAPTCHA_INVALID', value: { captcha: true } });

    await t.call('GET', '/wps/captcha', { query: { uuid }, ip });
    const [fresh] = await t.platform.readOutbox({ kind: 'captcha', recipient: uuid });
    const ok = await t.login('team_ana', 'TeamAna2026', { ip, captcha: fresh?.body ?? '', captchaUuid: uuid });
    expect(ok.body.success).toBe(true);

    // Single use: the same answer does not work twice.
    const reused = await t.login('team_ana', 'TeamAna2026', { ip: '198.51.100.55', captcha: fresh?.body ?? '', captchaUuid: uuid });
    expect(reused.body.errorCode).toBe('CAPTCHA_INVALID');
  });

  it('refuses the account with HTTP 429 after ten failures, even with the right password', async () => {
    const ip = '198.51.100.6';
    for (let attempt = 0; attempt < 10; attempt++) {
      // From the third failure on a captcha is due.
      const uuid = `limit-captcha-${attempt}`;
      const captcha = attempt >= 2 ? { captcha: await t.captcha(uuid, ip), captchaUuid: uuid } : {};
      const reply = await t.login('demo_trial', 'wrong', { ip, ...captcha });
      expect(reply.status).toBe(200);
      expect(reply.body.errorCode).toBe(attempt >= 2 ? 'CAPTCHA_REQUIRED' : 'INVALID_CREDENTIALS');
    }
    const blocked = await t.login('demo_trial', 'Trial2026', { ip: '198.51.100.7' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
    expect(blocked.headers.get('Retry-After')).toBe('900');

    t.advance(16 * 60_000);
    const later = await t.login('demo_trial', 'Trial2026', { ip: '198.51.100.8' });
    expect(later.body.success).toBe(true);
  });

  it('counts a made-up captcha against the IP only, so it cannot lock the account', async () => {
    const attacker = '198.51.100.14';
    for (let attempt = 0; attempt < 30; attempt++) {
      const reply = await t.login('team_ana', 'wrong', { ip: attacker, captcha: '9999', captchaUuid: `missing-captcha-${attempt}` });
      expect(reply.body.errorCode).toBe('CAPTCHA_INVALID');
    }
    // The attacker's IP must solve a captcha from its 30th failure (an IP is never locked) ...
    expect((await t.login('team_ana', 'TeamAna2026', { ip: attacker })).body).toMatchObject({
      success: false,
      errorCode: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    // ... the account is not: a correct login from a fresh IP needs no captcha and succeeds.
    const owner = await t.login('team_ana', 'TeamAna2026', { ip: '198.51.100.15' });
    expect(owner.body.success).toBe(true);
  });

  it('password-checks at most ten of a burst of parallel wrong logins', async () => {
    const ip = '198.51.100.16';
    // Each attempt carries a valid captcha, so only the failure limit can stop it.
    const captchas = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const uuid = `burst-captcha-${attempt}`;
      captchas.push({ captcha: await t.captcha(uuid, ip), captchaUuid: uuid });
    }
    const replies = await Promise.all(captchas.map((captcha, attempt) => t.login('demo_expired', `wrong-${attempt}`, { ip, ...captcha })));
    const checked = replies.filter((reply) => reply.status === 200);
    const limited = replies.filter((reply) => reply.status === 429);
    for (const reply of checked) expect(['INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED']).toContain(reply.body.errorCode);
    for (const reply of limited) expect(reply.body.errorCode).toBe('RATE_LIMITED');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.length + limited.length).toBe(15);
    // The refused attempts were taken back: exactly the checked ones count as failures.
    const [row] = await t.platform.db.query<{ hits: number }>(
      "SELECT COALESCE(SUM(hits), 0)::int AS hits FROM rate_windows WHERE scope = 'login-fail-user' AND subject = 'demo_expired'",
    );
    expect(row?.hits).toBe(checked.length);
  });

  it('lets agents log in from the member page and refuses players on the agent page', async () => {
    const agent = await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.9', loginFrom: 'member' });
    expect(agent.body.success).toBe(true);
    const agentPage = await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.9', loginFrom: 'agent' });
    expect(agentPage.body.success).toBe(true);
    const player = await t.login('team_ben', 'TeamBen2026', { ip: '198.51.100.9', loginFrom: 'agent' });
    expect(player.body).toMatchObject({ success: false, message: 'Non-agents cannot log in', errorCode: 'NOT_AGENT' });
  });

  it('refuses agents on the member site only when agentsMayLogInAsMembers is false', async () => {
    await t.platform.db.query(`INSERT INTO settings (key, value) VALUES ('accountRules', '{"agentsMayLogInAsMembers": false}')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    t.advance(3_000);
    const member = await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.12', loginFrom: 'member' });
    expect(member.body).toEqual({ success: false, message: 'Non-member account unable to login', errorCode: 'NOT_MEMBER' });
    const ty = await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.12', language: 'TY' });
    expect(ty.body.message).toBe('Hindi makakapag-login ang account na hindi miyembro');
    // The agent page still takes them; players and trial accounts still use the member site.
    expect((await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.12', loginFrom: 'agent' })).body.success).toBe(true);
    expect((await t.login('demo_trial', 'Trial2026', { ip: '198.51.100.12', loginFrom: 'member' })).body.success).toBe(true);
    expect((await t.login('team_ben', 'TeamBen2026', { ip: '198.51.100.12' })).body.success).toBe(true);
    // Told only after the right password.
    expect((await t.login('demo_agent', 'wrong-password', { ip: '198.51.100.13' })).body.errorCode).toBe('INVALID_CREDENTIALS');
    await t.platform.db.query(`DELETE FROM settings WHERE key = 'accountRules'`);
    t.advance(3_000);
    expect((await t.login('demo_agent', 'Agent2026', { ip: '198.51.100.12' })).body.success).toBe(true);
  });

  it('asks for a captcha on every login when the setting says always', async () => {
    await t.platform.db.query(`INSERT INTO settings (key, value) VALUES ('switch.loginCaptcha', '"always"')`);
    t.advance(3_000); // past the 2-second settings cache
    const reply = await t.login('demo_player', 'Player2026', { ip: '198.51.100.10' });
    expect(reply.body).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    await t.platform.db.query(`DELETE FROM settings WHERE key = 'switch.loginCaptcha'`);
    t.advance(3_000);
    expect((await t.login('demo_player', 'Player2026', { ip: '198.51.100.10' })).body.success).toBe(true);
  });

  it('refuses a body it cannot decrypt', async () => {
    const garbled = await t.call('POST', '/wps/session/login', { body: { value: 'bm90IERFUw==' } });
    expect(garbled.status).toBe(400);
    expect(garbled.body.errorCode).toBe('DECRYPT_FAILED');
    const badHeader = await t.platform.handle(
      new Request('http://platform.internal/wps/session/login', {
        method: 'POST',
        headers: { Encryption: 'zz', 'Content-Type': 'application/json' },
        body: '{"value":"x"}',
      }),
    );
    expect(badHeader.status).toBe(400);
    expect((await badHeader.json()).errorCode).toBe('DECRYPT_FAILED');
  });
});
