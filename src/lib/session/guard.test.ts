import { describe, expect, it } from 'vitest';
import { afterLoginTarget, hasSessionCookie, needsSession } from './guard';

describe('login guard (docs/product.md §2 loginedToHomePage)', () => {
  it('leaves login, register, help centre and download open in every language', () => {
    for (const path of ['/login', '/en/login', '/register', '/register.html', '/en/register.html', '/helpmc', '/download', '/down/']) {
      expect(needsSession(path), path).toBe(false);
    }
  });

  it('leaves the terms a guest must accept to register open: the help page (its #term dialog) and the terms article', () => {
    for (const path of ['/help', '/en/help', '/en/help/', '/help/terms', '/en/help/terms', '/cn/help/terms/']) {
      expect(needsSession(path), path).toBe(false);
    }
  });

  it('leaves the not-found page open, so a wrong address is not a login', () => {
    expect(needsSession('/404')).toBe(false);
  });

  it('guards every other page, including home, the other help articles and the forgot-password page', () => {
    for (const path of ['/', '/en/', '/help/responsible-gaming', '/en/help/faq', '/help/terms-x', '/forget', '/agentHome', '/loginx', '/registered']) {
      expect(needsSession(path), path).toBe(true);
    }
  });

  it('knows a session by its cookie and sends a login only to same-site pages', () => {
    expect(hasSessionCookie({ has: (name) => name === 'sid' })).toBe(true);
    expect(hasSessionCookie({ has: () => false })).toBe(false);
    expect(afterLoginTarget('/en/help/responsible-gaming', '/en/')).toBe('/en/help/responsible-gaming');
    expect(afterLoginTarget('//evil.example/x', '/')).toBe('/');
    expect(afterLoginTarget(null, '/en/')).toBe('/en/');
  });

  it.each(['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%252F%252Fevil.example', 'javascript:alert(1)', '/\\\\evil.example'])(
    'sends a login with next=%j home, not to another host',
    (next) => {
      expect(afterLoginTarget(next, '/en/')).toBe('/en/');
    },
  );
});
