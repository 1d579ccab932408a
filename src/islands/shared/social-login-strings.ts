import type { ParseKeys } from 'i18next';
import { IDENTITY_ERROR_CODES, identityErrorKey, identityErrorName, type IdentityErrorCode } from '../../lib/identity/errors';

/** CamelCase name of each docs/product.md §8 code (`popupClosedByUser`), as a prop name. */
type ErrorName<C extends string> = C extends `auth/${infer Rest}` ? CamelCase<Rest> : never;
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * The catalogue keys {@link SocialLogin} shows; the page (or the island that embeds it) passes
 * their translations as the `strings` prop, e.g. `pickStrings(t, SOCIAL_LOGIN_KEYS)`.
 */
export const SOCIAL_LOGIN_KEYS = {
  groupLabel: 'identity.groupLabel',
  continueWithGoogle: 'identity.continueWithGoogle',
  continueWithFacebook: 'identity.continueWithFacebook',
  signingIn: 'identity.signingIn',
  googleFallbackHint: 'identity.googleFallbackHint',
  networkError: 'error.network',
  ...(Object.fromEntries(IDENTITY_ERROR_CODES.map((code) => [identityErrorName(code), identityErrorKey(code)])) as Record<
    ErrorName<IdentityErrorCode>,
    ParseKeys
  >),
} as const;

export type SocialLoginStrings = Record<keyof typeof SOCIAL_LOGIN_KEYS, string>;

/** The message for a docs/product.md §8 code among the strings the component received. */
export const identityMessage = (strings: SocialLoginStrings, code: IdentityErrorCode): string =>
  strings[identityErrorName(code) as ErrorName<IdentityErrorCode>];
