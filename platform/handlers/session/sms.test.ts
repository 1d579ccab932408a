import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

type Session = { token: string; firstTimeLogin: boolean; passwordExpired: boolean; expiredMinutes?: number };
const PLAYER = '+639171234567'; // demo_player
const AGENT = '+639181234567'; // demo_agent

const noLogin = (mobileNum: string, ip = '198.19.0.1', countryDialingCode = '63') =>
  t.call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode }, ip });
const smsLogin = (mobileNum: string, verificationCode: string, extra: Record<string, unknown> = {}, ip = '198.19.0.2') =>
  t.call<Session>('POST', '/wps/session/login', { body: { type: 'sms', mobileNum, countryDialingCode: '63', verificationCode, ...extra }, encrypt: true, ip });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

describe('SMS codes', () => {
  it('sends six digits to +<code><number> through the outbox and answers expiredMinutes', async () => {
    const reply = await noLogin('0917-123-4567', '198.19.1.1', '+63');
    expect(reply.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const [message] = await t.platform.readOutbox({ kind: 'sms', recipient: PLAYER });
    expect(message?.body).toMatch(/^Lucky: your verification code is \d{6}\. It is valid for 1 minute\(s\)\./);
    const [stored] = await t.platform.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE recipient = $1', [PLAYER]);
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(await t.smsCode(PLAYER));

    t.env['PLATFORM_DEV_TOOLS'] = '1';
    const dev = await t.call<{ body: string }[]>('GET', '/platform-dev/outbox', { query: { kind: 'sms', recipient: PLAYER } });
    delete t.env['PLATFORM_DEV_TOOLS'];
    expect(dev.body.value?.[0]?.body).toBe(message?.body);
  });

  it('writes the text in Filipino for TY and follows the expiredMinutes setting', async () => {
    await t.setSetting('accountRules', { expiredMinutes: 3 });
    const reply = await t.call('POST', '/wps/verification/sms/register', {
      body: { mobileNo: '9170001111', countryDialingCode: '63' },
      language: 'TY',
      ip: '198.19.1.2',
    });
    expect(reply.body).toEqual({ success: true, value: { expiredMinutes: 3 } });
    const [message] = await t.platform.readOutbox({ kind: 'sms', recipient: '+639170001111' });
    expect(message?.body).toMatch(/^Lucky: ang iyong verification code ay \d{6}\. Valid ito sa loob ng 3 minuto\./);
    await t.setSetting('accountRules', { expiredMinutes: 1 });
  });

  it('refuses invalid numbers on the mobileNum field, taken numbers for registration, unknown ones for login', async () => {
    t.advance(61_000); // past the one-a-minute limit of the number the first test used
    for (const [mobileNum, code] of [
      ['12345', '63'],
      ['8171234567', '63'],
      ['91712345x7', '63'],
      ['123', '84'],
    ]) {
      const reply = await noLogin(mobileNum!, '198.19.2.1', code);
      expect(reply.body, mobileNum).toEqual({
        success: false,
        message: 'Please enter a valid mobile number',
        errorCode: 'VALIDATION',
        value: { field: 'mobileNum' },
      });
    }
    expect((await noLogin('9171234567', '198.19.2.1', 'abc')).body).toMatchObject({ value: { field: 'countryDialingCode' } });
    const taken = await t.call('POST', '/wps/verification/sms/register', { body: { mobileNo: '9171234567', countryDialingCode: '63' }, ip: '198.19.2.2' });
    expect(taken.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'mobileNum' } });
    const unknown = await noLogin('9179999999', '198.19.2.3');
    expect(unknown.body).toEqual({ success: false, message: 'Mobile number does not exist', errorCode: 'NOT_FOUND', value: { field: 'mobileNum' } });
    expect(await t.platform.readOutbox({ kind: 'sms', recipient: '+639179999999' })).toEqual([]);
  });

  it('allows one code a minute and five an hour per number', async () => {
    const number = '9170002222';
    const send = (ip: string) => t.call('POST', '/wps/verification/sms/register', { body: { mobileNo: number, countryDialingCode: '63' }, ip });
    expect((await send('198.19.3.1')).body.success).toBe(true);
    const soon = await send('198.19.3.2');
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'A code was just sent to this number. Please wait a minute before requesting another one.',
    });
    expect(soon.headers.get('Retry-After')).toBe('60');
    for (let sent = 2; sent <= 5; sent++) {
      t.advance(61_000);
      expect((await send(`198.19.3.${sent + 2}`)).body.success, `code ${sent}`).toBe(true);
    }
    t.advance(61_000);
    const sixth = await send('198.19.3.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many codes were requested for this number. Please try again in an hour.');
    t.advance(3_600_000);
    expect((await send('198.19.3.10')).body.success).toBe(true);
  });

  it('allows ten requests an hour per IP, counting refused numbers too', async () => {
    const ip = '198.19.4.1';
    for (let index = 0; index < 10; index++) {
      const reply = await t.call('POST', '/wps/verification/sms/register', {
        body: { mobileNo: `91700033${String(index).padStart(2, '0')}`, countryDialingCode: '63' },
        ip,
      });
      expect(reply.body.success, `request ${index}`).toBe(true);
    }
    const eleventh = await noLogin('9179999998', ip);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({
      errorCode: 'RATE_LIMITED',
      message: 'Too many codes were requested from your network. Please try again in an hour.',
    });
    expect(eleventh.headers.get('Retry-After')).toBe('3600');
  });
});

describe('SMS login', () => {
  it('logs the member with the number in, once per code, with expiredMinutes', async () => {
    t.advance(120_000);
    await noLogin('9171234567', '198.19.5.1');
    const code = await t.smsCode(PLAYER);
    const reply = await smsLogin('09171234567', code);
    expect(reply.body).toEqual({ success: true, value: { token: expect.any(String), firstTimeLogin: false, passwordExpired: false, expiredMinutes: 1 } });
    const info = await t.call<{ account: string }>('GET', '/wps/member/info', { token: reply.body.value!.token });
    expect(info.body.value?.account).toBe('demo_player');
    expect((await smsLogin('9171234567', code)).body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'verificationCode' } });
  });

  it('refuses wrong and expired codes, and unknown numbers', async () => {
    t.advance(120_000);
    await noLogin('9171234567', '198.19.6.1');
    const code = await t.smsCode(PLAYER);
    const wrong = await smsLogin('9171234567', otherThan(code), {}, '198.19.6.2');
    expect(wrong.body).toEqual({
      success: false,
      message: 'The SMS code is incorrect or has expired. Please request a new one.',
      errorCode: 'VALIDATION',
      value: { field: 'verificationCode' },
    });
    t.advance(61_000);
    expect((await smsLogin('9171234567', code, {}, '198.19.6.2')).body).toMatchObject({ success: false, value: { field: 'verificationCode' } });
    expect((await smsLogin('9179999997', '123456', {}, '198.19.6.2')).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'Mobile number does not exist',
    });
    expect((await smsLogin('9171234567', '', {}, '198.19.6.2')).body).toMatchObject({ value: { field: 'verificationCode' } });
  });

  it('voids a code after five wrong answers', async () => {
    t.advance(120_000);
    await noLogin('9171234567', '198.19.7.1');
    const code = await t.smsCode(PLAYER);
    for (let attempt = 0; attempt < 5; attempt++) await smsLogin('9171234567', otherThan(code), {}, `198.19.7.${attempt + 10}`);
    expect((await smsLogin('9171234567', code, {}, '198.19.7.20')).body.success).toBe(false);
  });

  it('counts wrong codes as failed logins: 429 after ten', async () => {
    const ip = '198.19.8.1';
    for (let attempt = 0; attempt < 10; attempt++) await smsLogin('9181234567', '000000', {}, ip);
    t.advance(120_000);
    await noLogin('9181234567', '198.19.8.2');
    const blocked = await smsLogin('9181234567', await t.smsCode(AGENT), {}, '198.19.8.3');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('RATE_LIMITED');
    t.advance(16 * 60_000);
  });

  it('applies where the account may log in from', async () => {
    t.advance(120_000);
    await noLogin('9171234567', '198.19.9.1');
    const player = await smsLogin('9171234567', await t.smsCode(PLAYER), { loginFrom: 'agent' }, '198.19.9.2');
    expect(player.body).toMatchObject({ success: false, message: 'Non-agents cannot log in', errorCode: 'NOT_AGENT' });
  });

  it('is refused when MOBILEVERCODELOGIN3 is off', async () => {
    await t.setSwitch('MOBILEVERCODELOGIN3', false);
    expect((await smsLogin('9171234567', '123456')).body).toMatchObject({ success: false, errorCode: 'FEATURE_DISABLED' });
    await t.setSwitch('MOBILEVERCODELOGIN3', true);
  });
});

describe('SMS login during a time-out or self-exclusion', () => {
  it('answers PLAY_BLOCKED with the end and the help link, and opens a restricted session when asked', async () => {
    t.advance(120_000);
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'demo_player'");
    const until = new Date(t.now() + 7 * 86_400_000);
    await t.platform.db.query("INSERT INTO safety_blocks (member_id, kind, duration, starts_at, ends_at) VALUES ($1, 'timeout', '7d', $2, $3)", [
      member!.id,
      new Date(t.now()),
      until,
    ]);
    await noLogin('9171234567', '198.19.11.1');
    const refused = await smsLogin('9171234567', await t.smsCode(PLAYER), {}, '198.19.11.2');
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'PLAY_BLOCKED',
      value: { kind: 'timeout', until: until.toISOString(), helpUrl: '/help/responsible-gaming' },
    });
    t.advance(3_600_000); // past the five-codes-an-hour limit of the number
    expect((await noLogin('9171234567', '198.19.11.3')).body).toMatchObject({ success: true });
    const restricted = await smsLogin('9171234567', await t.smsCode(PLAYER), { restricted: true }, '198.19.11.4');
    expect(restricted.body).toMatchObject({ success: true });
    const deposit = await t.call('POST', '/wps/v2/deposit/create', {
      token: restricted.body.value!.token,
      body: { channel: 'GCASH', amount: 100, idempotencyKey: randomUUID() },
    });
    expect(deposit.body).toMatchObject({ success: false, errorCode: 'PLAY_BLOCKED' });
    await t.platform.db.query('DELETE FROM safety_blocks WHERE member_id = $1', [member!.id]);
  });
});

describe('setting a password by phone', () => {
  const reset = (body: Record<string, unknown>, ip = '198.19.10.1') =>
    t.call<Session>('POST', '/wps/member/password/verification', { body, encrypt: true, ip });

  it('sets the password, ends the other sessions and logs the player in', async () => {
    const old = (await t.login('demo_agent', 'Agent2026', { ip: '198.19.10.2' })).body.value!.token;
    t.advance(120_000);
    await noLogin('9181234567', '198.19.10.3');
    const code = await t.smsCode(AGENT);

    expect((await reset({ mobileNum: '9181234567', verificationCode: code, newPassword: 'letters' })).body).toMatchObject({ value: { field: 'newPassword' } });
    expect((await reset({ mobileNum: '918', verificationCode: code, newPassword: 'Agent2027' })).body).toMatchObject({ value: { field: 'mobileNum' } });

    const reply = await reset({ mobileNum: '09181234567', verificationCode: code, newPassword: 'Agent2027' });
    expect(reply.body).toEqual({ success: true, value: { token: expect.any(String), firstTimeLogin: false, passwordExpired: false } });
    expect((await t.call('GET', '/wps/member/info', { token: old })).status).toBe(401);
    expect((await t.call('GET', '/wps/member/info', { token: reply.body.value!.token })).status).toBe(200);
    expect((await t.login('demo_agent', 'Agent2026', { ip: '198.19.10.4' })).body.success).toBe(false);
    expect((await t.login('demo_agent', 'Agent2027', { ip: '198.19.10.4' })).body.success).toBe(true);
    // Single use.
    expect((await reset({ mobileNum: '9181234567', verificationCode: code, newPassword: 'Agent2028' })).body).toMatchObject({
      value: { field: 'verificationCode' },
    });
  });

  it('takes the dialing code when given, and refuses unknown numbers and wrong codes', async () => {
    expect((await reset({ mobileNum: '9179999996', verificationCode: '123456', newPassword: 'Agent2029' })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await reset({ mobileNum: '9181234567', countryDialingCode: '+84', verificationCode: '123456', newPassword: 'Agent2029' })).body).toMatchObject({
      errorCode: 'NOT_FOUND',
    });
    const ty = await t.call('POST', '/wps/member/password/verification', {
      body: { mobileNum: '9181234567', countryDialingCode: '63', verificationCode: '123456', newPassword: 'Agent2029' },
      encrypt: true,
      language: 'TY',
      ip: '198.19.10.5',
    });
    expect(ty.body).toEqual({
      success: false,
      message: 'Mali o expired na ang SMS code. Humiling ng bago.',
      errorCode: 'VALIDATION',
      value: { field: 'verificationCode' },
    });
  });

  it('is refused when CHNGPASSVERIF3 is off', async () => {
    await t.setSwitch('CHNGPASSVERIF3', false);
    expect((await reset({ mobileNum: '9181234567', verificationCode: '123456', newPassword: 'Agent2029' })).body).toMatchObject({
      errorCode: 'FEATURE_DISABLED',
    });
    await t.setSwitch('CHNGPASSVERIF3', true);
  });
});
