import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../identity/errors';
import { ScriptLoadError } from '../../identity/script-loader';
import { FAKE_FIREBASE_CONFIG, FAKE_SMS_CODE, fakeFirebase, fakeIdToken } from './fake-firebase.test-support';
import { createFirebasePhoneRoute, phoneFailure } from './phone-verification';

const container = {} as HTMLElement;
const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', phoneFailure);

describe('createFirebasePhoneRoute', () => {
  it('loads the SDK only when a code is asked for, and answers like the platform with a one-minute expiry', async () => {
    const firebase = fakeFirebase();
    const route = createFirebasePhoneRoute(FAKE_FIREBASE_CONFIG, firebase.load);
    expect(firebase.load).not.toHaveBeenCalled();
    await expect(route.send('63', '9171234567', container)).resolves.toEqual({ expiredMinutes: 1, roundTripMs: 0 });
    expect(firebase.state.sent).toEqual(['+639171234567']);
    expect(firebase.state.containers).toEqual([container]);
    await route.send('63', '9171234567', container);
    expect(firebase.load).toHaveBeenCalledOnce();
  });

  it('confirms the code for the number it was sent to, and gives the payload fields', async () => {
    const firebase = fakeFirebase();
    const route = createFirebasePhoneRoute(FAKE_FIREBASE_CONFIG, firebase.load);
    await route.send('63', '9171234567', container);
    expect(await failureOf(route.confirm('63', '9171234567', '000000'))).toBe('auth/invalid-verification-code');
    await expect(route.confirm('63', '9171234567', FAKE_SMS_CODE)).resolves.toEqual({
      firebaseChannel: 'sms',
      firebaseIdToken: fakeIdToken('+639171234567'),
    });
  });

  it('keeps the proof for a second submit with the same number and code, without asking Firebase again', async () => {
    const firebase = fakeFirebase();
    const route = createFirebasePhoneRoute(FAKE_FIREBASE_CONFIG, firebase.load);
    await route.send('63', '9171234567', container);
    const first = await route.confirm('63', '9171234567', FAKE_SMS_CODE);
    await expect(route.confirm('63', '9171234567', ` ${FAKE_SMS_CODE} `)).resolves.toEqual(first);
    expect(firebase.state.confirmed).toEqual([FAKE_SMS_CODE]);
    // Once the platform refused the proof, the used confirmation cannot give another one.
    route.forget();
    expect(await failureOf(route.confirm('63', '9171234567', FAKE_SMS_CODE))).toBe('auth/code-expired');
  });

  it('refuses a code for a number it was not sent to, and a missing code, before asking Firebase', async () => {
    const firebase = fakeFirebase();
    const route = createFirebasePhoneRoute(FAKE_FIREBASE_CONFIG, firebase.load);
    expect(await failureOf(route.confirm('63', '9171234567', FAKE_SMS_CODE))).toBe('auth/code-expired');
    await route.send('63', '9171234567', container);
    expect(await failureOf(route.confirm('63', '9181234567', FAKE_SMS_CODE))).toBe('auth/code-expired');
    expect(await failureOf(route.confirm('63', '9171234567', '  '))).toBe('auth/missing-verification-code');
    expect(firebase.state.confirmed).toEqual([]);
  });

  it('reports Firebase refusals by their docs/product.md §8 code, and a failed SDK load as a network failure that the next click retries', async () => {
    const firebase = fakeFirebase();
    firebase.state.sendError = 'auth/too-many-requests';
    const load = vi.fn<() => Promise<typeof firebase.sdk>>().mockRejectedValueOnce(new ScriptLoadError('https://www.gstatic.com/x.js', 'timeout'));
    load.mockResolvedValue(firebase.sdk);
    const route = createFirebasePhoneRoute(FAKE_FIREBASE_CONFIG, load);
    expect(await failureOf(route.send('63', '9171234567', container))).toBe('network');
    expect(await failureOf(route.send('63', '9171234567', container))).toBe('auth/too-many-requests');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('phoneFailure', () => {
  it('reads docs/product.md §8 codes, known aliases and anything else as auth/unknown', () => {
    expect(phoneFailure(new IdentityError('auth/quota-exceeded'))).toBe('auth/quota-exceeded');
    expect(phoneFailure({ code: 'auth/invalid-app-credential' })).toBe('auth/captcha-check-failed');
    expect(phoneFailure(new Error('boom'))).toBe('auth/unknown');
  });
});
