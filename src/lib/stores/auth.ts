import { browserClient } from '../platform/browser-client';
import { login as loginCall, logout as logoutCall } from '../platform/calls/session';
import { PlatformError } from '../platform/envelope';
import { $member, loadMember } from './member';
import { refreshBalance, resetWallet } from './wallet';
import { setGuest, setMember } from './session';

export interface UsernameLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaUuid?: string | undefined;
}

export type LoginOutcome =
  | { ok: true; firstTimeLogin: boolean; passwordExpired: boolean }
  | { ok: false; error: PlatformError };

/**
 * Logs in by username through the proxy (which keeps the token), then loads the account and
 * balance (SPEC §4 "Login"). The captcha is always shown, so a failure needs no captcha flag:
 * the form shows a fresh image after any failure.
 */
export async function loginByUsername(form: UsernameLogin): Promise<LoginOutcome> {
  try {
    const value = await browserClient.call(loginCall, {
      username: form.username.trim(),
      password: form.password,
      captcha: form.captcha?.trim() || undefined,
      captchaUuid: form.captcha ? form.captchaUuid : undefined,
      type: 'username',
      loginFrom: 'member',
    });
    // Logged in now, whatever happens next: a failed member-info load must not undo that.
    setMember(form.username.trim());
    loadMember().catch(() => undefined);
    void refreshBalance();
    return { ok: true, firstTimeLogin: value.firstTimeLogin, passwordExpired: value.passwordExpired };
  } catch (error) {
    return { ok: false, error: error instanceof PlatformError ? error : new PlatformError('network', String(error)) };
  }
}

/**
 * Ends the session (SPEC §4 "Logout"): the call, then every piece of account state, whatever
 * the platform answered, since the proxy has cleared the cookie either way.
 */
export async function logout(): Promise<void> {
  try {
    await browserClient.call(logoutCall);
  } catch {
    // The proxy clears the session cookie even when the platform call fails.
  }
  $member.set(null);
  resetWallet();
  setGuest();
}
