import { describe, expect, it } from 'vitest';
import { validateEmailReset, validatePhoneReset, validateResetMobile, type PhoneResetValues } from './validate';

describe('validateEmailReset', () => {
  it('gives one message for the pair when either is empty, and marks only the empty ones', () => {
    expect(validateEmailReset({ username: '', email: '' })).toMatchObject({ group: 'groupRequired', empty: ['username', 'email'] });
    expect(validateEmailReset({ username: 'juan', email: '  ' })).toMatchObject({ group: 'groupRequired', empty: ['email'] });
    expect(validateEmailReset({ username: ' ', email: 'a@b.example' })).toMatchObject({ group: 'groupRequired', empty: ['username'] });
  });

  it('does not show a format rule: any filled-in pair goes to the platform, trimmed', () => {
    expect(validateEmailReset({ username: ' juan ', email: ' not-an-address ' })).toEqual({
      group: null,
      empty: [],
      values: { username: 'juan', email: 'not-an-address' },
    });
  });
});

describe('validateResetMobile', () => {
  it('requires a number that satisfies the mobile rule and returns it normalised', () => {
    expect(validateResetMobile('  ', '63')).toEqual({ error: 'required' });
    expect(validateResetMobile('12345', '63')).toEqual({ error: 'mobileInvalid' });
    expect(validateResetMobile('0917 123 4567', '63')).toEqual({ mobile: '9171234567' });
  });
});

describe('validatePhoneReset', () => {
  const good: PhoneResetValues = {
    mobileNum: '09171234567',
    countryDialingCode: '63',
    verificationCode: ' 123456 ',
    newPassword: 'Reset2026',
    confirmPassword: 'Reset2026',
  };

  it('passes a complete form and builds the request', () => {
    expect(validatePhoneReset(good)).toEqual({
      errors: {},
      request: { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', newPassword: 'Reset2026' },
    });
  });

  it('flags every empty field as required', () => {
    const check = validatePhoneReset({ mobileNum: '', countryDialingCode: '63', verificationCode: '', newPassword: '', confirmPassword: '' });
    expect(check.errors).toEqual({ mobileNum: 'required', verificationCode: 'required', newPassword: 'required', confirmPassword: 'required' });
    expect(check.request).toBeNull();
  });

  it('applies each rule: mobile, code length, password rule, confirmation', () => {
    expect(validatePhoneReset({ ...good, mobileNum: '8171234567' }).errors).toEqual({ mobileNum: 'mobileInvalid' });
    expect(validatePhoneReset({ ...good, verificationCode: '1'.repeat(256) }).errors).toEqual({ verificationCode: 'codeTooLong' });
    expect(validatePhoneReset({ ...good, verificationCode: '1'.repeat(255) }).errors).toEqual({});
    expect(validatePhoneReset({ ...good, newPassword: 'short1', confirmPassword: 'short1' }).errors).toEqual({ newPassword: 'passwordRule' });
    expect(validatePhoneReset({ ...good, newPassword: 'lettersonly', confirmPassword: 'lettersonly' }).errors).toEqual({ newPassword: 'passwordRule' });
    expect(validatePhoneReset({ ...good, confirmPassword: 'Reset2027' })).toEqual({ errors: { confirmPassword: 'confirmMismatch' }, request: null });
  });
});
