import { describe, expect, it } from 'vitest';
import { loginHrefWithNext, safeLinkHref, safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it.each([
    ['/en/help/x?a=1#b', '/en/help/x?a=1#b'],
    ['/', '/'],
    ['/login?next=%2Fen%2Fhelp', '/login?next=%2Fen%2Fhelp'],
    ['/de/help/%E2%9C%93', '/de/help/%E2%9C%93'],
    ['/en/./help/../help/x', '/en/help/x'],
    ['/help/100%', '/help/100%'],
    ['/help/%FF', '/help/%FF'],
    ['/help/100%/%E2%9C%93', '/help/100%/%E2%9C%93'],
  ])('keeps %j on this site as %j', (candidate, expected) => {
    expect(safeLocalPath(candidate)).toBe(expected);
  });

  // Every form here either names another host outright or becomes `//host` (or `/\host`) once
  // a browser, a proxy or a later decoding step normalises it.
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%252e%252e//evil.example',
    '/%5C%5Cevil.example',
    // A lone `%` anywhere must not stop the other escapes from being decoded and checked.
    '/%2F%2Fevil.example%',
    '/%2F%2Fevil.example/100%',
    '/%252F%252Fevil.example%',
    '/%2F%2Fevil.example%FF',
    'https://evil.example',
    'https:evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '/./%2F/x',
    '/a\\..\\..\\/evil.example',
    'evil',
    '',
  ])('refuses %j', (candidate) => {
    const result = safeLocalPath(candidate);
    expect(result).toBeNull();
  });
});

describe('loginHrefWithNext', () => {
  it('carries a same-site page back as next', () => {
    expect(loginHrefWithNext('/en/login', '/en/help/faq?x=1')).toBe('/en/login?next=%2Fen%2Fhelp%2Ffaq%3Fx%3D1');
  });

  it.each(['//evil.example', '/..//evil.example', '/%2F%2Fevil.example'])('drops next=%j and leaves only the login page', (here) => {
    expect(loginHrefWithNext('/en/login', here)).toBe('/en/login');
  });
});

describe('safeLinkHref', () => {
  it('keeps a same-site path and an https link, and marks which leaves the site', () => {
    expect(safeLinkHref('/lgw/pay/order?token=t&lang=EN')).toEqual({ url: '/lgw/pay/order?token=t&lang=EN', external: false });
    expect(safeLinkHref('https://pay.example.com/order/1')).toEqual({ url: 'https://pay.example.com/order/1', external: true });
  });

  it('refuses script, data and plain-http links, and paths that leave the site', () => {
    for (const candidate of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://pay.example.com/',
      '//evil.example/',
      '/\\evil.example',
      'vbscript:x',
    ]) {
      expect(safeLinkHref(candidate), candidate).toBeNull();
    }
  });
});
