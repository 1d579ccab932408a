/**
 * The third-party auth error codes of docs/product.md §8, and how any provider failure becomes one.
 *
 * Firebase throws errors whose `code` is already one of these (`auth/invalid-phone-number`…);
 * Google and Facebook report "the player closed the window" through callbacks, which our
 * wrappers turn into {@link IdentityError} with `auth/popup-closed-by-user`. Everything else
 * (a code we do not know, an exception without a code) is `auth/unknown`, so the UI always has
 * a translated message to show and never a provider's English text.
 */
export const IDENTITY_ERROR_CODES = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
] as const;

export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/**
 * Provider codes that mean the same thing to a player as one of ours. Firebase reports a bad
 * or missing reCAPTCHA token as an app-credential error, and a verification session it no
 * longer knows as a verification-id error; Google's and Facebook's cancellations come in
 * several spellings.
 */
const ALIASES: Readonly<Record<string, IdentityErrorCode>> = {
  'auth/invalid-app-credential': 'auth/captcha-check-failed',
  'auth/missing-app-credential': 'auth/captcha-check-failed',
  'auth/invalid-verification-id': 'auth/code-expired',
  'auth/missing-verification-id': 'auth/code-expired',
  'auth/cancelled-popup-request': 'auth/popup-closed-by-user',
  'auth/user-cancelled': 'auth/popup-closed-by-user',
};

const KNOWN = new Set<string>(IDENTITY_ERROR_CODES);

export const isIdentityErrorCode = (code: unknown): code is IdentityErrorCode => typeof code === 'string' && KNOWN.has(code);

/** A provider failure already reduced to one of the docs/product.md §8 codes. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

/** The docs/product.md §8 code for anything a provider (or our wrapper around it) threw. */
export function toIdentityErrorCode(error: unknown): IdentityErrorCode {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return 'auth/unknown';
  if (isIdentityErrorCode(code)) return code;
  return ALIASES[code] ?? 'auth/unknown';
}

/** `auth/too-many-requests` → `tooManyRequests`: the key's last segment, and the island's prop name. */
export const identityErrorName = (code: IdentityErrorCode): string =>
  code.slice('auth/'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The catalogue key of a code's message: `identity.error.<camelCase>`. */
export const identityErrorKey = (code: IdentityErrorCode): string => `identity.error.${identityErrorName(code)}`;
