/**
 * What happens after a login succeeds (docs/product.md §4 "Login"): the first-login action when the
 * platform says it is the first, then either the forced password change or the normal start
 * (member info and the after-login modal). Pure, so every branch is unit-tested.
 */

/** How the session was obtained. Only password logins can force a change (docs/product.md §4). */
export type LoginMethod = 'username' | 'sms' | 'thirdParty' | 'freePlay' | 'register' | 'phoneReset';

export interface AfterLoginFacts {
  method: LoginMethod;
  /** The password typed was the operator's configured default (docs/product.md §9 {secret}). */
  passwordIsDefault: boolean;
  passwordExpired: boolean;
  /** Switch PWDEXPFORCECHANGE3. */
  forceExpiredChange: boolean;
}

export type AfterLoginStep = 'changePassword' | 'start';

/** Methods where the player typed the account's password, so a change can be demanded. */
const PASSWORD_METHODS: ReadonlySet<LoginMethod> = new Set(['username']);

export function afterLoginStep(facts: AfterLoginFacts): AfterLoginStep {
  if (!PASSWORD_METHODS.has(facts.method)) return 'start';
  if (facts.passwordIsDefault) return 'changePassword';
  if (facts.passwordExpired && facts.forceExpiredChange) return 'changePassword';
  return 'start';
}

/** SHA-256 of a text as lowercase hex, the same on the server (node:crypto) and in the page. */
export async function sha256Hex(text: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string | null> {
  if (!subtle) return null; // not a secure context: the check is skipped rather than guessed
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the password typed is the operator's default. The page only ever holds the default's
 * digest, so the default itself is not published in every page's HTML.
 */
export async function isDefaultPassword(password: string, defaultDigest: string | null): Promise<boolean> {
  if (!defaultDigest || !password) return false;
  return (await sha256Hex(password)) === defaultDigest;
}
