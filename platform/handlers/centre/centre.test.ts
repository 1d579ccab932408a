import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOutbox } from '../../outbox/outbox';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

let ips = 0;
const ip = () => `198.51.100.${++ips}`;
const tokenOf = async (username: string, password: string, headers: Record<string, string> = {}) => {
  const reply = await t.login(username, password, { ip: ip(), ...headers });
  expect(reply.body.success, `${username}: ${reply.body.message}`).toBe(true);
  return reply.body.value!.token;
};
interface Overview {
  email: string | null;
  emailVerified: boolean;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
  mobileVerified: boolean;
  cumulativeDeposit: number;
  turnover: number;
}
const overview = async (token: string) => (await t.call<Overview>('GET', '/wps/member/centre/overview', { token })).body.value!;
const send = (token: string, body: Record<string, unknown>, language = 'EN') =>
  t.call('POST', '/wps/member/centre/verification/send', { token, body, language });
const confirm = (token: string, channel: string, verificationCode: string) =>
  t.call('POST', '/wps/member/centre/verification/confirm', { token, body: { channel, verificationCode } });
const emailCode = async (recipient: string) =>
  /\b(\d{6})\b/.exec((await queryOutbox(t.platform.db, { kind: 'email', recipient, limit: 1 }))[0]?.body ?? '')?.[1] ?? '';
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('verifying the e-mail address', () => {
  it('sends a code to the address and marks it verified with the right code only', async () => {
    const token = await tokenOf('demo_player', 'Player2026');
    expect(await overview(token)).toMatchObject({ email: 'demo.player@example.com', emailVerified: false });

    expect((await send(token, { channel: 'email' })).body).toEqual({ success: true, value: { expiredMinutes: 10 } });
    const code = await emailCode('demo.player@example.com');
    expect(code).toMatch(/^\d{6}$/);

    expect((await confirm(token, 'email', wrong(code))).body).toEqual({
      success: false,
      message: 'The code is incorrect or has expired. Please check it or request a new one.',
      errorCode: 'VALIDATION',
      value: { field: 'verificationCode' },
    });
    expect((await overview(token)).emailVerified).toBe(false);

    expect((await confirm(token, 'email', code)).body.success).toBe(true);
    expect(await overview(token)).toMatchObject({ email: 'demo.player@example.com', emailVerified: true });
    // Used up: the same code does not prove anything twice.
    expect((await confirm(token, 'email', code)).body.value).toEqual({ field: 'verificationCode' });
  });

  it('takes a new address once it is proven, and refuses a malformed one under its field', async () => {
    const token = await tokenOf('team_ana', 'TeamAna2026');
    expect(await overview(token)).toMatchObject({ email: null, emailVerified: false });
    expect((await send(token, { channel: 'email' })).body.value).toEqual({ field: 'email' });
    expect((await send(token, { channel: 'email', email: 'not-an-address' })).body).toMatchObject({
      message: 'Please enter a valid e-mail address.',
      value: { field: 'email' },
    });
    expect((await send(token, { channel: 'email', email: 'ana.new@example.com' })).body.success).toBe(true);
    // Not the account's until proven.
    expect((await overview(token)).email).toBeNull();
    expect((await confirm(token, 'email', await emailCode('ana.new@example.com'))).body.success).toBe(true);
    expect(await overview(token)).toMatchObject({ email: 'ana.new@example.com', emailVerified: true });
  });

  it('voids a code after five wrong answers', async () => {
    const token = await tokenOf('demo_vip', 'Diamond2026');
    await send(token, { channel: 'email' });
    const code = await emailCode('demo.vip@example.com');
    for (let i = 0; i < 5; i += 1) expect((await confirm(token, 'email', wrong(code))).body.success).toBe(false);
    expect((await confirm(token, 'email', code)).body.value).toEqual({ field: 'verificationCode' });
  });

  it('is rate limited: one code a minute and five an hour per address', async () => {
    const token = await tokenOf('demo_agent', 'Agent2026');
    const address = 'limits@example.com';
    expect((await send(token, { channel: 'email', email: address })).body.success).toBe(true);
    const soon = await send(token, { channel: 'email', email: address });
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'A code was just sent. Please wait a minute before requesting another one.' });
    for (let i = 0; i < 4; i += 1) {
      t.advance(61_000);
      expect((await send(token, { channel: 'email', email: address })).body.success).toBe(true);
    }
    t.advance(61_000);
    expect((await send(token, { channel: 'email', email: address })).body.errorCode).toBe('RATE_LIMITED');
    t.advance(3_600_000);
    expect((await send(token, { channel: 'email', email: address })).body.success).toBe(true);
  });
});

describe('verifying the mobile number', () => {
  it('sends an SMS code to the number on the account and marks it verified', async () => {
    const token = await tokenOf('demo_agent', 'Agent2026');
    expect(await overview(token)).toMatchObject({ mobile: { countryDialingCode: '63', mobileNum: '9181234567' }, mobileVerified: false });
    expect((await send(token, { channel: 'mobile' })).body.success).toBe(true);
    const code = await t.smsCode('+639181234567');
    expect((await confirm(token, 'mobile', wrong(code))).body.value).toEqual({ field: 'verificationCode' });
    expect((await confirm(token, 'mobile', code)).body.success).toBe(true);
    expect((await overview(token)).mobileVerified).toBe(true);
  });

  it("refuses another account's number under its field", async () => {
    const token = await tokenOf('team_ben', 'TeamBen2026');
    expect((await send(token, { channel: 'mobile', mobileNum: '09171234567', countryDialingCode: '63' })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'mobileNum' },
    });
  });
});

describe('the member centre and trial accounts', () => {
  it('refuses a trial account and a guest', async () => {
    const token = await tokenOf('demo_trial', 'Trial2026');
    expect((await t.call('GET', '/wps/member/centre/overview', { token })).body.errorCode).toBe('NEED_REAL_ACCOUNT');
    expect((await t.call('GET', '/wps/member/centre/logins')).status).toBe(401);
  });
});

describe('login history and logging out everywhere else', () => {
  interface Login {
    time: string;
    ip: string;
    device: string;
    current: boolean;
    active: boolean;
  }
  const logins = async (token: string) => (await t.call<{ logins: Login[] }>('GET', '/wps/member/centre/logins', { token })).body.value!.logins;

  it('lists each login with its time, IP and device, newest first, marking this session', async () => {
    const first = await t.login('demo_expired', 'Expired2026', { ip: '192.0.2.1' });
    expect(first.body.success).toBe(true);
    t.advance(1000);
    const second = await t.call<{ token: string }>('POST', '/wps/session/login', {
      body: { username: 'demo_expired', password: 'Expired2026' },
      encrypt: true,
      ip: '192.0.2.2',
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    });
    const token = second.body.value!.token;
    const [newest, older] = await logins(token);
    expect(newest).toEqual({
      time: new Date(t.now()).toISOString(),
      ip: '192.0.2.2',
      device: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      current: true,
      active: true,
    });
    expect(older).toMatchObject({ ip: '192.0.2.1', current: false, active: true });
  });

  it('ends every other session and keeps this one; the history says they ended', async () => {
    const other = await tokenOf('demo_player', 'Player2026');
    const here = await tokenOf('demo_player', 'Player2026');
    const reply = await t.call<{ ended: number }>('POST', '/wps/member/centre/sessions/logoutOthers', { token: here, body: {} });
    expect(reply.body.success).toBe(true);
    expect(reply.body.value!.ended).toBeGreaterThanOrEqual(1);
    expect((await t.call('GET', '/wps/member/info', { token: other })).status).toBe(401);
    expect((await t.call('GET', '/wps/member/info', { token: here })).status).toBe(200);
    const history = await logins(here);
    expect(history.filter((login) => login.active)).toEqual([expect.objectContaining({ current: true })]);
    expect(history.length).toBeGreaterThan(1);
    // Nothing else to end the second time.
    expect((await t.call('POST', '/wps/member/centre/sessions/logoutOthers', { token: here, body: {} })).body.value).toEqual({ ended: 0 });
  });
});

describe('the avatar and the VIP counters', () => {
  it("answers the avatar of the member's VIP rank, served by the platform", async () => {
    const token = await tokenOf('demo_vip', 'Diamond2026');
    const { icon } = (await t.call<{ icon: string }>('GET', '/wps/member/info/icon', { token })).body.value!;
    expect(icon).toBe('/lgw/static/avatars/5.svg');
    const image = await t.platform.handle(new Request(`http://platform.test${icon}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect((await t.platform.handle(new Request('http://platform.test/lgw/static/avatars/99.svg'))).status).toBe(404);
  });

  it('counts deposits and stakes from the ledger', async () => {
    const token = await tokenOf('team_ben', 'TeamBen2026');
    // team_ben has 90 days of seeded history (platform/seed/records-history.ts): count from there.
    const before = (await overview(token)) as { cumulativeDeposit: number; turnover: number };
    const [ben] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    await t.platform.db.query(
      `INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES
       ($1, 150000, 'DEPOSIT', 'test:dep1'), ($1, 2550, 'DEPOSIT', 'test:dep2'), ($1, -1000, 'GAME_STAKE', 'test:s1'),
       ($1, 500, 'GAME_WIN', 'test:w1'), ($1, -250, 'LOTTERY_STAKE', 'test:s2')`,
      [ben!.id],
    );
    const after = (await overview(token)) as { cumulativeDeposit: number; turnover: number };
    expect(Math.round((after.cumulativeDeposit - before.cumulativeDeposit) * 100)).toBe(152_550);
    expect(Math.round((after.turnover - before.turnover) * 100)).toBe(1_250);
  });
});

describe('the member centre switch', () => {
  it('is seeded on, and migration 0009 adds it, on, once, to a tree seeded before it', async () => {
    const tree = async () =>
      (
        await t.platform.db.query<{ value: { modId: string; childrenNodes: { modId: string; enabled: string }[] | null }[] }>(
          "SELECT value FROM settings WHERE key = 'whitelabel'",
        )
      )[0]!.value;
    const centre = async () => (await tree())[0]!.childrenNodes!.filter((node) => node.modId === 'MEMBERCENTER3');
    expect(await centre()).toEqual([expect.objectContaining({ enabled: '1' })]);

    const { readFileSync } = await import('node:fs');
    const sql = readFileSync(new URL('../../db/migrations/0009_member_centre.sql', import.meta.url), 'utf8');
    const update = sql.slice(sql.indexOf('UPDATE settings'));
    const old = (await tree()).map((group) => ({ ...group, childrenNodes: group.childrenNodes!.filter((node) => node.modId !== 'MEMBERCENTER3') }));
    await t.platform.db.query("UPDATE settings SET value = $1::jsonb WHERE key = 'whitelabel'", [JSON.stringify(old)]);
    expect(await centre()).toEqual([]);
    await t.platform.db.query(update);
    await t.platform.db.query(update);
    expect(await centre()).toEqual([expect.objectContaining({ enabled: '1' })]);
  });
});
