import type { FirebasePhoneConfig } from '../../identity/config';
import { IdentityError, toIdentityErrorCode, type IdentityErrorCode } from '../../identity/errors';
import {
  createPhoneVerifier,
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  toE164,
  type FirebasePhoneSdk,
  type PhoneVerification,
  type PhoneVerifier,
} from '../../identity/firebase-phone';
import { ScriptLoadError } from '../../identity/script-loader';
import type { SmsSent } from '../sms';

/**
 * Registration's SMS verification through Firebase (docs/product.md §3, §4, §8), used instead of the
 * platform's `/wps/verification/sms/register` when FIREBASE_CONFIG is set and REGMOBVERF3 is on.
 *
 * It adapts {@link createPhoneVerifier} to the form: `send` answers like the platform's SMS
 * call (so the shared SMS button counts down one minute, docs/product.md §9 "1 minute for the
 * third-party route"), and `confirm` remembers which number the code went to and what it proved,
 * so a registration refused for another reason (a taken username, a wrong captcha) can be
 * sent again without a new SMS: Firebase lets a confirmation be used only once.
 */

/** Gives the Firebase SDK; tests pass a fake, the site the CDN modules (firebase-sdk.ts). */
export type FirebaseSdkLoader = () => Promise<FirebasePhoneSdk>;

/**
 * The real SDK. firebase-sdk.ts is imported dynamically, so it (and the CDN modules it
 * imports in turn) stays out of every bundle until a player asks for a code.
 */
export const loadCdnFirebaseSdk: FirebaseSdkLoader = async () => (await import('../../identity/firebase-sdk')).loadFirebasePhoneSdk();

/** What a failure shows: a docs/product.md §8 code's message, or the network text when the SDK did not load. */
export type PhoneFailure = IdentityErrorCode | 'network';

export const phoneFailure = (error: unknown): PhoneFailure =>
  error instanceof ScriptLoadError ? 'network' : error instanceof IdentityError ? error.code : toIdentityErrorCode(error);

export interface FirebasePhoneRoute {
  /** Sends the SMS to the (already validated, national) number; rejects as {@link phoneFailure} reads. */
  send(countryDialingCode: string, mobileNum: string, container: HTMLElement): Promise<SmsSent>;
  /** The payload fields proving the number that the form now holds owns the code. */
  confirm(countryDialingCode: string, mobileNum: string, code: string): Promise<PhoneVerification>;
  /** Drops a remembered proof (the platform refused it): the next submit needs a new code. */
  forget(): void;
}

export function createFirebasePhoneRoute(
  config: FirebasePhoneConfig,
  loadSdk: FirebaseSdkLoader = loadCdnFirebaseSdk,
  options: { languageCode?: string } = {},
): FirebasePhoneRoute {
  let verifier: Promise<PhoneVerifier> | null = null;
  let sentTo: string | null = null;
  let proof: { key: string; verification: PhoneVerification } | null = null;

  function phoneVerifier(): Promise<PhoneVerifier> {
    if (!verifier) {
      const loading = loadSdk().then((sdk) => createPhoneVerifier(config, sdk, options));
      // A failed load is forgotten, so the next click tries again.
      loading.catch(() => {
        if (verifier === loading) verifier = null;
      });
      verifier = loading;
    }
    return verifier;
  }

  return {
    async send(countryDialingCode, mobileNum, container) {
      sentTo = null;
      proof = null;
      await (await phoneVerifier()).send(countryDialingCode, mobileNum, container);
      sentTo = toE164(countryDialingCode, mobileNum);
      return { expiredMinutes: FIREBASE_SMS_COUNTDOWN_SECONDS / 60, roundTripMs: 0 };
    },

    async confirm(countryDialingCode, mobileNum, code) {
      const number = toE164(countryDialingCode, mobileNum);
      const key = `${number ?? ''}:${code.trim()}`;
      if (proof?.key === key) return proof.verification;
      if (!code.trim()) throw new IdentityError('auth/missing-verification-code');
      // No code was sent, or it went to another number than the one being registered.
      if (!sentTo || sentTo !== number) throw new IdentityError('auth/code-expired');
      const verification = await (await phoneVerifier()).confirm(code);
      proof = { key, verification };
      return verification;
    },

    forget() {
      proof = null;
    },
  };
}
