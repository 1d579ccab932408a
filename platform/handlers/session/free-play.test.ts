import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const GATEWAY = { 'X-Gateway-Version': '3' };
const freePlay = (ip: string, headers: Record<string, string> = GATEWAY) =>
  t.call<{ token: string; firstTimeLogin: boolean }>('POST', '/wps/session/login/freeplay', {
    body: { os: 'Windows', platform: 'W', random: 'a1b2c3' },
    encrypt: true,
    headers,
    ip,
  });

describe('free play', () => {
  it('creates a logged-in trial account (type 4) with 2,000.00 to play with', async () => {
    const reply = await freePlay('198.21.0.1');
    expect(reply.body).toEqual({ success: true, value: { token: expect.any(String), firstTimeLogin: false, passwordExpired: false } });
    const token = reply.body.value!.token;
    const info = await t.call<{ account: string; type: number }>('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ account: expect.stringMatching(/^trial\d{8}$/), type: 4 });
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token })).body.value).toEqual({ sumBalance: 2000, currency: 'PHP' });

    const second = await freePlay('198.21.0.1');
    const other = await t.call<{ account: string }>('GET', '/wps/member/info', { token: second.body.value!.token });
    expect(other.body.value?.account).not.toBe(info.body.value?.account);
  });

  it('needs the X-Gateway-Version: 3 header', async () => {
    expect((await freePlay('198.21.1.1', {})).body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect((await freePlay('198.21.1.1', { 'X-Gateway-Version': '2' })).status).toBe(400);
  });

  it('allows five accounts an hour per IP', async () => {
    for (let count = 0; count < 5; count++) expect((await freePlay('198.21.2.1')).body.success).toBe(true);
    const sixth = await freePlay('198.21.2.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errorCode: 'RATE_LIMITED', message: expect.stringContaining('free-play') });
    expect((await freePlay('198.21.2.2')).body.success).toBe(true);
  });

  it('is refused when FREEPLAY3 is off', async () => {
    await t.setSwitch('FREEPLAY3', false);
    const reply = await freePlay('198.21.3.1');
    expect(reply.body).toEqual({ success: false, message: 'This service is not available at the moment.', errorCode: 'FEATURE_DISABLED' });
    await t.setSwitch('FREEPLAY3', true);
  });
});
