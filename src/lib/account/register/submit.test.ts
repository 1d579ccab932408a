import { describe, expect, it } from 'vitest';
import { register, registerMobile } from '../../../contract/calls/member';
import { PlatformError } from '../../../contract/envelope';
import { buildRegisterPayload, invitationRefusalText, isInvitationRefusal, refusedField, registerCallFor } from './submit';

const place = { host: 'www.lucky.example', origin: 'https://www.lucky.example', pathname: '/en/register' };

describe('buildRegisterPayload', () => {
  it('carries the fields, the codes, the domain, login, the method and the page without its query', () => {
    const payload = buildRegisterPayload({
      clean: { username: 'lucky7', password: 'Secret123', confirmPassword: 'Secret123', email: 'a@b.example', captcha: '1234', payeeName: 'JUAN' },
      countryDialingCode: '63',
      referralCode: 'FRIEND42',
      affiliateCode: 'LUCKY2026',
      captchaUuid: 'uuid-1',
      place,
    });
    expect(payload).toEqual({
      username: 'lucky7',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'a@b.example',
      payeeName: 'JUAN',
      captcha: '1234',
      captchaUuid: 'uuid-1',
      affiliateCode: 'LUCKY2026',
      referralCode: 'FRIEND42',
      domain: 'www.lucky.example',
      registerUrl: 'https://www.lucky.example/en/register',
      login: true,
      registerMethod: 'WEB',
    });
    // The contract accepts it as it is.
    expect(register.request.safeParse(payload).success).toBe(true);
  });

  it('sends the dialing code with a number, and leaves out what was not given', () => {
    const payload = buildRegisterPayload({
      clean: { mobileNum: '9171234567', verificationCode: '123456', password: 'Secret123', confirmPassword: 'Secret123' },
      countryDialingCode: '63',
      referralCode: null,
      affiliateCode: null,
      captchaUuid: null,
      place,
    });
    expect(payload).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      domain: 'www.lucky.example',
      registerUrl: 'https://www.lucky.example/en/register',
      login: true,
      registerMethod: 'WEB',
    });
  });

  it("sends the identity provider's proof of the number instead of the typed code", () => {
    const payload = buildRegisterPayload({
      clean: { mobileNum: '9171234567', verificationCode: '654321', password: 'Secret123', confirmPassword: 'Secret123' },
      countryDialingCode: '63',
      referralCode: null,
      affiliateCode: null,
      captchaUuid: null,
      place,
      phoneVerification: { firebaseChannel: 'sms', firebaseIdToken: 'eyJ.token.sig' },
    });
    expect(payload).toMatchObject({ mobileNum: '9171234567', countryDialingCode: '63', firebaseChannel: 'sms', firebaseIdToken: 'eyJ.token.sig' });
    expect(payload).not.toHaveProperty('verificationCode');
    expect(registerMobile.request.safeParse(payload).success).toBe(true);
  });
});

describe('platform refusals', () => {
  const refusal = (value: unknown, errorCode = 'VALIDATION') => new PlatformError('rejected', 'This username is already taken.', { errorCode, value });

  it('names the refused field when the form shows it', () => {
    expect(refusedField(refusal({ field: 'username' }), ['username', 'password'])).toBe('username');
    expect(refusedField(refusal({ field: 'idNumber' }), ['username', 'password'])).toBeNull();
    expect(refusedField(refusal(null), ['username'])).toBeNull();
    expect(refusedField(refusal({ field: 42 }), ['username'])).toBeNull();
  });

  it('recognises the invalid invitation code and the link that is switched off or expired', () => {
    expect(isInvitationRefusal(refusal({ field: 'affiliateCode' }, 'INVALID_INVITATION_CODE'))).toBe(true);
    expect(isInvitationRefusal(refusal({ field: 'affiliateCode', reason: 'off' }, 'LINK_INACTIVE'))).toBe(true);
    expect(isInvitationRefusal(refusal({ field: 'username' }))).toBe(false);
  });

  it("keeps an inactive link's own reason, and says the site's text for an unknown code", () => {
    const off = 'This registration link has been switched off. Please ask your agent for a new link.';
    expect(invitationRefusalText({ errorCode: 'LINK_INACTIVE', message: off }, 'Invalid invitation code')).toBe(off);
    expect(invitationRefusalText({ errorCode: 'INVALID_INVITATION_CODE', message: 'No such code' }, 'Invalid invitation code')).toBe('Invalid invitation code');
    expect(invitationRefusalText({ errorCode: 'LINK_INACTIVE', message: '' }, 'Invalid invitation code')).toBe('Invalid invitation code');
  });

  it('registers by username or by number on their own paths', () => {
    expect(registerCallFor('username')).toBe(register);
    expect(registerCallFor('mobile')).toBe(registerMobile);
  });
});
