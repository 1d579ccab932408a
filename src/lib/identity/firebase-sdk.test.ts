import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_APP_URL, FIREBASE_AUTH_URL, loadFirebasePhoneSdk } from './firebase-sdk';

const CONFIG = { apiKey: 'AIzaTest', authDomain: 'lucky.firebaseapp.com', projectId: 'lucky', appId: '1:2:web:3' };
const IN_MEMORY = { type: 'NONE' };

/** Fakes of the two CDN modules, recording what the adapter does with them. */
function fakeModules() {
  const auth = { languageCode: null as string | null, signOut: vi.fn(async () => undefined) };
  const app = { initializeApp: vi.fn((_options: unknown, name: string) => ({ name })) };
  const constructed: unknown[][] = [];
  const authModule = {
    initializeAuth: vi.fn(() => auth),
    inMemoryPersistence: IN_MEMORY,
    RecaptchaVerifier: class {
      constructor(...args: unknown[]) {
        constructed.push(args);
      }
      clear() {}
    },
    signInWithPhoneNumber: vi.fn(async () => ({ confirm: vi.fn() })),
  };
  const importModule = vi.fn(async (url: string) => (url === FIREBASE_APP_URL ? app : url === FIREBASE_AUTH_URL ? authModule : {}));
  return { auth, app, authModule, constructed, importModule };
}

afterEach(() => vi.useRealTimers());

describe('loadFirebasePhoneSdk', () => {
  it('imports the pinned app and auth modules from the Firebase CDN, once', async () => {
    const modules = fakeModules();
    const sdk = await loadFirebasePhoneSdk(modules.importModule);
    expect(FIREBASE_APP_URL).toMatch(/^https:\/\/www\.gstatic\.com\/firebasejs\/\d+\.\d+\.\d+\/firebase-app\.js$/);
    expect(FIREBASE_AUTH_URL).toMatch(/^https:\/\/www\.gstatic\.com\/firebasejs\/\d+\.\d+\.\d+\/firebase-auth\.js$/);
    expect(modules.importModule.mock.calls.map(([url]) => url).sort()).toEqual([FIREBASE_APP_URL, FIREBASE_AUTH_URL].sort());
    expect(await loadFirebasePhoneSdk(modules.importModule)).toBe(sdk);
    expect(modules.importModule).toHaveBeenCalledTimes(2);
  });

  it('makes one named app with in-memory auth in the SMS language, an invisible reCAPTCHA, and passes sign-in through', async () => {
    const modules = fakeModules();
    const sdk = await loadFirebasePhoneSdk(modules.importModule);
    const auth = sdk.getAuth(CONFIG, 'fil');
    expect(modules.app.initializeApp).toHaveBeenCalledWith(CONFIG, expect.any(String));
    expect(modules.authModule.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: IN_MEMORY });
    expect(modules.auth.languageCode).toBe('fil');
    expect(sdk.getAuth(CONFIG)).toBe(auth);
    expect(modules.app.initializeApp).toHaveBeenCalledTimes(1);

    const container = {} as HTMLElement;
    const verifier = sdk.createInvisibleRecaptcha(auth, container);
    expect(modules.constructed).toEqual([[auth, container, { size: 'invisible' }]]);
    await sdk.signInWithPhoneNumber(auth, '+639171234567', verifier);
    expect(modules.authModule.signInWithPhoneNumber).toHaveBeenCalledWith(auth, '+639171234567', verifier);
  });

  it('fails as a load error when an import fails, and retries on the next call', async () => {
    const modules = fakeModules();
    const importModule = vi.fn(async (url: string) => {
      if (importModule.mock.calls.length <= 2) throw new TypeError('Failed to fetch dynamically imported module');
      return modules.importModule(url);
    });
    await expect(loadFirebasePhoneSdk(importModule)).rejects.toMatchObject({ name: 'ScriptLoadError', reason: 'error' });
    await expect(loadFirebasePhoneSdk(importModule)).resolves.toHaveProperty('getAuth');
  });

  it('gives up after the script time-out', async () => {
    vi.useFakeTimers();
    const never = vi.fn(() => new Promise<unknown>(() => undefined));
    const attempt = loadFirebasePhoneSdk(never, 1_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await attempt).toMatchObject({ name: 'ScriptLoadError', reason: 'timeout' });
  });

  it('refuses modules that are not the Firebase SDK', async () => {
    await expect(loadFirebasePhoneSdk(async () => ({}))).rejects.toMatchObject({ code: 'auth/unknown' });
  });
});
