import type { FirebasePhoneConfig } from './config';
import { IdentityError, toIdentityErrorCode } from './errors';

/**
 * Phone-number verification through Firebase Authentication, for registration's "phone
 * verification via identity provider" (docs/product.md §3: the payload carries `firebaseChannel: 'sms'` and
 * `firebaseIdToken`). It follows Firebase's documented web flow:
 *
 * 1. an invisible `RecaptchaVerifier` on a container element (Firebase's abuse check),
 * 2. `signInWithPhoneNumber(auth, '+<country code><number>', verifier)` sends the SMS and gives
 *    a `ConfirmationResult`,
 * 3. `confirmationResult.confirm(code)` signs the number in; `user.getIdToken()` is the proof the
 *    platform verifies with Firebase before it accepts the registration.
 *
 * Any failure rejects with an {@link IdentityError} carrying a docs/product.md §8 code, and the caller
 * stops the registration (docs/product.md §8: "Failed third-party phone verification stops registration").
 *
 * The Firebase SDK is reached only through {@link FirebasePhoneSdk}, so tests pass a fake and the
 * real SDK (firebase-sdk.ts) is imported only on a page where FIREBASE_CONFIG is set.
 */

/** docs/product.md §4, §9: the SMS button's countdown on the third-party route is one minute. */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;

/** Firebase's Auth instance, opaque here apart from ending its session. */
export interface FirebaseAuthHandle {
  signOut(): Promise<void>;
}

export interface RecaptchaVerifierHandle {
  /** Removes the widget so that a fresh verifier can be made on the same element. */
  clear(): void;
}

export interface ConfirmationResultHandle {
  confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } }>;
}

/** The three Firebase calls the flow needs. */
export interface FirebasePhoneSdk {
  /** `initializeApp` + an Auth instance; `languageCode` is the language of the SMS text. */
  getAuth(config: FirebasePhoneConfig, languageCode?: string): FirebaseAuthHandle;
  /** `new RecaptchaVerifier(auth, container, { size: 'invisible' })`. */
  createInvisibleRecaptcha(auth: FirebaseAuthHandle, container: HTMLElement): RecaptchaVerifierHandle;
  signInWithPhoneNumber(auth: FirebaseAuthHandle, phoneNumber: string, verifier: RecaptchaVerifierHandle): Promise<ConfirmationResultHandle>;
}

export interface PhoneVerification {
  firebaseChannel: 'sms';
  firebaseIdToken: string;
}

export interface PhoneVerifier {
  /** Sends the SMS. Resolves with the countdown the SMS button shows before it can send again. */
  send(countryDialingCode: string, mobileNum: string, container: HTMLElement): Promise<{ expiresInSeconds: 60 }>;
  /** Checks the code from the last {@link send}; resolves with the registration payload fields. */
  confirm(code: string): Promise<PhoneVerification>;
}

/**
 * `'+63'`, `'63'` and `'0917 123 4567'` → `'+639171234567'`: E.164, which Firebase requires.
 * A national trunk prefix (leading 0) is dropped, as players often type their number with it.
 */
export function toE164(countryDialingCode: string, mobileNum: string): string | null {
  const code = countryDialingCode.replace(/\D/g, '');
  const number = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  return code && number ? `+${code}${number}` : null;
}

const asIdentityError = (error: unknown): IdentityError =>
  error instanceof IdentityError ? error : new IdentityError(toIdentityErrorCode(error), { cause: error });

export function createPhoneVerifier(config: FirebasePhoneConfig, sdk: FirebasePhoneSdk, options: { languageCode?: string } = {}): PhoneVerifier {
  let auth: FirebaseAuthHandle | null = null;
  let verifier: RecaptchaVerifierHandle | null = null;
  let confirmation: ConfirmationResultHandle | null = null;

  return {
    async send(countryDialingCode, mobileNum, container) {
      const phoneNumber = toE164(countryDialingCode, mobileNum);
      if (!mobileNum.trim()) throw new IdentityError('auth/missing-phone-number');
      if (!phoneNumber) throw new IdentityError('auth/invalid-phone-number');
      confirmation = null;
      try {
        auth ??= sdk.getAuth(config, options.languageCode);
        // A reCAPTCHA token is single-use: each send gets a fresh invisible widget.
        verifier?.clear();
        verifier = sdk.createInvisibleRecaptcha(auth, container);
        confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
      } catch (error) {
        verifier?.clear();
        verifier = null;
        throw asIdentityError(error);
      }
      return { expiresInSeconds: FIREBASE_SMS_COUNTDOWN_SECONDS };
    },

    async confirm(code) {
      if (!code.trim()) throw new IdentityError('auth/missing-verification-code');
      // Nothing sent (or already used): the player has to send a code again.
      if (!confirmation) throw new IdentityError('auth/code-expired');
      let firebaseIdToken: string;
      try {
        const credential = await confirmation.confirm(code.trim());
        firebaseIdToken = await credential.user.getIdToken();
      } catch (error) {
        const failure = asIdentityError(error);
        if (failure.code === 'auth/code-expired') confirmation = null;
        throw failure;
      }
      confirmation = null;
      // The token is all the site needs; no Firebase session is kept on the player's device.
      await auth?.signOut().catch(() => undefined);
      return { firebaseChannel: 'sms', firebaseIdToken };
    },
  };
}
