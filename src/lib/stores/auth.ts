import type { z } from 'zod/mini';
import { browserClient } from '../platform/browser-client';
import { freePlayLogin, login as loginCall, logout as logoutCall, type sessionValue } from '../../contract/calls/session';
import { firstLogin } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import { afterLoginStep, isDefaultPassword, type LoginMethod } from '../account/after-login';
import { markPasswordChangeDue } from '../account/forced-change';
import type { AccountFeatures } from '../account/features';
import { $member, loadMember } from './member';
import { refreshBalance, resetWallet } from './wallet';
import { restoreSession, setGuest, setMember } from './session';
import { closeModal, openModal } from './modal';

export type SessionValue = z.output<typeof sessionValue>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PlatformError };

const asPlatformError = (error: unknown): PlatformError => (error instanceof PlatformError ? error : new PlatformError('network', String(error)));

/** Runs a platform call and returns an outcome instead of throwing, for forms. */
export async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error: asPlatformError(error) };
  }
}

export interface UsernameLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaUuid?: string | undefined;
  geetest?: Record<string, string> | undefined;
  loginFrom?: 'member' | 'agent';
  /** After a PLAY_BLOCKED answer: sign in to withdraw and read records only (docs/platform-api.md "Safer gambling"). */
  restricted?: boolean;
}

export interface SmsLogin {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  loginFrom?: 'member' | 'agent';
  /** As {@link UsernameLogin.restricted}: after a PLAY_BLOCKED answer (with a fresh code). */
  restricted?: boolean;
}

/** Logs in by username (docs/product.md §4); the proxy keeps the token. */
export const loginByUsername = (form: UsernameLogin): Promise<Outcome<SessionValue>> =>
  attempt(() =>
    browserClient.call(loginCall, {
      username: form.username.trim(),
      password: form.password,
      captcha: form.captcha?.trim() || undefined,
      captchaUuid: form.captcha ? form.captchaUuid : undefined,
      geetest: form.geetest,
      type: 'username',
      loginFrom: form.loginFrom ?? 'member',
      ...(form.restricted ? { restricted: true } : {}),
    }),
  );

/** Logs in with an SMS code (MOBILEVERCODELOGIN3); no bot check (docs/product.md §4). */
export const loginBySms = (form: SmsLogin): Promise<Outcome<SessionValue>> =>
  attempt(() =>
    browserClient.call(loginCall, {
      mobileNum: form.mobileNum,
      countryDialingCode: form.countryDialingCode,
      verificationCode: form.verificationCode.trim(),
      type: 'sms',
      loginFrom: form.loginFrom ?? 'member',
      ...(form.restricted ? { restricted: true } : {}),
    }),
  );

/** Starts a free-play session (FREEPLAY3): payload os, platform W, a random string. */
export const loginForFreePlay = (): Promise<Outcome<SessionValue>> =>
  attempt(() => {
    const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    return browserClient.call(freePlayLogin, { os: operatingSystem(), platform: 'W', random });
  });

/** The player's operating system for free play's `os`, from the user agent (navigator.platform is deprecated). */
function operatingSystem(): string {
  const agent = navigator.userAgent;
  const known = [/Android/, /iPhone|iPad|iPod/, /Windows/, /Mac OS X/, /Linux/].find((pattern) => pattern.test(agent));
  return known ? (agent.match(known)?.[0] ?? 'web') : 'web';
}

export interface CompleteLogin {
  method: LoginMethod;
  /** The password typed, for the default-password check (username logins only). */
  password?: string | undefined;
  features: AccountFeatures;
  /** Show the after-login modal (logins that stay on the page; not when the page moves on). */
  welcome?: boolean;
  /** The name typed, shown until member info arrives if the proxy could not set its hint. */
  username?: string | undefined;
  /**
   * A restricted session (a time-out or self-exclusion holds): no welcome ("Start playing"), and
   * 'restricted' back, so the form moves on to what the player may still do (issue 34 item 12l).
   */
  restricted?: boolean | undefined;
}

/**
 * Everything after a session is issued (docs/product.md §4): the page learns it is logged in, the
 * first-login action runs when due, then either the forced password change opens (which
 * cannot be dismissed) or member info and balance load. Returns which it was, so a page can
 * decide where to go next.
 */
export async function completeLogin(
  value: Pick<SessionValue, 'firstTimeLogin' | 'passwordExpired'>,
  { method, password, features, welcome = false, username, restricted = false }: CompleteLogin,
): Promise<'changePassword' | 'start' | 'restricted'> {
  // The proxy has set the readable username hint from the account itself.
  if (restoreSession().status === 'guest') setMember(username ?? '');
  if (value.firstTimeLogin) await attempt(() => browserClient.call(firstLogin));
  const step = afterLoginStep({
    method,
    passwordIsDefault: method === 'username' && (await isDefaultPassword(password ?? '', features.defaultPasswordDigest)),
    passwordExpired: value.passwordExpired,
    forceExpiredChange: features.switches.PWDEXPFORCECHANGE3,
  });
  if (step === 'changePassword') {
    // Held by the session, so another page (or a reload) cannot skip it.
    markPasswordChangeDue();
    openModal('changePassword', { forced: { oldPassword: password } });
    return step;
  }
  if (welcome && !restricted) openModal('afterLogin');
  else closeModal();
  loadMember().catch(() => undefined);
  void refreshBalance();
  return restricted ? 'restricted' : step;
}

/**
 * Ends the session (docs/product.md §4 "Logout"): the call, then every piece of account state, whatever
 * the platform answered, since the proxy has cleared the cookie either way.
 */
export async function logout(): Promise<void> {
  await attempt(() => browserClient.call(logoutCall));
  resetAccountState();
}

/**
 * Forgets the account in this page: member (so agent and VIP service go too), wallet and its
 * mask, open modals, session. The remembered username stays: that is the player's choice for
 * this browser, not part of the session.
 */
export function resetAccountState(): void {
  $member.set(null);
  resetWallet();
  closeModal();
  setGuest();
}
