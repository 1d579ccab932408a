import { describe, expect, it, vi } from 'vitest';
import {
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  createPhoneVerifier,
  toE164,
  type ConfirmationResultHandle,
  type FirebaseAuthHandle,
  type FirebasePhoneSdk,
} from './firebase-phone';

const CONFIG = { apiKey: 'AIzaTest', authDomain: 'lucky.firebaseapp.com', projectId: 'lucky', appId: '1:2:web:3' };
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/**
 * A fake Firebase: `codes` maps phone numbers to the SMS code "sent" to them; `sendError` and
 * `confirmError` make the next call fail with a Firebase error code.
 */
function fakeFirebase() {
  const auth: FirebaseAuthHandle = { signOut: vi.fn(async () => undefined) };
  const verifiers: { container: HTMLElement; clear: ReturnType<typeof vi.fn> }[] = [];
  const state = { sendError: '', confirmError: '', sent: [] as string[] };
  const sdk = {
    getAuth: vi.fn(() => auth),
    createInvisibleRecaptcha: vi.fn((_auth: FirebaseAuthHandle, container: HTMLElement) => {
      const verifier = { container, clear: vi.fn() };
      verifiers.push(verifier);
      return verifier;
    }),
    signInWithPhoneNumber: vi.fn(async (_auth: FirebaseAuthHandle, phoneNumber: string): Promise<ConfirmationResultHandle> => {
      if (state.sendError) throw firebaseError(state.sendError);
      state.sent.push(phoneNumber);
      return {
        confirm: async (code: string) => {
          if (state.confirmError) throw firebaseError(state.confirmError);
          if (code !== '123456') throw firebaseError('auth/invalid-verification-code');
          return { user: { getIdToken: async () => `id-token-for-${phoneNumber}` } };
        },
      };
    }),
  } satisfies FirebasePhoneSdk;
  return { sdk, auth, verifiers, state };
}

const container = {} as HTMLElement;

describe('toE164', () => {
  it('joins the country code and the number, dropping a trunk 0 and any punctuation', () => {
    expect(toE164('+63', '0917 123 4567')).toBe('+639171234567');
    expect(toE164('63', '9171234567')).toBe('+639171234567');
    expect(toE164('+84', '(090) 123-4567')).toBe('+84901234567');
    expect(toE164('', '9171234567')).toBeNull();
    expect(toE164('+63', '---')).toBeNull();
  });
});

describe('createPhoneVerifier', () => {
  it('sends to the E.164 number through an invisible reCAPTCHA, then returns the ID token for the payload', async () => {
    const firebase = fakeFirebase();
    const verifier = createPhoneVerifier(CONFIG, firebase.sdk, { languageCode: 'fil' });
    await expect(verifier.send('+63', '09171234567', container)).resolves.toEqual({ expiresInSeconds: 60 });
    expect(FIREBASE_SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(firebase.sdk.getAuth).toHaveBeenCalledWith(CONFIG, 'fil');
    expect(firebase.verifiers[0]!.container).toBe(container);
    expect(firebase.state.sent).toEqual(['+639171234567']);

    await expect(verifier.confirm(' 123456 ')).resolves.toEqual({
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-for-+639171234567',
    });
    // No Firebase session is left behind on the device.
    expect(firebase.auth.signOut).toHaveBeenCalledTimes(1);
    // A code proves the number once.
    await expect(verifier.confirm('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });

  it('refuses an empty number or code before asking Firebase', async () => {
    const firebase = fakeFirebase();
    const verifier = createPhoneVerifier(CONFIG, firebase.sdk);
    await expect(verifier.send('+63', '  ', container)).rejects.toMatchObject({ code: 'auth/missing-phone-number' });
    await expect(verifier.send('', '9171234567', container)).rejects.toMatchObject({ code: 'auth/invalid-phone-number' });
    await expect(verifier.confirm('')).rejects.toMatchObject({ code: 'auth/missing-verification-code' });
    expect(firebase.sdk.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('asks to send a code first when none was sent', async () => {
    const verifier = createPhoneVerifier(CONFIG, fakeFirebase().sdk);
    await expect(verifier.confirm('123456')).rejects.toMatchObject({ name: 'IdentityError', code: 'auth/code-expired' });
  });

  it.each(['auth/invalid-phone-number', 'auth/too-many-requests', 'auth/captcha-check-failed', 'auth/quota-exceeded', 'auth/operation-not-allowed'])(
    'turns a send failure %s into that code and clears the reCAPTCHA for the next try',
    async (code) => {
      const firebase = fakeFirebase();
      const verifier = createPhoneVerifier(CONFIG, firebase.sdk);
      firebase.state.sendError = code;
      await expect(verifier.send('63', '9171234567', container)).rejects.toMatchObject({ code });
      expect(firebase.verifiers[0]!.clear).toHaveBeenCalled();

      firebase.state.sendError = '';
      await verifier.send('63', '9171234567', container);
      expect(firebase.verifiers).toHaveLength(2);
      await expect(verifier.confirm('123456')).resolves.toMatchObject({ firebaseChannel: 'sms' });
    },
  );

  it('maps Firebase codes it does not list to auth/unknown and app-credential failures to the captcha code', async () => {
    const firebase = fakeFirebase();
    const verifier = createPhoneVerifier(CONFIG, firebase.sdk);
    firebase.state.sendError = 'auth/network-request-failed';
    await expect(verifier.send('63', '9171234567', container)).rejects.toMatchObject({ code: 'auth/unknown' });
    firebase.state.sendError = 'auth/invalid-app-credential';
    await expect(verifier.send('63', '9171234567', container)).rejects.toMatchObject({ code: 'auth/captcha-check-failed' });
  });

  it('lets the player retype a wrong code, but not reuse an expired one', async () => {
    const firebase = fakeFirebase();
    const verifier = createPhoneVerifier(CONFIG, firebase.sdk);
    await verifier.send('63', '9171234567', container);
    await expect(verifier.confirm('000000')).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    firebase.state.confirmError = 'auth/code-expired';
    await expect(verifier.confirm('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
    firebase.state.confirmError = '';
    await expect(verifier.confirm('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
    expect(firebase.auth.signOut).not.toHaveBeenCalled();
  });

  it('makes one Auth instance and a fresh reCAPTCHA per send', async () => {
    const firebase = fakeFirebase();
    const verifier = createPhoneVerifier(CONFIG, firebase.sdk);
    await verifier.send('63', '9171234567', container);
    await verifier.send('63', '9171234568', container);
    expect(firebase.sdk.getAuth).toHaveBeenCalledTimes(1);
    expect(firebase.verifiers).toHaveLength(2);
    expect(firebase.verifiers[0]!.clear).toHaveBeenCalledTimes(1);
    await expect(verifier.confirm('123456')).resolves.toMatchObject({ firebaseIdToken: 'id-token-for-+639171234568' });
  });
});
