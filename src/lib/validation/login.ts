import { normaliseMobile, VERIFICATION_CODE_MAX, isValidPassword } from '../../contract/validation/rules';

/** Field errors by field name; the value is a catalogue key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type LoginField = 'username' | 'password' | 'captcha';

/**
 * docs/product.md §5 "Login by username": username and password required, captcha when shown; values
 * trimmed (the password is not: spaces may be part of it, but all-space is empty).
 */
export function validateUsernameLogin(values: { username: string; password: string; captcha: string }, captchaShown: boolean): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.username.trim()) errors.username = 'login.required';
  if (!values.password.trim()) errors.password = 'login.required';
  if (captchaShown && !values.captcha.trim()) errors.captcha = 'login.required';
  return errors;
}

export type SmsLoginField = 'mobileNum' | 'verificationCode';

/** The mobile number alone, for the SMS request (docs/product.md §5: it "validates the mobile number only"). */
export function validateMobile(mobileNum: string, countryDialingCode: string): { mobile: string } | { error: string } {
  if (!mobileNum.trim()) return { error: 'login.required' };
  const mobile = normaliseMobile(mobileNum, countryDialingCode);
  return mobile ? { mobile } : { error: 'accounts.mobile.invalid' };
}

/** docs/product.md §5 "By SMS": mobileNum required and matching the mobile rule; verification code required. */
export function validateSmsLogin(values: { mobileNum: string; countryDialingCode: string; verificationCode: string }): {
  errors: FieldErrors<SmsLoginField>;
  mobile: string | null;
} {
  const errors: FieldErrors<SmsLoginField> = {};
  const checked = validateMobile(values.mobileNum, values.countryDialingCode);
  if ('error' in checked) errors.mobileNum = checked.error;
  const code = values.verificationCode.trim();
  if (!code) errors.verificationCode = 'login.required';
  else if (code.length > VERIFICATION_CODE_MAX) errors.verificationCode = 'accounts.sms.codeTooLong';
  return { errors, mobile: 'mobile' in checked ? checked.mobile : null };
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * docs/product.md §5 "Change password": the old password is required only when none is cached (a forced
 * change right after login already has it); the new one follows the password rule; the
 * confirmation is required and equal; the new must differ from the old.
 */
export function validateChangePassword(
  values: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  oldPasswordCached: boolean,
): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = {};
  if (!oldPasswordCached && !values.oldPassword) errors.oldPassword = 'login.required';
  if (!values.newPassword) errors.newPassword = 'login.required';
  else if (!isValidPassword(values.newPassword)) errors.newPassword = 'accounts.password.rule';
  else if (values.oldPassword && values.newPassword === values.oldPassword) errors.newPassword = 'accounts.password.sameAsOld';
  if (!values.confirmNewPassword) errors.confirmNewPassword = 'login.required';
  else if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = 'accounts.password.mismatch';
  return errors;
}
