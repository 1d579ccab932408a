import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';
import { extractToken } from './session-response';

describe('isAllowedOrigin', () => {
  const allowed = ['http://localhost:4321', 'https://play.example.com'];

  it('lets safe methods through from anywhere', () => {
    expect(isAllowedOrigin('GET', 'https://evil.example', allowed)).toBe(true);
    expect(isAllowedOrigin('HEAD', null, allowed)).toBe(true);
  });

  it('allows state-changing requests only from our own origins', () => {
    expect(isAllowedOrigin('POST', 'http://localhost:4321', allowed)).toBe(true);
    expect(isAllowedOrigin('DELETE', 'https://play.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('POST', 'https://evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('PUT', 'http://localhost:4321.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('POST', null, allowed)).toBe(false);
  });
});

describe('extractToken', () => {
  it('takes the token out of a successful body and keeps the rest', () => {
    const { token, body } = extractToken({ success: true, value: { token: 'abc', firstTimeLogin: true } });
    expect(token).toBe('abc');
    expect(body).toEqual({ success: true, value: { firstTimeLogin: true } });
    expect(JSON.stringify(body)).not.toContain('abc');
  });

  it('leaves failures and odd bodies alone', () => {
    const failure = { success: false, message: 'no', value: { captcha: true } };
    expect(extractToken(failure)).toEqual({ token: null, body: failure });
    expect(extractToken(null).token).toBeNull();
    expect(extractToken({ success: true, value: { token: '' } }).token).toBeNull();
  });
});
