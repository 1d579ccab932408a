import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPassword } from '../../../src/contract/validation/rules';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

let ips = 0;
const ip = () => `198.20.0.${++ips}`;
const tokenOf = async (username: string, password: string) => {
  const reply = await t.login(username, password, { ip: ip() });
  expect(reply.body.success, `${username}: ${reply.body.message}`).toBe(true);
  return reply.body.value!.token;
};
const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword, language = 'EN') =>
  t.call('PUT', '/wps/member/password', { token, body: { oldPassword, newPassword, confirmNewPassword }, encrypt: true, language });
const live = async (token: string) => (await t.call('GET', '/wps/member/info', { token })).status === 200;

describe('changing the password', () => {
  it('checks old, rule, confirmation and difference, each on its field', async () => {
    const token = await tokenOf('team_ana', 'TeamAna2026');
    const cases: [string, string, string, string, string][] = [
      ['', 'TeamAna2027', 'TeamAna2027', 'oldPassword', 'Please fill in the old password.'],
      ['TeamAna2026', 'short', 'short', 'newPassword', 'The password must be 7-20 characters and contain both letters and numbers.'],
      ['TeamAna2026', 'TeamAna2027', 'TeamAna2028', 'confirmNewPassword', 'Confirmation password is not correct.'],
      ['TeamAna2026', 'TeamAna2026', 'TeamAna2026', 'newPassword', 'The new password must be different from the old password.'],
      ['Wrong2026', 'TeamAna2027', 'TeamAna2027', 'oldPassword', 'The old password is incorrect.'],
    ];
    for (const [oldPassword, newPassword, confirm, field, message] of cases) {
      const reply = await change(token, oldPassword, newPassword, confirm);
      expect(reply.body, message).toEqual({ success: false, message, errorCode: 'VALIDATION', value: { field } });
    }
    expect((await change(token, 'TeamAna2026', 'TeamAna2027', 'x', 'TY')).body.message).toBe('Hindi tugma ang kumpirmasyon ng password.');
    expect((await t.call('PUT', '/wps/member/password', { body: {}, encrypt: true })).status).toBe(401);
  });

  it('ends every session of the account, this one included, and takes the new password', async () => {
    const token = await tokenOf('team_ana', 'TeamAna2026');
    const other = await tokenOf('team_ana', 'TeamAna2026');
    const bystander = await tokenOf('team_ben', 'TeamBen2026');
    expect((await change(token, 'TeamAna2026', 'TeamAna2027')).body).toEqual({ success: true, value: null });
    expect(await live(token)).toBe(false);
    expect(await live(other)).toBe(false);
    expect(await live(bystander)).toBe(true);
    expect((await t.login('team_ana', 'TeamAna2026', { ip: ip() })).body.success).toBe(false);
    expect((await t.login('team_ana', 'TeamAna2027', { ip: ip() })).body.success).toBe(true);
  });

  it('allows five wrong old passwords per account in 15 minutes, then 429', async () => {
    const token = await tokenOf('team_ben', 'TeamBen2026');
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(token, `Wrong${attempt}x`, 'TeamBen2027')).body.value).toEqual({ field: 'oldPassword' });
    const blocked = await change(token, 'TeamBen2026', 'TeamBen2027');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ errorCode: 'RATE_LIMITED' });
    t.advance(16 * 60_000);
    const later = await tokenOf('team_ben', 'TeamBen2026');
    expect((await change(later, 'TeamBen2026', 'TeamBen2027')).body.success).toBe(true);
  });

  it('is refused for trial accounts', async () => {
    const token = await tokenOf('demo_trial', 'Trial2026');
    expect((await change(token, 'Trial2026', 'Trial2027')).body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' });
  });
});

describe('password expiry', () => {
  it('reports demo_expired as expired until the password is changed', async () => {
    const first = await t.login('demo_expired', 'Expired2026', { ip: ip() });
    expect(first.body.value).toMatchObject({ passwordExpired: true, firstTimeLogin: false });
    expect((await change(first.body.value!.token, 'Expired2026', 'Renewed2026')).body.success).toBe(true);
    expect((await t.login('demo_expired', 'Renewed2026', { ip: ip() })).body.value?.passwordExpired).toBe(false);
  });

  it('follows passwordMaxAgeDays and the password_expired flag', async () => {
    expect((await t.login('demo_player', 'Player2026', { ip: ip() })).body.value?.passwordExpired).toBe(false);
    t.advance(91 * 86_400_000);
    expect((await t.login('demo_player', 'Player2026', { ip: ip() })).body.value?.passwordExpired).toBe(true);
    await t.setSetting('accountRules', { passwordMaxAgeDays: 365 });
    expect((await t.login('demo_player', 'Player2026', { ip: ip() })).body.value?.passwordExpired).toBe(false);
    await t.platform.db.query("UPDATE members SET password_expired = true WHERE account = 'demo_player'");
    expect((await t.login('demo_player', 'Player2026', { ip: ip() })).body.value?.passwordExpired).toBe(true);
    await t.platform.db.query("UPDATE members SET password_expired = false WHERE account = 'demo_player'");
    await t.setSetting('accountRules', {});
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string, from = ip(), language = 'EN') =>
    t.call('POST', '/wps/member/password/email', { body: { username, email }, form: true, ip: from, language });

  it('mails a new valid password when username and e-mail match, ending the sessions', async () => {
    const token = await tokenOf('demo_player', 'Player2026');
    const reply = await forgot('Demo_Player', 'Demo.Player@Example.com');
    expect(reply.body).toEqual({ success: true, value: null });
    const [mail] = await t.platform.readOutbox({ kind: 'email', recipient: 'demo.player@example.com' });
    const password = /new password is: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(mail?.body).toContain('Hello demo_player');
    expect(isValidPassword(password)).toBe(true);
    expect(await live(token)).toBe(false);
    expect((await t.login('demo_player', 'Player2026', { ip: ip() })).body.success).toBe(false);
    expect((await t.login('demo_player', password, { ip: ip() })).body.success).toBe(true);
    const [row] = await t.platform.db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE account = 'demo_player'");
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it("answers 'Username/Email does not exist' when they do not match", async () => {
    for (const [username, email] of [
      ['demo_player', 'other@example.com'],
      ['nobody', 'demo.player@example.com'],
      ['team_ben', ''],
      ['', ''],
    ]) {
      const reply = await forgot(username!, email!);
      expect(reply.body, `${username} ${email}`).toEqual({ success: false, message: 'Username/Email does not exist', errorCode: 'NOT_FOUND' });
    }
    expect((await forgot('nobody', 'x@y.z', ip(), 'TY')).body.message).toBe('Hindi umiiral ang Username/Email');
  });

  it('limits resets to three an hour per account and ten tries an hour per IP', async () => {
    t.advance(2 * 3_600_000);
    for (let reset = 0; reset < 3; reset++) expect((await forgot('demo_player', 'demo.player@example.com')).body.success).toBe(true);
    const fourth = await forgot('demo_player', 'demo.player@example.com');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'Too many password reset requests. Please try again in an hour.' });

    const from = ip();
    for (let attempt = 0; attempt < 10; attempt++) await forgot('nobody', 'x@y.z', from);
    expect((await forgot('nobody', 'x@y.z', from)).status).toBe(429);
  });
});
