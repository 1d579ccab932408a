import { describe, expect, it } from 'vitest';
import { systemState } from './system/state';
import { bannerHref } from './banners';
import { createThrottle } from './throttle';
import { validateUsernameLogin } from './validation/login';
import { customerServiceUrl } from './platform/customer-service';
import { encryptStoredLink } from '../contract/crypto';
import { readCookie } from './session/cookies';

// formatMoney's cases (₱1,234.50, 1,234,567.89, 12.00 NOTACODE) moved to src/contract/money/index.test.ts.

describe('systemState', () => {
  it('follows docs/product.md §4: maintenance wins over region restriction', () => {
    expect(systemState({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(systemState({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemState({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemState(null)).toBe(0);
  });
});

describe('bannerHref', () => {
  it('links internal routes and https pages only', () => {
    expect(bannerHref({ linkageType: 1, linkage: '/promotions' })).toEqual({ url: '/promotions', external: false });
    expect(bannerHref({ linkageType: 2, linkage: 'https://example.com/x' })).toEqual({ url: 'https://example.com/x', external: true });
    expect(bannerHref({ linkageType: 2, linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerHref({ linkageType: 1, linkage: '//evil.example' })).toBeNull();
    expect(bannerHref({ linkageType: null, linkage: null })).toBeNull();
  });
});

describe('createThrottle', () => {
  it('allows one action per interval', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow()).toBe(true);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });
});

describe('validateUsernameLogin', () => {
  it('requires trimmed username, password and the captcha when shown', () => {
    expect(validateUsernameLogin({ username: '  ', password: ' ', captcha: '' }, true)).toEqual({
      username: 'login.required',
      password: 'login.required',
      captcha: 'login.required',
    });
    expect(validateUsernameLogin({ username: 'a', password: 'b', captcha: '' }, false)).toEqual({});
  });
});

describe('customerServiceUrl', () => {
  it('opens the decrypted type-3 path and ignores the rest', () => {
    const entries = [
      { csType: 'LIVE', csPosition: null, path: [{ type: 1, path: encryptStoredLink('https://one.example/') }] },
      { csType: 'LIVE', csPosition: null, path: [{ type: 3, path: encryptStoredLink('https://chat.example/live') }] },
    ];
    expect(customerServiceUrl(entries)).toBe('https://chat.example/live');
    expect(customerServiceUrl([])).toBeNull();
  });
});

describe('readCookie', () => {
  it('reads one cookie and decodes it', () => {
    expect(readCookie('a=1; username=juan%20d; b=2', 'username')).toBe('juan d');
    expect(readCookie('a=1', 'username')).toBeUndefined();
  });
});
