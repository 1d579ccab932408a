import type { z } from 'zod/mini';
import type { PhoneVerification } from '../../identity/firebase-phone';
import { register, registerMobile, type registerRequest } from '../../../contract/calls/member';
import type { PlatformError } from '../../../contract/envelope';
import { ErrorCodes } from '../../../contract/refusals';
import type { RegisterField, RegisterMode } from './fields';

export type RegisterPayload = z.input<typeof registerRequest>;

/** The page the player registered on, as the platform records it (`registerUrl`). */
export interface RegisterPlace {
  host: string;
  origin: string;
  pathname: string;
}

export interface PayloadInput {
  /** Validated values of the fields shown (see validateRegistration). */
  clean: Partial<Record<RegisterField, string>>;
  countryDialingCode: string;
  referralCode: string | null;
  /** The invitation code to send: the field's, or the URL's when no field is shown. */
  affiliateCode: string | null;
  captchaUuid: string | null;
  place: RegisterPlace;
  /**
   * The number's proof from the identity provider (docs/product.md §3 `firebaseChannel`,
   * `firebaseIdToken`), sent instead of `verificationCode`: the typed code was Firebase's, not
   * the platform's, so sending it as well would only have the platform check it and fail.
   */
  phoneVerification?: PhoneVerification | null | undefined;
}

/** Fields copied as they are when the form showed them (and the player filled them in). */
const COPIED: readonly RegisterField[] = [
  'username',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'verificationCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
];

/**
 * The registration payload of docs/product.md §3: the fields, `referralCode` from the URL, `domain` (the
 * host the player is on), `countryDialingCode` with a number, `login: true`,
 * `registerMethod: 'WEB'` and `registerUrl`. `registerUrl` is the page without its query or
 * fragment: the codes in the query travel in their own fields, and whatever else a link
 * carried (tracking ids, tokens of other sites) is not the platform's to keep.
 */
export function buildRegisterPayload({
  clean,
  countryDialingCode,
  referralCode,
  affiliateCode,
  captchaUuid,
  place,
  phoneVerification = null,
}: PayloadInput): RegisterPayload {
  const payload: RegisterPayload = {
    password: clean.password ?? '',
    confirmPassword: clean.confirmPassword ?? '',
    login: true,
    registerMethod: 'WEB',
    domain: place.host,
    registerUrl: `${place.origin}${place.pathname}`,
  };
  for (const name of COPIED) {
    const value = clean[name];
    if (value) payload[name] = value;
  }
  if (payload.mobileNum) payload.countryDialingCode = countryDialingCode;
  if (phoneVerification) {
    delete payload.verificationCode;
    payload.firebaseChannel = phoneVerification.firebaseChannel;
    payload.firebaseIdToken = phoneVerification.firebaseIdToken;
  }
  if (clean.captcha) {
    payload.captcha = clean.captcha;
    if (captchaUuid) payload.captchaUuid = captchaUuid;
  }
  if (affiliateCode) payload.affiliateCode = affiliateCode;
  if (referralCode) payload.referralCode = referralCode;
  return payload;
}

/** docs/product.md §7: /wps/member/register by username, /wps/member/register/mobile by number. */
export const registerCallFor = (mode: RegisterMode) => (mode === 'mobile' ? registerMobile : register);

/**
 * The field a platform refusal names (`value.field`), when the form shows it, so its message
 * goes under that field; null means a form-level message.
 */
export function refusedField(error: PlatformError, shown: readonly RegisterField[]): RegisterField | null {
  const value = error.details.value;
  const field = typeof value === 'object' && value !== null ? (value as { field?: unknown }).field : undefined;
  return typeof field === 'string' && (shown as readonly string[]).includes(field) ? (field as RegisterField) : null;
}

/**
 * The platform's refusals of an invitation code (docs/platform-api.md error codes): a code that
 * does not exist (`INVALID_INVITATION_CODE`), or an agent's registration link switched off or
 * expired (`LINK_INACTIVE`). Either opens the invitation popup.
 */
export const isInvitationRefusal = (error: PlatformError): boolean =>
  error.details.errorCode === ErrorCodes.invalidInvitation || error.details.errorCode === ErrorCodes.linkInactive;

/**
 * What the popup and the code's field say about a refused code. A link switched off or expired
 * keeps the platform's own reason (in the request's language): the player cannot fix it by
 * retyping and must ask the agent for a new link, so "Invalid invitation code" would mislead
 * (issue 34). An unknown code gets the site's `invitation_code_error` (docs/product.md §8).
 */
export function invitationRefusalText(refusal: { errorCode: string | null | undefined; message: string }, invalidCodeText: string): string {
  return refusal.errorCode === ErrorCodes.linkInactive && refusal.message ? refusal.message : invalidCodeText;
}
