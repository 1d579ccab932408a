import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '../../../src/contract/calls/system';
import { DEMO_AFFILIATE_CODE } from '../../seed/accounts';
import { registerSettings } from '../../seed/merchant';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

type Session = { token: string; firstTimeLogin: boolean; passwordExpired: boolean };
let uuids = 0;
let ips = 0;

/** A registration with a fresh captcha, from its own IP unless told. */
async function register(fields: Record<string, unknown>, { path = '/wps/member/register', language = 'EN' } = {}) {
  const ip = `198.18.0.${++ips}`;
  const captchaUuid = `register-test-${++uuids}`;
  const captcha = await t.captcha(captchaUuid, ip);
  return t.call<Session>('POST', path, { body: { captcha, captchaUuid, ...fields }, encrypt: true, ip, language });
}
const pair = (password: string) => ({ password, confirmPassword: password });
const memberRow = async (account: string) =>
  (
    await t.platform.db.query<{ upline: string | null; referral_code: string | null; mobile_num: string | null; email: string | null; type: number }>(
      `SELECT u.account AS upline, m.referral_code, m.mobile_num, m.email, m.type
       FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.account_key = lower($1)`,
      [account],
    )
  )[0];

describe('registration by username', () => {
  it('creates the player and logs them in as a first-time login', async () => {
    const reply = await register({ username: 'newPlayer1', ...pair('Welcome2026'), referralCode: 'FRIEND42' });
    expect(reply.body).toMatchObject({ success: true, value: { token: expect.any(String), firstTimeLogin: true, passwordExpired: false } });
    const info = await t.call<{ account: string; type: number; toUpline: boolean }>('GET', '/wps/member/info', { token: reply.body.value!.token });
    expect(info.body.value).toMatchObject({ account: 'newPlayer1', type: 0, toUpline: false });
    expect(await memberRow('newPlayer1')).toMatchObject({ referral_code: 'FRIEND42', upline: null });

    // The first-login action, once reported, is done for good.
    expect((await t.login('newplayer1', 'Welcome2026', { ip: '198.18.1.1' })).body.value?.firstTimeLogin).toBe(true);
    const done = await t.call('POST', '/wps/member/firstLogin', { token: reply.body.value!.token, body: {} });
    expect(done.body).toEqual({ success: true, value: null });
    expect((await t.login('newplayer1', 'Welcome2026', { ip: '198.18.1.1' })).body.value?.firstTimeLogin).toBe(false);
    expect((await t.call('POST', '/wps/member/firstLogin', { body: {} })).status).toBe(401);
  });

  it('refuses a taken username whatever its case, naming the field', async () => {
    const reply = await register({ username: 'Demo_Player', ...pair('Welcome2026') });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'username' } });
    // "Demo_Player" breaks the username rule before it is looked up; a valid taken one:
    const taken = await register({ username: 'NEWPLAYER1', ...pair('Welcome2026') });
    expect(taken.body).toEqual({
      success: false,
      message: 'This username is already taken. Please choose another one.',
      errorCode: 'VALIDATION',
      value: { field: 'username' },
    });
  });

  it('checks username, password and confirmation by the shared rules', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...pair('Welcome2026') }, 'username', 'Please fill in the username.'],
      [{ username: '1abc', ...pair('Welcome2026') }, 'username', 'The username must be 2-15 letters and numbers and start with a letter.'],
      [{ username: 'abc_def', ...pair('Welcome2026') }, 'username', 'The username must be 2-15 letters and numbers and start with a letter.'],
      [{ username: 'okname', ...pair('short1') }, 'password', 'The password must be 7-20 characters and contain both letters and numbers.'],
      [{ username: 'okname', ...pair('onlyletters') }, 'password', 'The password must be 7-20 characters and contain both letters and numbers.'],
      [{ username: 'okname', password: 'Welcome2026', confirmPassword: 'Welcome2027' }, 'confirmPassword', 'Confirmation password is not correct.'],
    ];
    for (const [fields, field, message] of cases) {
      const reply = await register(fields);
      expect(reply.body, JSON.stringify(fields)).toEqual({ success: false, message, errorCode: 'VALIDATION', value: { field } });
    }
  });

  it('enforces the register settings: required, length, pattern, and * for anything', async () => {
    const reply = (fields: Record<string, unknown>) => register({ username: 'settingsUser', ...pair('Welcome2026'), ...fields });
    expect((await reply({ email: 'not-an-address' })).body).toMatchObject({ message: 'The e-mail address format is incorrect.', value: { field: 'email' } });
    expect((await reply({ payeeName: 'juan dela cruz' })).body).toMatchObject({ value: { field: 'payeeName' } });
    expect((await reply({ payeeName: 'J' })).body).toMatchObject({
      message: 'Please fill in your full name with 2 - 50 characters',
      value: { field: 'payeeName' },
    });

    const rules: Record<string, RegisterFieldSetting> = registerSettings();
    rules['email'] = { ...rules['email']!, required: true };
    rules['line'] = { ...rules['line']!, enabled: true, required: true, acceptedPattern: '*', minLength: 3, maxLength: 3 };
    await t.setSetting('register', rules);
    expect((await reply({})).body).toMatchObject({ message: 'Please fill in the e-mail address.', value: { field: 'email' } });
    expect((await reply({ email: 'a@b.ph', line: 'ab' })).body).toMatchObject({
      message: 'Please fill in your LINE ID with 3 characters',
      value: { field: 'line' },
    });
    expect((await reply({ email: 'a@b.ph', line: '#!?' })).body.success).toBe(true);
    await t.setSetting('register', registerSettings());
  });

  it('answers field errors in Filipino for TY', async () => {
    const reply = await register({ username: 'tyUser', password: 'Welcome2026', confirmPassword: 'x' }, { language: 'TY' });
    expect(reply.body).toMatchObject({ message: 'Hindi tugma ang kumpirmasyon ng password.', value: { field: 'confirmPassword' } });
    const required = await register({ ...pair('Welcome2026') }, { language: 'TY' });
    expect(required.body.message).toBe('Pakilagay ang username.');
  });

  it('needs the captcha its setting requires, used up by one check', async () => {
    const ip = '198.18.2.1';
    const missing = await t.call('POST', '/wps/member/register', { body: { username: 'capUser', ...pair('Welcome2026') }, encrypt: true, ip });
    expect(missing.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'captcha' } });
    const captcha = await t.captcha('register-captcha-x', ip);
    const wrong = captcha === '0000' ? '1111' : '0000';
    const bad = await t.call('POST', '/wps/member/register', {
      body: { username: 'capUser', ...pair('Welcome2026'), captcha: wrong, captchaUuid: 'register-captcha-x' },
      encrypt: true,
      ip,
    });
    expect(bad.body).toMatchObject({
      errorCode: 'VALIDATION',
      message: 'The verification code is incorrect or has expired. Please try a new one.',
      value: { field: 'captcha' },
    });
    const reused = await t.call('POST', '/wps/member/register', {
      body: { username: 'capUser', ...pair('Welcome2026'), captcha, captchaUuid: 'register-captcha-x' },
      encrypt: true,
      ip,
    });
    expect(reused.body.value).toEqual({ field: 'captcha' });
  });

  it('makes exactly one account of two concurrent registrations of one username', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => register({ username: 'doubleClick', ...pair('Welcome2026') })));
    expect(replies.filter((reply) => reply.body.success)).toHaveLength(1);
    for (const reply of replies.filter((reply) => !reply.body.success))
      expect(reply.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'username' } });
    const [row] = await t.platform.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE account_key = 'doubleclick'");
    expect(row?.n).toBe(1);
  });

  it('is refused when USERNAMEREG3 is off', async () => {
    await t.setSwitch('USERNAMEREG3', false);
    expect((await register({ username: 'switchedOff', ...pair('Welcome2026') })).body).toMatchObject({ success: false, errorCode: 'FEATURE_DISABLED' });
    await t.setSwitch('USERNAMEREG3', true);
  });
});

describe('invitation codes', () => {
  it('checks a code against the agents, case-insensitively', async () => {
    const good = await t.call('GET', '/wps/agent/affiliate', { query: { code: DEMO_AFFILIATE_CODE.toLowerCase(), domain: 'www.lucky.example' } });
    expect(good.body).toEqual({ success: true, value: { affiliateCode: 'LUCKY2026' } });
    for (const code of ['NOPE2026', '']) {
      const bad = await t.call('GET', '/wps/agent/affiliate', { query: { code, domain: 'www.lucky.example' } });
      expect(bad.body).toEqual({ success: false, message: 'Invalid invitation code', errorCode: 'INVALID_INVITATION_CODE' });
    }
    const ty = await t.call('GET', '/wps/agent/affiliate', { query: { code: 'NOPE', domain: 'x' }, language: 'TY' });
    expect(ty.body.message).toBe('Hindi wasto ang invitation code');
  });

  it('puts the new player under the agent of the code, and refuses an unknown code', async () => {
    const bad = await register({ username: 'invitedBad', ...pair('Welcome2026'), affiliateCode: 'WRONG1' });
    expect(bad.body).toEqual({ success: false, message: 'Invalid invitation code', errorCode: 'INVALID_INVITATION_CODE', value: { field: 'affiliateCode' } });
    expect(await memberRow('invitedBad')).toBeUndefined();

    const good = await register({ username: 'invitedGood', ...pair('Welcome2026'), affiliateCode: DEMO_AFFILIATE_CODE });
    expect(good.body.success).toBe(true);
    expect(await memberRow('invitedGood')).toMatchObject({ upline: 'demo_agent' });
    const info = await t.call<{ toUpline: boolean }>('GET', '/wps/member/info', { token: good.body.value!.token });
    expect(info.body.value?.toUpline).toBe(true);
  });
});

describe('registration by mobile number', () => {
  const mobile = (fields: Record<string, unknown>) => register(fields, { path: '/wps/member/register/mobile' });

  it('needs a valid number, names the account after it and logs the player in', async () => {
    expect((await mobile({ ...pair('Welcome2026') })).body).toMatchObject({
      errorCode: 'VALIDATION',
      message: 'Please fill in the mobile number.',
      value: { field: 'mobileNum' },
    });
    expect((await mobile({ mobileNum: '12345', countryDialingCode: '63', ...pair('Welcome2026') })).body).toMatchObject({
      message: 'Please enter a valid mobile number',
      value: { field: 'mobileNum' },
    });
    const reply = await mobile({ mobileNum: '0917 555 0101', countryDialingCode: '+63', ...pair('Welcome2026') });
    expect(reply.body).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    expect(await memberRow('m9175550101')).toMatchObject({ mobile_num: '9175550101', type: 0 });
    // The number logs in by SMS later; a second account with it is refused.
    const again = await mobile({ mobileNum: '9175550101', countryDialingCode: '63', ...pair('Welcome2026') });
    expect(again.body).toMatchObject({ errorCode: 'VALIDATION', message: expect.stringContaining('already registered'), value: { field: 'mobileNum' } });
    const byUsername = await register({ username: 'sameMobile', mobileNum: '9175550101', ...pair('Welcome2026') });
    expect(byUsername.body).toMatchObject({ value: { field: 'mobileNum' } });
  });

  it('takes a username when given one', async () => {
    const reply = await mobile({ username: 'mobileNamed', mobileNum: '9175550102', countryDialingCode: '63', ...pair('Welcome2026') });
    expect(reply.body.success).toBe(true);
    expect(await memberRow('mobileNamed')).toMatchObject({ mobile_num: '9175550102' });
  });

  it('needs a live SMS code for the number when REGMOBVERF3 is on', async () => {
    await t.setSwitch('REGMOBVERF3', true);
    const fields = { mobileNum: '9175550103', countryDialingCode: '63', ...pair('Welcome2026') };
    expect((await mobile(fields)).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'verificationCode' } });

    const sent = await t.call('POST', '/wps/verification/sms/register', { body: { mobileNo: '09175550103', countryDialingCode: '63' }, ip: '198.18.3.1' });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = await t.smsCode('+639175550103');
    expect(code).toMatch(/^\d{6}$/);
    // A code for another number does not do.
    expect((await mobile({ ...fields, mobileNum: '9175550104', verificationCode: code })).body).toMatchObject({ value: { field: 'verificationCode' } });
    // A code from the login/reset call does not do either.
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await mobile({ ...fields, verificationCode: wrong })).body).toMatchObject({
      message: 'The SMS code is incorrect or has expired. Please request a new one.',
      value: { field: 'verificationCode' },
    });
    expect((await mobile({ ...fields, verificationCode: code })).body.success).toBe(true);
    await t.setSwitch('REGMOBVERF3', false);
  });

  it("refuses an identity provider's proof of the number, which it cannot check offline, and creates no account", async () => {
    const proof = {
      mobileNum: '9175550106',
      countryDialingCode: '63',
      firebaseChannel: 'sms',
      firebaseIdToken: 'eyJhbGciOiJSUzI1NiJ9.eyJwaG9uZSI6Iis2MyJ9.sig',
      ...pair('Welcome2026'),
    };
    for (const switchedOn of [true, false]) {
      await t.setSwitch('REGMOBVERF3', switchedOn);
      expect((await mobile(proof)).body).toEqual({
        success: false,
        message: 'Phone verification through an identity provider is not available on the reference platform.',
        errorCode: 'VALIDATION',
        value: { field: 'verificationCode' },
      });
    }
    const ty = await register(proof, { path: '/wps/member/register/mobile', language: 'TY' });
    expect(ty.body).toMatchObject({ message: 'Hindi available sa reference platform ang pag-verify ng telepono sa pamamagitan ng identity provider.' });
    expect(await memberRow('m9175550106')).toBeUndefined();
  });

  it('is refused when MOBILENUMREG3 is off', async () => {
    await t.setSwitch('MOBILENUMREG3', false);
    expect((await mobile({ mobileNum: '9175550105', ...pair('Welcome2026') })).body).toMatchObject({ errorCode: 'FEATURE_DISABLED' });
    await t.setSwitch('MOBILENUMREG3', true);
  });
});
