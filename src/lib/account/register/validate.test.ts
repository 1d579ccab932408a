import { describe, expect, it } from 'vitest';
import { registerSettings as seededSettings } from '../../../../platform/seed/merchant';
import type { RegisterFieldSetting } from '../../../contract/calls/system';
import { registerFields, type FormField, type RegisterMode, type RegisterSettings } from './fields';
import { checkBySetting, fieldHint, formatMessage, MESSAGE_KEYS, validateRegistration } from './validate';

const setting = (overrides: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  type: 'text',
  ...overrides,
});

const good = { username: 'lucky7', password: 'Secret123', confirmPassword: 'Secret123', captcha: '1234' };

function validate(
  values: Record<string, string>,
  {
    mode = 'username',
    settings = seededSettings(),
    sms = false,
    terms = true,
    dialing = '63',
  }: {
    mode?: RegisterMode;
    settings?: RegisterSettings;
    sms?: boolean;
    terms?: boolean;
    dialing?: string;
  } = {},
) {
  const fields = registerFields({ settings, mode, smsVerification: sms, affiliateFromUrl: false });
  return validateRegistration(fields, { values, countryDialingCode: dialing, termsAccepted: terms });
}
const pattern = (id: number, min: number, max: number) => ({ key: `register.pattern.reg_pattern_${id}`, params: { min, max } });
const exact = (id: number, length: number) => ({ key: `register.patternExact.reg_pattern_${id}`, params: { length } });
const required = { key: MESSAGE_KEYS.required };

describe('validateRegistration', () => {
  it('accepts a complete username registration and cleans the values', () => {
    const { errors, clean } = validate({ ...good, username: '  lucky7 ', payeeName: ' juan dela cruz ', email: 'a@b.example' });
    expect(errors).toEqual({});
    expect(clean).toMatchObject({ username: 'lucky7', payeeName: 'JUAN DELA CRUZ', password: 'Secret123', email: 'a@b.example' });
  });

  it('flags every empty required field at once, in form order, terms last', () => {
    const { errors } = validate({}, { terms: false });
    expect(errors).toEqual({
      username: required,
      password: required,
      confirmPassword: required,
      captcha: required,
      terms: { key: MESSAGE_KEYS.termsRequired },
    });
    expect(Object.keys(errors)).toEqual(['username', 'password', 'confirmPassword', 'captcha', 'terms']);
  });

  it('checks the username: 2-15 characters, starting with a letter, letters and digits only', () => {
    for (const username of ['a', '7lucky', 'lucky star', 'lucky_star', 'luckyluckylucky1', 'lucký']) {
      expect(validate({ ...good, username }).errors.username, username).toEqual(pattern(1, 2, 15));
    }
    expect(validate({ ...good, username: 'Ab' }).errors.username).toBeUndefined();
    expect(validate({ ...good, username: 'Abcdefghijklmn5' }).errors.username).toBeUndefined();
  });

  it('lets a setting narrow the username rule, and says so with the narrower bounds', () => {
    const settings = { username: setting({ minLength: 4, maxLength: 12, acceptedPattern: '^[a-z0-9]+$', patternId: 1 }) };
    expect(validate({ ...good, username: 'abc' }, { settings }).errors.username).toEqual(pattern(1, 4, 12));
    expect(validate({ ...good, username: 'Lucky7' }, { settings }).errors.username).toEqual(pattern(1, 4, 12));
    expect(validate({ ...good, username: 'lucky7' }, { settings }).errors.username).toBeUndefined();
  });

  it('checks the password: more than 6 characters, letters and numbers, both', () => {
    for (const password of ['abc123', 'abcdefgh', '12345678', 'Secret 123', 'Secret!123', 'a1'.repeat(11)]) {
      expect(validate({ ...good, password, confirmPassword: password }).errors.password, password).toEqual(pattern(2, 7, 20));
    }
    expect(validate({ ...good, password: 'abc1234', confirmPassword: 'abc1234' }).errors).toEqual({});
  });

  it('wants the confirmation equal to the password', () => {
    expect(validate({ ...good, confirmPassword: 'Secret124' }).errors.confirmPassword).toEqual({ key: MESSAGE_KEYS.confirmMismatch });
    expect(validate({ ...good, confirmPassword: '' }).errors.confirmPassword).toEqual(required);
  });

  it('requires a valid mobile number in mobile mode and normalises it', () => {
    expect(validate({ ...good }, { mode: 'mobile' }).errors.mobileNum).toEqual(required);
    expect(validate({ ...good, mobileNum: '12345' }, { mode: 'mobile' }).errors.mobileNum).toEqual({ key: MESSAGE_KEYS.mobileInvalid });
    expect(validate({ ...good, mobileNum: '0917 123 4567' }, { mode: 'mobile' })).toMatchObject({ errors: {}, clean: { mobileNum: '9171234567' } });
    expect(validate({ ...good, mobileNum: '6012345678' }, { mode: 'mobile', dialing: '+60' }).errors).toEqual({});
  });

  it('treats the number as optional in username mode unless the setting requires it', () => {
    expect(validate(good).errors.mobileNum).toBeUndefined();
    expect(validate({ ...good, mobileNum: '917' }).errors.mobileNum).toEqual({ key: MESSAGE_KEYS.mobileInvalid });
    const settings = { mobileNum: setting({ required: true }), captcha: setting({ enabled: false }) };
    expect(validate(good, { settings }).errors.mobileNum).toEqual(required);
  });

  it('requires the SMS code when verification is on, up to 255 characters', () => {
    expect(validate({ ...good, mobileNum: '9171234567' }, { mode: 'mobile', sms: true }).errors.verificationCode).toEqual(required);
    expect(validate({ ...good, mobileNum: '9171234567', verificationCode: '1'.repeat(256) }, { mode: 'mobile', sms: true }).errors.verificationCode).toEqual({
      key: MESSAGE_KEYS.tooLong,
      params: { max: 255 },
    });
    expect(validate({ ...good, mobileNum: '9171234567', verificationCode: '123456' }, { mode: 'mobile', sms: true }).errors).toEqual({});
    // Username mode: only once a number is typed.
    expect(validate(good, { sms: true }).errors.verificationCode).toBeUndefined();
    expect(validate({ ...good, mobileNum: '9171234567' }, { sms: true }).errors.verificationCode).toEqual(required);
  });

  it('wants the payee name in capitals by its pattern, typed in any case', () => {
    expect(validate({ ...good, payeeName: 'juan dela cruz' }).errors.payeeName).toBeUndefined();
    expect(validate({ ...good, payeeName: 'JUAN 2' }).errors.payeeName).toEqual(pattern(4, 2, 50));
    const settings = { ...seededSettings(), payeeName: setting({ required: true, patternId: 4, acceptedPattern: '^[A-Z ]+$' }) };
    expect(validate(good, { settings }).errors.payeeName).toEqual(required);
  });

  it('requires the payment password when enabled, with a one-number message for a fixed length', () => {
    const settings = { ...seededSettings(), paymentPassword: setting({ acceptedPattern: '^[0-9]{6}$', patternId: 5, minLength: 6, maxLength: 6 }) };
    expect(validate(good, { settings }).errors.paymentPassword).toEqual(required);
    expect(validate({ ...good, paymentPassword: '12345' }, { settings }).errors.paymentPassword).toEqual(exact(5, 6));
    expect(validate({ ...good, paymentPassword: '12345a' }, { settings }).errors.paymentPassword).toEqual(exact(5, 6));
    expect(validate({ ...good, paymentPassword: '123456' }, { settings }).errors.paymentPassword).toBeUndefined();
  });

  it('checks the captcha and e-mail by their seeded patterns', () => {
    expect(validate({ ...good, captcha: '12a4' }).errors.captcha).toEqual(exact(3, 4));
    expect(validate({ ...good, email: 'not-an-email' }).errors.email).toEqual(pattern(6, 5, 64));
  });

  it('checks the invitation code typed by its setting', () => {
    expect(validate({ ...good, affiliateCode: 'ab' }).errors.affiliateCode).toEqual(pattern(0, 4, 20));
    expect(validate({ ...good, affiliateCode: 'LUCKY2026' }).errors.affiliateCode).toBeUndefined();
  });
});

describe('checkBySetting', () => {
  it("accepts anything with acceptedPattern '*', and nothing empty when required", () => {
    expect(checkBySetting('anything at all ✓', false, setting())).toBeNull();
    expect(checkBySetting('', true, setting())).toEqual(required);
    expect(checkBySetting('', false, setting())).toBeNull();
  });

  it('reports lengths without a pattern id as plain length messages', () => {
    expect(checkBySetting('abc', false, setting({ minLength: 4, maxLength: 8 }))).toEqual({ key: MESSAGE_KEYS.length, params: { min: 4, max: 8 } });
    expect(checkBySetting('abc', false, setting({ minLength: 6, maxLength: 6 }))).toEqual({ key: MESSAGE_KEYS.lengthExact, params: { length: 6 } });
    expect(checkBySetting('abc', false, setting({ minLength: 4 }))).toEqual({ key: MESSAGE_KEYS.tooShort, params: { min: 4 } });
    expect(checkBySetting('abcdef', false, setting({ maxLength: 5 }))).toEqual({ key: MESSAGE_KEYS.tooLong, params: { max: 5 } });
    // Characters, not UTF-16 units: an emoji is one.
    expect(checkBySetting('😀😀', false, setting({ maxLength: 2 }))).toBeNull();
  });

  it('reports a pattern mismatch by its pattern text, or plainly without an id', () => {
    expect(checkBySetting('12-31-1990', false, setting({ acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$', patternId: 12 }))).toEqual(exact(12, 10));
    expect(checkBySetting('abc', false, setting({ acceptedPattern: '^\\d+$' }))).toEqual({ key: MESSAGE_KEYS.invalid });
    expect(checkBySetting('123', false, setting({ acceptedPattern: '^\\d+$' }))).toBeNull();
  });

  it('does not lock players out with a rule that does not compile', () => {
    expect(checkBySetting('abc', false, setting({ acceptedPattern: '([' }))).toBeNull();
  });

  it('checks nothing but presence for a field without a setting', () => {
    const field: FormField = { name: 'line', required: false, setting: null };
    expect(checkBySetting('any', field.required === true, field.setting)).toBeNull();
  });
});

describe('formatMessage', () => {
  it('fills the placeholders it has and leaves the others', () => {
    expect(formatMessage('Use {{min}} - {{max}} characters.', { min: 2, max: 15 })).toBe('Use 2 - 15 characters.');
    expect(formatMessage('{{length}} digits, {{other}}', { length: 6 })).toBe('6 digits, {{other}}');
  });
});

describe('fieldHint', () => {
  const fields = registerFields({ settings: seededSettings(), mode: 'username', smsVerification: false, affiliateFromUrl: false });
  const hint = (name: string) => fieldHint(fields.find((field) => field.name === name)!);

  it('states the username and password rules with the bounds the form checks', () => {
    expect(hint('username')).toEqual(pattern(1, 2, 15));
    expect(hint('password')).toEqual(pattern(2, 7, 20));
  });

  it('warns that the payee name must match the bank account, and leaves other fields to their labels', () => {
    expect(hint('payeeName')).toEqual({ key: 'register.payeeNameHint' });
    expect(hint('email')).toBeNull();
  });
});
