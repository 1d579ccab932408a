import { isValidPassword, normaliseMobile, VERIFICATION_CODE_MAX } from '../../../contract/validation/rules';

/**
 * docs/product.md §5 "Forgot password". The messages are names of the island's strings (see
 * FORGOT_KEYS), so this module stays free of any translation runtime.
 */
export type ForgotMessage = 'required' | 'groupRequired' | 'mobileInvalid' | 'codeTooLong' | 'passwordRule' | 'confirmMismatch';

export type EmailResetField = 'username' | 'email';
export type PhoneResetField = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
export type FieldErrors<F extends string> = Partial<Record<F, ForgotMessage>>;

export interface EmailResetCheck {
  /** One message for the pair, or null when both are filled in. */
  group: ForgotMessage | null;
  /** Which of the two are empty (marked invalid, both described by the one message). */
  empty: EmailResetField[];
  values: { username: string; email: string };
}

/**
 * The e-mail method: username and e-mail are "validated as a group, rule not shown". Either
 * one empty gives a single message for the pair, and the address format is not checked here:
 * telling which half is wrong, or what an account's address should look like, would help
 * someone guessing other people's accounts. The platform answers "Username/Email does not
 * exist" for any pair that does not match.
 */
export function validateEmailReset(values: { username: string; email: string }): EmailResetCheck {
  const trimmed = { username: values.username.trim(), email: values.email.trim() };
  const empty = (['username', 'email'] as const).filter((field) => !trimmed[field]);
  return { group: empty.length > 0 ? 'groupRequired' : null, empty, values: trimmed };
}

/**
 * The number alone, for the SMS request (docs/product.md §5: blocked when the mobile is invalid).
 * Returns the national number the platform expects, or the message to show under the field.
 */
export function validateResetMobile(mobileNum: string, countryDialingCode: string): { mobile: string } | { error: ForgotMessage } {
  if (!mobileNum.trim()) return { error: 'required' };
  const mobile = normaliseMobile(mobileNum, countryDialingCode);
  return mobile ? { mobile } : { error: 'mobileInvalid' };
}

export interface PhoneResetValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PhoneResetCheck {
  errors: FieldErrors<PhoneResetField>;
  /** What is sent when there are no errors: the normalised number and the trimmed code. */
  request: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string } | null;
}

/**
 * The phone method: the number required and by the mobile rule, the SMS code required (at
 * most 255 characters, docs/product.md §9), the new password required and by the password rule, and
 * its confirmation equal. The password is not trimmed: what the player typed is the password.
 */
export function validatePhoneReset(values: PhoneResetValues): PhoneResetCheck {
  const errors: FieldErrors<PhoneResetField> = {};
  const mobile = validateResetMobile(values.mobileNum, values.countryDialingCode);
  if ('error' in mobile) errors.mobileNum = mobile.error;
  const code = values.verificationCode.trim();
  if (!code) errors.verificationCode = 'required';
  else if (code.length > VERIFICATION_CODE_MAX) errors.verificationCode = 'codeTooLong';
  if (!values.newPassword) errors.newPassword = 'required';
  else if (!isValidPassword(values.newPassword)) errors.newPassword = 'passwordRule';
  if (!values.confirmPassword) errors.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'confirmMismatch';

  const valid = Object.keys(errors).length === 0 && 'mobile' in mobile;
  return {
    errors,
    request: valid
      ? { mobileNum: mobile.mobile, countryDialingCode: values.countryDialingCode, verificationCode: code, newPassword: values.newPassword }
      : null,
  };
}

/** The fields of the phone form in the order they appear, for focusing the first error. */
export const PHONE_RESET_FIELDS: readonly PhoneResetField[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];
