import type { ParseKeys } from 'i18next';
import { PATTERN_COUNT, patternKey } from '../../lib/account/register/patterns';
import type { PhoneFailure } from '../../lib/account/register/phone-verification';
import { IDENTITY_ERROR_CODES, identityErrorKey, type IdentityErrorCode } from '../../lib/identity/errors';
import type { FieldMessage } from '../../lib/account/register/validate';
import { fill, stringForKey } from '../shared/strings';

type PatternName = `pattern${number}` | `patternExact${number}`;

/** The 24 pattern texts in both variants (see lib/account/register/patterns.ts). */
const PATTERN_KEYS = Object.fromEntries(
  Array.from({ length: PATTERN_COUNT }, (_, id) => [
    [`pattern${id}`, patternKey(id, false)],
    [`patternExact${id}`, patternKey(id, true)],
  ]).flat(),
) as Record<PatternName, ParseKeys>;

/**
 * The docs/product.md §8 third-party texts (identity.json), for SMS verification through Firebase. The
 * prop is named by the code itself (`'auth/code-expired'`), so a failure's code reads its text.
 */
const IDENTITY_KEYS = Object.fromEntries(IDENTITY_ERROR_CODES.map((code) => [code, identityErrorKey(code)])) as Record<IdentityErrorCode, ParseKeys>;

/**
 * The catalogue keys the registration form shows (src/lib/i18n/catalogues/<lang>/register.json);
 * pages and the modal host pass their translations with `pickStrings(t, REGISTER_KEYS)`.
 */
export const REGISTER_KEYS = {
  formLabel: 'register.formLabel',
  modesLabel: 'register.modesLabel',
  modeUsername: 'register.modeUsername',
  modeMobile: 'register.modeMobile',
  username: 'register.username',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
  payeeName: 'register.payeeName',
  payeeNameHint: 'register.payeeNameHint',
  email: 'register.email',
  qqNum: 'register.qqNum',
  mobileNum: 'register.mobileNum',
  countryCode: 'register.countryCode',
  recommenderId: 'register.recommenderId',
  captcha: 'register.captcha',
  captchaImage: 'register.captchaImage',
  captchaUnavailable: 'register.captchaUnavailable',
  verificationCode: 'register.verificationCode',
  affiliateCode: 'register.affiliateCode',
  paymentPassword: 'register.paymentPassword',
  line: 'register.line',
  whatsapp: 'register.whatsapp',
  facebook: 'register.facebook',
  wechat: 'register.wechat',
  idNumber: 'register.idNumber',
  optional: 'register.optional',
  sendCode: 'register.sendCode',
  resendIn: 'register.resendIn',
  sending: 'register.sending',
  smsFailedTitle: 'register.smsFailedTitle',
  ok: 'register.ok',
  close: 'register.close',
  terms: 'register.terms',
  termsLink: 'register.termsLink',
  termsRequired: 'register.termsRequired',
  submit: 'register.submit',
  submitting: 'register.submitting',
  haveAccount: 'register.haveAccount',
  login: 'register.login',
  closedTitle: 'register.closedTitle',
  closedBody: 'register.closedBody',
  customerService: 'register.customerService',
  invitationTitle: 'register.invitationTitle',
  invitationError: 'register.invitationError',
  settingsUnavailable: 'register.settingsUnavailable',
  retry: 'register.retry',
  required: 'register.required',
  confirmMismatch: 'register.confirmMismatch',
  mobileInvalid: 'register.mobileInvalid',
  length: 'register.length',
  lengthExact: 'register.lengthExact',
  tooShort: 'register.tooShort',
  tooLong: 'register.tooLong',
  invalid: 'register.invalid',
  networkError: 'error.network',
  ...PATTERN_KEYS,
  ...IDENTITY_KEYS,
} as const;

export type RegisterStrings = Record<keyof typeof REGISTER_KEYS, string>;

/** The text of a validation message: its catalogue string with min, max or length filled in. */
export const messageText = (strings: RegisterStrings, message: FieldMessage): string =>
  fill(stringForKey(REGISTER_KEYS, strings, message.key), message.params ?? {});

/** What a failed Firebase send or confirm shows (docs/product.md §8). */
export const phoneFailureText = (strings: RegisterStrings, failure: PhoneFailure): string => (failure === 'network' ? strings.networkError : strings[failure]);
