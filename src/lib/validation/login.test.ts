import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateMobile, validateSmsLogin, validateUsernameLogin } from './login';

describe('login rules (docs/product.md §5)', () => {
  it('username login: username, password and the shown captcha are required; spaces are empty', () => {
    expect(validateUsernameLogin({ username: '  ', password: ' ', captcha: '' }, true)).toEqual({
      username: 'login.required',
      password: 'login.required',
      captcha: 'login.required',
    });
    expect(validateUsernameLogin({ username: 'demo', password: 'x', captcha: '' }, false)).toEqual({});
  });

  it('SMS login: the mobile rule and a required code', () => {
    expect(validateSmsLogin({ mobileNum: '', countryDialingCode: '+63', verificationCode: '' }).errors).toEqual({
      mobileNum: 'login.required',
      verificationCode: 'login.required',
    });
    expect(validateSmsLogin({ mobileNum: '12345', countryDialingCode: '+63', verificationCode: '1' }).errors).toEqual({
      mobileNum: 'accounts.mobile.invalid',
    });
    const valid = validateSmsLogin({ mobileNum: '0917 123 4567', countryDialingCode: '+63', verificationCode: ' 123456 ' });
    expect(valid).toEqual({ errors: {}, mobile: '9171234567' });
    expect(validateSmsLogin({ mobileNum: '9171234567', countryDialingCode: '63', verificationCode: 'x'.repeat(256) }).errors).toEqual({
      verificationCode: 'accounts.sms.codeTooLong',
    });
    expect(validateMobile('9171234567', '+63')).toEqual({ mobile: '9171234567' });
  });

  it('change password: old only when not cached, the rule, equal confirmation, different from old', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, false)).toEqual({
      oldPassword: 'login.required',
      newPassword: 'login.required',
      confirmNewPassword: 'login.required',
    });
    expect(validateChangePassword({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abc' }, true)).toEqual({
      newPassword: 'accounts.password.rule',
    });
    expect(validateChangePassword({ oldPassword: 'Player2026', newPassword: 'Player2026', confirmNewPassword: 'Player2026' }, false)).toEqual({
      newPassword: 'accounts.password.sameAsOld',
    });
    expect(validateChangePassword({ oldPassword: 'Player2026', newPassword: 'Player2027', confirmNewPassword: 'Player2028' }, false)).toEqual({
      confirmNewPassword: 'accounts.password.mismatch',
    });
    expect(validateChangePassword({ oldPassword: 'Player2026', newPassword: 'Player2027', confirmNewPassword: 'Player2027' }, false)).toEqual({});
  });
});
