import { browserClient } from '../platform/browser-client';
import { login as loginCall, logout as logoutCall, loginFailureValue } from '../platform/calls/session';
import { PlatformError, ErrorCodes } from '../platform/envelope';
import { $member, loadMember } from './member';
import { refreshBalance, resetWallet } from './wallet';
import { setGuest } from './session';

export interface UsernameLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaUuid?: string | undefined;
}

export type LoginOutcome =
  | { ok: true; firstTimeLogin: boolean; passwordExpired: boolean }
  | { ok: false; error: PlatformError; showCaptcha: boolean };

/**
 * Logs in by username through the proxy (which keeps the token), then loads the account and
 * balance (SPEC §4 "Login"). A failure says whether the platform now wants a captcha.
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
    await loadMember();
    void refreshBalance();
    return { ok: true, firstTimeLogin: value.firstTimeLogin, passwordExpired: value.passwordExpired };
  } catch (error) {
    const platformError = error instanceof PlatformError ? error : new PlatformError('network', String(error));
    const signalled = loginFailureValue.safeParse(platformError.details.value);
    const showCaptcha =
      (signalled.success && signalled.data.captcha === true) ||
      platformError.details.errorCode === ErrorCodes.captchaRequired ||
      platformError.details.errorCode === ErrorCodes.captchaInvalid;
    return { ok: false, error: platformError, showCaptcha };
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
