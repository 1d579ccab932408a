/**
 * Test support (only *.test.ts(x) import it): a fake Firebase phone SDK that plays Firebase's
 * part without the network. The code "sent" to every number is {@link FAKE_SMS_CODE}; another
 * code fails as Firebase fails it (`{ code: 'auth/invalid-verification-code' }`).
 */
import { vi } from 'vitest';
import type { ConfirmationResultHandle, FirebaseAuthHandle, FirebasePhoneSdk } from '../../identity/firebase-phone';

export const FAKE_SMS_CODE = '654321';
export const FAKE_FIREBASE_CONFIG = { apiKey: 'AIzaTest', authDomain: 'lucky.firebaseapp.com', projectId: 'lucky', appId: '1:2:web:3' };
export const fakeIdToken = (phoneNumber: string) => `firebase-id-token-for-${phoneNumber}`;

export function fakeFirebase() {
  const auth: FirebaseAuthHandle = { signOut: vi.fn(async () => undefined) };
  /** `sendError`: the next sends fail with this Firebase code. */
  const state = { sendError: '', sent: [] as string[], containers: [] as HTMLElement[], confirmed: [] as string[] };
  const sdk = {
    getAuth: vi.fn(() => auth),
    createInvisibleRecaptcha: vi.fn((_auth: FirebaseAuthHandle, container: HTMLElement) => {
      state.containers.push(container);
      return { clear: vi.fn() };
    }),
    signInWithPhoneNumber: vi.fn(async (_auth: FirebaseAuthHandle, phoneNumber: string): Promise<ConfirmationResultHandle> => {
      if (state.sendError) throw Object.assign(new Error(`Firebase: Error (${state.sendError}).`), { code: state.sendError });
      state.sent.push(phoneNumber);
      return {
        confirm: async (code: string) => {
          state.confirmed.push(code);
          if (code !== FAKE_SMS_CODE) throw { code: 'auth/invalid-verification-code' };
          return { user: { getIdToken: async () => fakeIdToken(phoneNumber) } };
        },
      };
    }),
  } satisfies FirebasePhoneSdk;
  return { sdk, state, load: vi.fn(async () => sdk) };
}
