import { stringForKey } from '../shared/strings';
import { refusalKey, refusedField } from '../../lib/account/errors';
import type { PlatformError } from '../../contract/envelope';

/** The catalogue keys of the login forms (header, /login, the login popup, the agent page). */
export const LOGIN_KEYS = {
  loginTitle: 'login.title',
  username: 'login.username',
  password: 'login.password',
  captcha: 'login.captcha',
  captchaImage: 'login.captchaImage',
  captchaUnavailable: 'login.captchaUnavailable',
  submit: 'login.submit',
  submitting: 'login.submitting',
  required: 'login.required',
  networkError: 'error.network',
  close: 'account.close',
  rememberMe: 'accounts.login.rememberMe',
  methods: 'accounts.login.methods',
  byUsername: 'accounts.login.byUsername',
  bySms: 'accounts.login.bySms',
  loadingMethod: 'accounts.loading',
  freePlay: 'accounts.login.freePlay',
  freePlayStarting: 'accounts.login.freePlayStarting',
  forgot: 'accounts.login.forgot',
  register: 'accounts.login.register',
  noAccount: 'accounts.login.noAccount',
  moreWays: 'accounts.login.moreWays',
  notMember: 'accounts.login.notMember',
  notAgent: 'accounts.login.notAgent',
  mobileNum: 'accounts.mobile.label',
  countryCode: 'accounts.mobile.countryCode',
  mobileInvalid: 'accounts.mobile.invalid',
  verificationCode: 'accounts.sms.code',
  codeTooLong: 'accounts.sms.codeTooLong',
  sendCode: 'accounts.sms.send',
  resendIn: 'accounts.sms.resendIn',
  sending: 'accounts.sms.sending',
  smsFailedTitle: 'accounts.sms.failedTitle',
  ok: 'accounts.ok',
  blockedRestricted: 'safer.loginBlocked',
  blockedHint: 'safer.loginBlockedHint',
  blockedHelp: 'safer.help',
} as const;

export type LoginStrings = Record<keyof typeof LOGIN_KEYS, string>;

export const loginString = (strings: LoginStrings, key: string): string => stringForKey(LOGIN_KEYS, strings, key);

/**
 * What a failed login shows, and where: docs/product.md §6's role refusals in the site's words, the
 * network text for transport failures, otherwise the platform's message; under the field the
 * platform names when the form has it, else for the whole form.
 */
export function loginFailure<F extends string>(strings: LoginStrings, error: PlatformError, formFields: readonly F[]): { field: F | null; message: string } {
  const refusal = refusalKey(error);
  const message = error.isTransport ? strings.networkError : refusal ? loginString(strings, refusal) : error.message;
  const named = refusedField(error);
  const field = formFields.find((candidate) => candidate === named) ?? null;
  return { field, message };
}

/** A field's error text, from the catalogue key a validator returned. */
export const fieldErrorText = (strings: LoginStrings, key: string | undefined): string | undefined => (key ? loginString(strings, key) : undefined);
