import { describe, expect, it } from 'vitest';
import { cookiesAreSecure } from './cookies';

describe('cookiesAreSecure', () => {
  it('is true when the public site is https, whatever the request came over', () => {
    expect(cookiesAreSecure('https://www.lucky.example', new URL('http://127.0.0.1:4321/language'))).toBe(true);
  });

  it('is true when the request itself came over https, though SITE_URL is plain http', () => {
    expect(cookiesAreSecure('http://localhost:4321', new URL('https://www.lucky.example/language'))).toBe(true);
  });

  it('is false only when neither is https', () => {
    expect(cookiesAreSecure('http://localhost:4321', new URL('http://localhost:4321/language'))).toBe(false);
    expect(cookiesAreSecure('http://localhost:4321')).toBe(false);
  });
});
