import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACEBOOK_SDK_URL, createFacebookLogin, loadFacebookSdk, type FacebookLoginResponse, type FacebookSdk } from './facebook';

/** A stand-in for `window.FB`: the test answers each login dialog itself. */
function fakeFacebook() {
  const dialogs: ((response: FacebookLoginResponse) => void)[] = [];
  const sdk = {
    init: vi.fn(),
    login: vi.fn((callback: (response: FacebookLoginResponse) => void) => {
      dialogs.push(callback);
    }),
  } satisfies FacebookSdk;
  return { sdk, answer: (response: FacebookLoginResponse) => dialogs.shift()!(response) };
}

const CONFIG = { appId: '987654321', apiVersion: 'v21.0' };

afterEach(() => vi.unstubAllGlobals());

describe('createFacebookLogin', () => {
  it('initialises the SDK once without cookies or XFBML and asks for the email scope', async () => {
    const facebook = fakeFacebook();
    const login = createFacebookLogin(CONFIG, facebook.sdk);
    const first = login.login();
    expect(facebook.sdk.init).toHaveBeenCalledWith({ appId: '987654321', version: 'v21.0', cookie: false, xfbml: false });
    expect(facebook.sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'email' });
    facebook.answer({ status: 'connected', authResponse: { accessToken: 'EAAB-token', userID: '42' } });
    await expect(first).resolves.toBe('EAAB-token');

    const second = login.login();
    facebook.answer({ status: 'connected', authResponse: { accessToken: 'EAAB-second' } });
    await expect(second).resolves.toBe('EAAB-second');
    expect(facebook.sdk.init).toHaveBeenCalledTimes(1);
  });

  it('opens one dialog for two quick clicks', async () => {
    const facebook = fakeFacebook();
    const login = createFacebookLogin(CONFIG, facebook.sdk);
    const a = login.login();
    expect(login.login()).toBe(a);
    expect(facebook.sdk.login).toHaveBeenCalledTimes(1);
    facebook.answer({ status: 'connected', authResponse: { accessToken: 'EAAB-once' } });
    await expect(a).resolves.toBe('EAAB-once');
  });

  it.each<[string, FacebookLoginResponse]>([
    ['unknown (dialog closed)', { status: 'unknown', authResponse: null }],
    ['not_authorized (permission refused)', { status: 'not_authorized' }],
    ['connected without a token', { status: 'connected', authResponse: {} }],
  ])('treats %s as auth/popup-closed-by-user, and lets the player try again', async (_label, response) => {
    const facebook = fakeFacebook();
    const login = createFacebookLogin(CONFIG, facebook.sdk);
    const attempt = login.login();
    facebook.answer(response);
    await expect(attempt).rejects.toMatchObject({ name: 'IdentityError', code: 'auth/popup-closed-by-user' });
    const retry = login.login();
    expect(retry).not.toBe(attempt);
    facebook.answer({ status: 'connected', authResponse: { accessToken: 'EAAB-retry' } });
    await expect(retry).resolves.toBe('EAAB-retry');
  });
  it('recovers when the SDK answers synchronously (a blocked pop-up)', async () => {
    const answers: FacebookLoginResponse[] = [{ status: 'unknown' }, { status: 'connected', authResponse: { accessToken: 'EAAB-sync' } }];
    const sdk: FacebookSdk = { init: vi.fn(), login: (callback) => callback(answers.shift()!) };
    const login = createFacebookLogin(CONFIG, sdk);
    await expect(login.login()).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    await expect(login.login()).resolves.toBe('EAAB-sync');
  });
});

describe('loadFacebookSdk', () => {
  it('loads sdk.js with crossorigin and returns window.FB', async () => {
    const facebook = fakeFacebook();
    const load = vi.fn(async () => {
      vi.stubGlobal('FB', facebook.sdk);
    });
    await expect(loadFacebookSdk(load)).resolves.toBe(facebook.sdk);
    expect(load).toHaveBeenCalledWith('https://connect.facebook.net/en_US/sdk.js', { crossOrigin: 'anonymous' });
    expect(FACEBOOK_SDK_URL).toBe('https://connect.facebook.net/en_US/sdk.js');
  });

  it('rejects when the script defined no usable FB', async () => {
    vi.stubGlobal('FB', { init: () => undefined });
    await expect(loadFacebookSdk(async () => undefined)).rejects.toMatchObject({ code: 'auth/unknown' });
  });
});
