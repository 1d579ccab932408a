import { describe, expect, it } from 'vitest';
import { inLocaleOf, restrictedLanding } from './restricted-landing';

describe('where a restricted login lands', () => {
  it('goes to the withdrawal page in the language of the page signed in on, not home', () => {
    expect(restrictedLanding(null, '/')).toBe('/member/withdraw');
    expect(restrictedLanding(null, '/en/')).toBe('/en/member/withdraw');
    expect(restrictedLanding('/en/', '/en/login')).toBe('/en/member/withdraw');
    expect(restrictedLanding('/vi/live', '/vi/login')).toBe('/vi/member/withdraw');
  });

  it('keeps a page the restricted session may open, and never leaves the site', () => {
    expect(restrictedLanding('/en/member/bets?page=2', '/en/login')).toBe('/en/member/bets?page=2');
    expect(restrictedLanding('/member/transactions', '/login')).toBe('/member/transactions');
    expect(restrictedLanding('/en/member/deposit', '/en/login')).toBe('/en/member/withdraw');
    expect(restrictedLanding('//evil.example/member/bets', '/en/login')).toBe('/en/member/withdraw');
  });

  it('puts a bare path in the current page’s language', () => {
    expect(inLocaleOf('/help/responsible-gaming', '/th/login')).toBe('/th/help/responsible-gaming');
    expect(inLocaleOf('/help/responsible-gaming', '/member/withdraw')).toBe('/help/responsible-gaming');
  });
});
