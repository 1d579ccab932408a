import { describe, expect, it } from 'vitest';
import { registerSettings as seededSettings } from '../../../../platform/seed/merchant';
import type { RegisterFieldSetting } from '../../../contract/calls/system';
import { registerFields, registerModes, type RegisterSettings } from './fields';

const on = (overrides: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: null,
  minLength: null,
  maxLength: null,
  type: 'text',
  ...overrides,
});
const off = on({ enabled: false });

const names = (settings: RegisterSettings, mode: 'username' | 'mobile', smsVerification = false, affiliateFromUrl = false) =>
  registerFields({ settings, mode, smsVerification, affiliateFromUrl }).map((field) => field.name);

describe('registerFields', () => {
  it('shows the seeded merchant the identity first, the optional fields it enabled, the captcha last', () => {
    expect(names(seededSettings(), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'payeeName',
      'email',
      'affiliateCode',
      'captcha',
    ]);
    expect(names(seededSettings(), 'mobile')).toEqual(['mobileNum', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode', 'captcha']);
  });

  it('needs only password and confirmation when nothing optional is enabled', () => {
    expect(names({}, 'username')).toEqual(['username', 'password', 'confirmPassword']);
    expect(names({ mobileNum: off, captcha: off, email: off }, 'mobile')).toEqual(['mobileNum', 'password', 'confirmPassword']);
  });

  it('shows every optional field of docs/product.md §3 when enabled, in its order', () => {
    const all = Object.fromEntries(
      ['payeeName', 'email', 'qqNum', 'recommenderId', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'captcha'].map(
        (name) => [name, on()],
      ),
    );
    expect(names(all, 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'qqNum',
      'recommenderId',
      'affiliateCode',
      'paymentPassword',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'captcha',
    ]);
  });

  it('requires the number in mobile mode, and in username mode only when the setting says so', () => {
    const required = (settings: RegisterSettings, mode: 'username' | 'mobile') =>
      registerFields({ settings, mode, smsVerification: false, affiliateFromUrl: false }).find((field) => field.name === 'mobileNum')?.required;
    expect(required({ mobileNum: on() }, 'mobile')).toBe(true);
    expect(required({}, 'mobile')).toBe(true);
    expect(required({ mobileNum: on() }, 'username')).toBe(false);
    expect(required({ mobileNum: on({ required: true }) }, 'username')).toBe(true);
    expect(required({ mobileNum: off }, 'username')).toBeUndefined();
  });

  it('asks for the SMS code under the number when REGMOBVERF3 is on', () => {
    const fields = registerFields({ settings: { mobileNum: on() }, mode: 'mobile', smsVerification: true, affiliateFromUrl: false });
    expect(fields.map((field) => field.name).slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
    expect(fields[1]?.required).toBe(true);
    // Username mode: the code is needed only once a number is typed.
    const username = registerFields({ settings: { mobileNum: on() }, mode: 'username', smsVerification: true, affiliateFromUrl: false });
    expect(username.find((field) => field.name === 'verificationCode')?.required).toBe('conditional');
    expect(names({ mobileNum: off }, 'username', true)).not.toContain('verificationCode');
    expect(names({ mobileNum: on() }, 'mobile', false)).not.toContain('verificationCode');
  });

  it('hides the invitation code when the URL brought one that checked out, or when it is disabled', () => {
    expect(names({ affiliateCode: on() }, 'username', false, true)).not.toContain('affiliateCode');
    expect(names({ affiliateCode: on() }, 'username', false, false)).toContain('affiliateCode');
    expect(names({ affiliateCode: off }, 'username', false, false)).not.toContain('affiliateCode');
  });

  it('takes required from the setting, except the payment password which is required whenever shown', () => {
    const fields = registerFields({
      settings: { email: on({ required: true }), qqNum: on(), paymentPassword: on({ required: false }), captcha: on({ required: true }) },
      mode: 'username',
      smsVerification: false,
      affiliateFromUrl: false,
    });
    const required = Object.fromEntries(fields.map((field) => [field.name, field.required]));
    expect(required).toMatchObject({ email: true, qqNum: false, paymentPassword: true, captcha: true, username: true, password: true });
  });
});

describe('registerModes', () => {
  it('opens the modes the switches allow, mobile first (the default when on)', () => {
    expect(registerModes({ USERNAMEREG3: true, MOBILENUMREG3: true })).toEqual(['mobile', 'username']);
    expect(registerModes({ USERNAMEREG3: true, MOBILENUMREG3: false })).toEqual(['username']);
    expect(registerModes({ USERNAMEREG3: false, MOBILENUMREG3: true })).toEqual(['mobile']);
    expect(registerModes({ USERNAMEREG3: false, MOBILENUMREG3: false })).toEqual([]);
  });
});
