import { describe, expect, it } from 'vitest';
import { afterLoginTarget, hasSessionCookie } from './guard';

describe('session guard', () => {
  it('knows a session by its cookie and sends a login only to same-site pages', () => {
    expect(hasSessionCookie({ has: (name) => name === 'sid' })).toBe(true);
    expect(hasSessionCookie({ has: () => false })).toBe(false);
    expect(afterLoginTarget('/en/help/responsible-gaming', '/en/')).toBe('/en/help/responsible-gaming');
    expect(afterLoginTarget('//evil.example/x', '/')).toBe('/');
    expect(afterLoginTarget(null, '/en/')).toBe('/en/');
  });

  it.each([
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    '/\\\\evil.example',
  ])('sends a login with next=%j home, not to another host', (next) => {
    expect(afterLoginTarget(next, '/en/')).toBe('/en/');
  });
});
