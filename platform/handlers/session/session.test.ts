import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ sessionTtlMinutes: 30 });
});
afterAll(() => t.platform.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Each login from its own IP, counted rather than drawn at random so that none can land on the
// IPs the captcha tests below use (192.0.2.200 and up).
let logins = 0;
async function tokenFor(username: string, password: string): Promise<string> {
  const reply = await t.login(username, password, { ip: `192.0.2.${++logins}` });
  expect(reply.body.success).toBe(true);
  return reply.body.value?.token ?? '';
}

describe('sessions', () => {
  it('gives member info and balance with a token, 401 without', async () => {
    const token = await tokenFor('demo_player', 'Player2026');
    const info = await t.call('GET', '/wps/member/info', { token });
    expect(info.body).toEqual({
      success: true,
      value: {
        id: expect.any(Number),
        account: 'demo_player',
        nickname: 'Demo Player',
        type: 0,
        toUpline: false,
        clubLabel: { labelName: 'Silver', rankLevel: 2 },
        memberLabel: [],
        restricted: false,
      },
    });
    const balance = await t.call('GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value).toEqual({ sumBalance: 1234.56, currency: 'PHP' });

    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      for (const bad of [null, 'not-a-real-token']) {
        const reply = await t.call('GET', path, { token: bad });
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    }
  });

  it('stores only the hash of the token', async () => {
    const token = await tokenFor('team_ben', 'TeamBen2026');
    const rows = await t.platform.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('links team players to their agent', async () => {
    const token = await tokenFor('team_ana', 'TeamAna2026');
    expect((await t.call<{ toUpline: boolean }>('GET', '/wps/member/info', { token })).body.value?.toUpline).toBe(true);
    const [row] = await t.platform.db.query<{ upline: string }>(
      `SELECT u.account AS upline FROM members m JOIN members u ON u.id = m.upline_id WHERE m.account = 'team_ana'`,
    );
    expect(row?.upline).toBe('demo_agent');
  });

  it('expires after the TTL without use, and slides while used', async () => {
    const token = await tokenFor('demo_agent', 'Agent2026');
    t.advance(20 * 60_000);
    expect((await t.call('GET', '/wps/member/info', { token })).status).toBe(200);
    t.advance(20 * 60_000); // 40 min after login, 20 after last use: still alive
    expect((await t.call('GET', '/wps/member/info', { token })).status).toBe(200);
    t.advance(31 * 60_000);
    const expired = await t.call('GET', '/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('UNAUTHORIZED');
  });

  it('logout invalidates the token', async () => {
    const token = await tokenFor('demo_trial', 'Trial2026');
    const out = await t.call('DELETE', '/wps/session/logout', { token });
    expect(out.body.success).toBe(true);
    expect((await t.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await t.call('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });
});

describe('captcha', () => {
  it('is a PNG in base64 without a data: prefix, 120 × 40', async () => {
    const reply = await t.call<string>('GET', '/wps/captcha', { query: { uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee' } });
    const base64 = reply.body.value ?? '';
    expect(base64.startsWith('data:')).toBe(false);
    const bytes = Buffer.from(base64, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.readUInt32BE(16)).toBe(120);
    expect(bytes.readUInt32BE(20)).toBe(40);
  });

  it('refuses a malformed uuid', async () => {
    const reply = await t.call('GET', '/wps/captcha', { query: { uuid: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body.errorCode).toBe('BAD_REQUEST');
  });

  it('expires after five minutes', async () => {
    const uuid = 'expiring-captcha-0001';
    const answer = await t.captcha(uuid, '192.0.2.200');
    expect(answer).toMatch(/^\d{4}$/);
    t.advance(5 * 60_000 + 1);
    const reply = await t.login('demo_player', 'Player2026', { ip: '192.0.2.201', captcha: answer, captchaUuid: uuid });
    expect(reply.body.errorCode).toBe('CAPTCHA_INVALID');
  });

  it('is limited to 30 images a minute per IP', async () => {
    const ip = '192.0.2.250';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await t.call('GET', '/wps/captcha', { query: { uuid: `rate-limit-${i}-xxxx` }, ip })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    t.advance(61_000);
    expect((await t.call('GET', '/wps/captcha', { query: { uuid: 'rate-limit-after' }, ip })).status).toBe(200);
  });
});
