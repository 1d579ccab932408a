import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en/identity.json' with { type: 'json' };
import ty from '../i18n/catalogues/ty/identity.json' with { type: 'json' };
import {
  IDENTITY_ERROR_CODES,
  IdentityError,
  identityErrorKey,
  identityErrorName,
  isIdentityErrorCode,
  toIdentityErrorCode,
  type IdentityErrorCode,
} from './errors';

/** Every docs/product.md §8 code and the key its message lives under. */
const EXPECTED: Record<IdentityErrorCode, string> = {
  'auth/invalid-phone-number': 'identity.error.invalidPhoneNumber',
  'auth/missing-phone-number': 'identity.error.missingPhoneNumber',
  'auth/too-many-requests': 'identity.error.tooManyRequests',
  'auth/unknown': 'identity.error.unknown',
  'auth/invalid-verification-code': 'identity.error.invalidVerificationCode',
  'auth/missing-verification-code': 'identity.error.missingVerificationCode',
  'auth/captcha-check-failed': 'identity.error.captchaCheckFailed',
  'auth/quota-exceeded': 'identity.error.quotaExceeded',
  'auth/operation-not-allowed': 'identity.error.operationNotAllowed',
  'auth/code-expired': 'identity.error.codeExpired',
  'auth/popup-closed-by-user': 'identity.error.popupClosedByUser',
};

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** A FirebaseError-shaped object: Firebase puts the code on `.code`. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('identity error codes', () => {
  it('are exactly the docs/product.md §8 list', () => {
    expect([...IDENTITY_ERROR_CODES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [code, key] of Object.entries(EXPECTED) as [IdentityErrorCode, string][]) {
    it(`${code} keeps its code and has a message in English and Filipino`, () => {
      expect(isIdentityErrorCode(code)).toBe(true);
      expect(toIdentityErrorCode(firebaseError(code))).toBe(code);
      expect(toIdentityErrorCode(new IdentityError(code))).toBe(code);
      expect(identityErrorKey(code)).toBe(key);
      expect(identityErrorName(code)).toBe(key.split('.').pop());
      const english = lookup(en, key);
      const filipino = lookup(ty, key);
      expect(typeof english === 'string' && english.length > 0, `${key} in en`).toBe(true);
      expect(typeof filipino === 'string' && filipino.length > 0, `${key} in ty`).toBe(true);
      expect(filipino).not.toBe(english);
    });
  }

  it('says what docs/product.md §8 asks for the codes with instructions', () => {
    expect(lookup(en, EXPECTED['auth/too-many-requests'])).toMatch(/5 minutes/);
    expect(lookup(ty, EXPECTED['auth/too-many-requests'])).toMatch(/5 minuto/);
    expect(lookup(en, EXPECTED['auth/code-expired'])).toMatch(/send the code again/i);
    expect(lookup(en, EXPECTED['auth/popup-closed-by-user'])).toMatch(/login failed.*try again/i);
  });

  it('maps provider spellings of the same failure onto the docs/product.md §8 code', () => {
    expect(toIdentityErrorCode(firebaseError('auth/invalid-app-credential'))).toBe('auth/captcha-check-failed');
    expect(toIdentityErrorCode(firebaseError('auth/missing-app-credential'))).toBe('auth/captcha-check-failed');
    expect(toIdentityErrorCode(firebaseError('auth/invalid-verification-id'))).toBe('auth/code-expired');
    expect(toIdentityErrorCode(firebaseError('auth/cancelled-popup-request'))).toBe('auth/popup-closed-by-user');
    expect(toIdentityErrorCode(firebaseError('auth/user-cancelled'))).toBe('auth/popup-closed-by-user');
  });

  it('calls anything else auth/unknown', () => {
    expect(toIdentityErrorCode(firebaseError('auth/network-request-failed'))).toBe('auth/unknown');
    expect(toIdentityErrorCode(firebaseError('storage/unauthorized'))).toBe('auth/unknown');
    expect(toIdentityErrorCode(new TypeError('boom'))).toBe('auth/unknown');
    expect(toIdentityErrorCode({ code: 42 })).toBe('auth/unknown');
    expect(toIdentityErrorCode('auth/too-many-requests')).toBe('auth/unknown');
    expect(toIdentityErrorCode(null)).toBe('auth/unknown');
    expect(toIdentityErrorCode(undefined)).toBe('auth/unknown');
    expect(isIdentityErrorCode('auth/nope')).toBe(false);
  });

  it('keeps the provider error as the cause', () => {
    const cause = firebaseError('auth/quota-exceeded');
    const error = new IdentityError('auth/quota-exceeded', { cause });
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('auth/quota-exceeded');
  });
});
