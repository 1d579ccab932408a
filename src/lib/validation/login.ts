/** Field errors by field name; the value is a catalogue key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type LoginField = 'username' | 'password' | 'captcha';

/**
 * SPEC §5 "Login by username": username and password required, captcha when shown; values
 * trimmed (the password is not: spaces may be part of it, but all-space is empty).
 */
export function validateUsernameLogin(
  values: { username: string; password: string; captcha: string },
  captchaShown: boolean,
): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (!values.username.trim()) errors.username = 'login.required';
  if (!values.password.trim()) errors.password = 'login.required';
  if (captchaShown && !values.captcha.trim()) errors.captcha = 'login.required';
  return errors;
}
