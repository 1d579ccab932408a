import { describe, expect, it } from 'vitest';
import { platformRequestUrl } from './upstream-url';

describe('platformRequestUrl', () => {
  it('puts a declared path and its query under the base, prefix included', () => {
    expect(platformRequestUrl('https://api.example.com/gateway', '/wps/member/info?lang=EN&a=%2F')?.href).toBe(
      'https://api.example.com/gateway/wps/member/info?lang=EN&a=%2F',
    );
    expect(platformRequestUrl('https://api.example.com/gateway/', '/lgw/static/qr/app.svg')?.href).toBe(
      'https://api.example.com/gateway/lgw/static/qr/app.svg',
    );
    expect(platformRequestUrl('http://platform.internal', '/wps/system/status')?.href).toBe('http://platform.internal/wps/system/status');
  });

  it.each([
    '/wps/../admin',
    '/wps/%2e%2e/admin',
    '/wps/%2E%2e/admin',
    '/wps/%252e%252e/admin',
    '/wps/..%2fadmin',
    '/wps/..%2Fadmin',
    '/wps/..\\admin',
    '/wps/..%5cadmin',
    '/wps/./member/info',
    '//evil.example/wps/member/info',
    '/wps//member',
    'wps/member/info',
    '',
    '/wps/member/info#x',
    '/wps/member/info?x=1#y',
  ])('refuses %j', (path) => {
    expect(platformRequestUrl('https://api.example.com/gateway', path)).toBeNull();
  });
});
